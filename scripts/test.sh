#!/usr/bin/env bash
# The whole test suite (`npm test`): the Debian packages the tests need, the type check, the
# linters, then every vitest project; each phase prints its time, and vitest the time of each
# project and the slowest files (tests/support/timingReporter.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/phases.sh
phase system-packages bash scripts/system-deps.sh
phase typecheck npx tsc --noEmit
phase lint npm run lint
phase vitest npx vitest run
