#!/usr/bin/env bash
# The smoke test on Node.js 26 (a `.ci/run` phase, after the suite): install, `npm start` on an
# embedded database, a page, the embed bundle, a lead through the open API (its proof-of-work
# challenge solved), then a graceful stop.
#
# Cheap by reusing what the suite's run left: the builds of the embed bundle, the back office and
# the site, and node_modules. The checkout is copied without them into a temporary folder, its
# node_modules a folder of links to the checkout's packages, but for better-sqlite3, the one native
# module built for one Node.js ABI (the others are Node-API modules, which load on any release): a
# copy of it compiled against Node.js 26's headers, kept for the next run (scripts/prebuilds.sh).
# `npm start` then finds every build current (the builds' stamps, builders/stamp.ts; the site's is
# stamped with SITE_URL and the demo content's revision, as the end-to-end setup and the budget
# build it) and serves them; the smoke fails when it rebuilds instead, which would take minutes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
checkout="$PWD"
source scripts/node.sh
use_node 26
source scripts/prebuilds.sh

step_started="$SECONDS"
step() { echo "smoke: $1 ($((SECONDS - step_started)) s)"; step_started="$SECONDS"; }
fail() { echo "smoke: FAILED: $1" >&2; [[ -f "${log:-}" ]] && sed 's/^/  npm start: /' "$log" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/smoke-node26-XXXXXX")"
cms=""
cleanup() {
  if [[ -n "$cms" ]] && kill -0 "$cms" 2>/dev/null; then kill -KILL "$cms"; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The checkout as committed plus the builds, without what npm start would write or rebuild.
tar -C "$checkout" -cf - --exclude=./node_modules --exclude=./.git --exclude=./data --exclude=./public \
  --exclude=./.cache --exclude=./.site-build.lock --exclude=./coverage --exclude=./.tmp . | tar -C "$work" -xf -
[[ -e "$work/site-releases/current" && -d "$work/dist/widgets" && -d "$work/dist/admin" ]] \
  || fail "no site release or widget and back-office builds to reuse: run after the suite (.ci/run)"
mkdir "$work/node_modules"
ln -s "$checkout"/node_modules/* "$checkout"/node_modules/.bin "$work/node_modules/"
rm "$work/node_modules/better-sqlite3"
sqlite="$work/node_modules/better-sqlite3"
cp -R "$checkout/node_modules/better-sqlite3" "$sqlite"
rm -rf "$sqlite/build"
kept="$(kept_prebuild "$sqlite")"
if [[ -f "$kept" ]]; then
  tar -xzf "$kept" -C "$sqlite"
  step "installed: better-sqlite3 for $(node -v) from ${kept}"
else
  # npm's own node-gyp, against the headers npm_config_nodedir names (scripts/node.sh).
  (cd "$sqlite" && JOBS=max npm run --silent build-release >"$work/compile.log" 2>&1) \
    || { tail -40 "$work/compile.log" >&2; fail "better-sqlite3 did not compile for $(node -v)"; }
  keep_prebuild "$sqlite"
  step "installed: better-sqlite3 compiled for $(node -v)"
fi

log="$work/start.log"
# `npm start`'s command itself, from package.json, run as npm runs it (sh -c) but with exec all the
# way, so that $cms is the CMS's own process and the SIGTERM below reaches it, not npm.
start="$(node -p 'require(process.argv[1]).scripts.start' "$work/package.json")"
(cd "$work" && exec env DATA_DIR="$work/data" PORT=0 SITE_URL=http://127.0.0.1:8000 LOG_LEVEL=warn \
  sh -c "exec ${start}" >"$log" 2>&1) &
cms="$!"
for ((waited = 0; waited < 600; waited++)); do
  grep -q '^Site on ' "$log" && break
  kill -0 "$cms" 2>/dev/null || fail "npm start exited"
  sleep 0.2
done
grep -q '^Site on ' "$log" || fail "npm start did not serve the site within 2 minutes"
! grep -qE '^Building the|publishing in the background' "$log" \
  || fail "npm start rebuilt what the suite's run had built: the smoke reuses those builds"
! grep -q '^(node:[0-9]*) ' "$log" || fail "Node.js printed a warning"
origin="$(sed -nE 's#^CMS listening on (http://127\.0\.0\.1:[0-9]+) .*#\1#p' "$log")"
step "started on ${origin}"

page="$(curl -fsS "$origin/home")" || fail "GET /home"
[[ "$page" == *'<html lang="zh'* ]] || fail "GET /home is not the Chinese home page"
curl -fsS -o /dev/null "$origin/widgets/embed.js" || fail "GET /widgets/embed.js"
# The proof-of-work challenge is on by default: solved here as a browser would (altcha-lib's solver).
solution="$(cd "$work" && node --input-type=module -e '
import { solveChallenge } from "altcha-lib/v1";
const { data } = await (await fetch(`${process.argv[1]}/cms/open/api/spamChallenge`)).json();
const { number } = await solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber).promise;
const { algorithm, challenge, salt, signature } = data;
process.stdout.write(btoa(JSON.stringify({ algorithm, challenge, number, salt, signature })));
' "$origin")" || fail "the proof-of-work challenge was not issued or not solved"
receipt="$(curl -sS -H 'content-type: application/json' -H "Altcha: ${solution}" --data-binary @- "$origin/cms/open/api/potentialCustomers/add" <<'JSON'
{"customersName":"Node 26","customersPhone":"13912345678","companyName":"Smoke test","industry":"Smoke",
 "customersAddress":"广东省/深圳市/南山区","demand":"A lead on Node.js 26","privacyConsent":true}
JSON
)"
[[ "$receipt" =~ \"code\":0,.*\"customersId\":[0-9]+ ]] || fail "the lead was not taken: ${receipt}"
step "a page, the embed bundle and a lead answered"

kill -TERM "$cms"
wait "$cms" && stopped=0 || stopped="$?"
cms=""
(( stopped == 0 )) || fail "npm start exited with ${stopped} on SIGTERM"
step "stopped on SIGTERM"
