# Sourced after scripts/node.sh by .ci/run (`npm ci` with a prebuilt better-sqlite3 when one is
# kept) and by scripts/smoke.sh (better-sqlite3 for Node.js 26): better-sqlite3 is the one native
# module built for one Node.js ABI, and compiling it takes some 60 s of CPU (no prebuilt module can
# be downloaded here), so each one compiled is kept once it loads, one tarball per release of
# better-sqlite3, Node.js ABI, platform and architecture, under the name prebuild-install would
# download. A release or ABI not kept yet compiles as before.
PREBUILDS_DIR="${NODE_CACHE_DIR}/prebuilds"

# The kept tarball of the better-sqlite3 in folder $1, for the running Node.js (it may not exist).
kept_prebuild() {
  node -p "'${PREBUILDS_DIR}/better-sqlite3-v' + require(process.argv[1] + '/package.json').version + '-node-v' + process.versions.modules + '-' + process.platform + '-' + process.arch + '.tar.gz'" "$(realpath "$1")"
}

# Keeps the module compiled in the better-sqlite3 folder $1, unless its tarball is kept already.
keep_prebuild() {
  local module tarball
  module="$(realpath "$1")"
  tarball="$(kept_prebuild "$module")"
  [[ -f "$tarball" ]] && return 0
  node -e "new (require(process.argv[1]))(':memory:').close()" "$module"
  mkdir -p "$PREBUILDS_DIR"
  tar -czf "${tarball}.tmp" -C "$module" build/Release/better_sqlite3.node
  mv "${tarball}.tmp" "$tarball"
  echo "prebuilds: kept ${tarball} for the next install"
}

# better-sqlite3's install script, `prebuild-install || node-gyp rebuild`, first looks for its
# tarball in the folder npm_config_better_sqlite3_local_prebuilds names (prebuild-install's
# "local prebuilds", which it reads from the environment npm passes to install scripts; npm warns
# that it does not know the variable as a setting of its own).
npm_ci_with_prebuilds() {
  npm_config_better_sqlite3_local_prebuilds="$PREBUILDS_DIR" npm ci
  keep_prebuild node_modules/better-sqlite3
}
