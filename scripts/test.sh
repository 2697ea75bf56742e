#!/usr/bin/env bash
# The whole test suite (`npm test`): the Debian packages the tests need, then the type check, the
# linters and the end-to-end tests' builds side by side (each of the first two keeps one core busy,
# the builds take what they leave), then every vitest project; each phase prints its time, and
# vitest the time of each project and the slowest files (tests/support/timingReporter.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/phases.sh
phase system-packages bash scripts/system-deps.sh
# A phase that fails stops the script (at its `wait` for those in the background): whatever of
# the others still runs is stopped with it. Job control is on while the background phases start,
# so that each has a process group of its own, which one kill stops with every process it started
# (Gatsby's workers too); their input is /dev/null, as it is for a background job without it.
trap 'for job in $(jobs -pr); do kill -- "-$job" 2>/dev/null || true; done' EXIT
set -m
phase builds npx tsx tests/support/buildForTests.ts </dev/null &
builds=$!
phase typecheck npx tsc --noEmit </dev/null &
typecheck=$!
set +m
phase lint npm run lint
wait "$typecheck"
wait "$builds"
phase vitest npx vitest run
