# Sourced by .ci/run after scripts/node.sh: `npm ci` with a prebuilt better-sqlite3 when one is kept.
#
# better-sqlite3 is the one package `npm ci` compiles (its install script, `prebuild-install ||
# node-gyp rebuild`, can download no prebuilt module here): some 60 s of CPU, 30 to 50 s of the
# install. prebuild-install first looks for its tarball in the folder that
# npm_config_better_sqlite3_local_prebuilds names (one file per release of better-sqlite3,
# Node.js ABI, platform and architecture, under the name it would download); after the install,
# the module compiled is put there for the next run, once it loads. A release or ABI not kept yet
# compiles as before. npm warns that it does not know the variable as its own setting: it is
# prebuild-install's, which reads it from the environment npm passes to install scripts.
PREBUILDS_DIR="${NODE_CACHE_DIR}/prebuilds"

npm_ci_with_prebuilds() {
  npm_config_better_sqlite3_local_prebuilds="$PREBUILDS_DIR" npm ci
  local module=node_modules/better-sqlite3 name tarball
  name="$(node -p "'better-sqlite3-v' + require('./${module}/package.json').version + '-node-v' + process.versions.modules + '-' + process.platform + '-' + process.arch")"
  tarball="${PREBUILDS_DIR}/${name}.tar.gz"
  [[ -f "$tarball" ]] && return 0
  node -e "new (require('better-sqlite3'))(':memory:').close()"
  mkdir -p "$PREBUILDS_DIR"
  tar -czf "${tarball}.tmp" -C "$module" build/Release/better_sqlite3.node
  mv "${tarball}.tmp" "$tarball"
  echo "prebuilds: kept ${tarball} for the next install"
}
