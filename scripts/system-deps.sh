#!/usr/bin/env bash
# Idempotent installer of the system packages the tests need:
#   - PostgreSQL server (Debian package `postgresql`): tests start a throw-away
#     cluster with initdb/postgres (see tests/support/postgresServer.ts).
#   - PostgreSQL's client tools pg_dump, pg_restore and psql (Debian package
#     `postgresql-client`, which `postgresql` already brings): backups and restores
#     of a PostgreSQL database (cms/backup/, tests/cms/backup/).
#   - Chromium (Debian package `chromium`): for end-to-end tests.
#   - A CJK font (Debian package `fonts-noto-cjk`): without one Chromium draws the
#     Chinese pages' text as boxes in screenshots, Lighthouse runs and e2e tests.
#   - nginx (Debian package `nginx`) and `openssl`: tests/deploy/nginx.test.ts runs the shipped
#     nginx site (deploy/nginx/) with a self-signed certificate made by openssl.
#   - `systemd-analyze` (Debian package `systemd`): tests/deploy/systemdUnit.test.ts checks the
#     shipped unit with it (nothing is started).
#   - Java 17 or later (Debian package `openjdk-17-jre-headless`): tests/e2e/validHtml.test.ts
#     runs the Nu HTML Checker (the `vnu-jar` npm package's jar) on the built site.
# Checks first; runs `apt-get update` + `apt-get install` only when something
# is missing. Without root it only reports what is missing and exits non-zero.
set -euo pipefail

missing=()
found=()

# PostgreSQL: both postgres and initdb must exist in one versioned bindir.
find_pg_bindir() {
  local dir best=""
  # Newest version first (sort -V), so 16 beats 9.6.
  while IFS= read -r dir; do
    if [[ -x "$dir/postgres" && -x "$dir/initdb" ]]; then
      best="$dir"
      break
    fi
  done < <(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV)
  echo "$best"
}
pg_bindir="$(find_pg_bindir)"
if [[ -n "$pg_bindir" ]]; then
  found+=("postgresql ($pg_bindir)")
else
  missing+=("postgresql")
fi

# The client tools backups run, on PATH as the CMS finds them.
has_pg_client() {
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v psql >/dev/null
}
if has_pg_client; then
  found+=("postgresql-client ($(command -v pg_dump))")
else
  missing+=("postgresql-client")
fi

# Chromium.
if [[ -x /usr/bin/chromium ]]; then
  found+=("chromium (/usr/bin/chromium)")
else
  missing+=("chromium")
fi

# A font covering Chinese, as fontconfig (which Chromium asks) sees it.
has_cjk_font() {
  command -v fc-list >/dev/null && [[ -n "$(fc-list :lang=zh family 2>/dev/null)" ]]
}
if has_cjk_font; then
  found+=("fonts-noto-cjk ($(fc-list :lang=zh family | sort | awk "NR == 1"))")
else
  missing+=("fonts-noto-cjk")
fi

# nginx, as Debian installs it (the test starts its own, with a configuration of its own).
if [[ -x /usr/sbin/nginx ]]; then
  found+=("nginx (/usr/sbin/nginx)")
else
  missing+=("nginx")
fi

if command -v openssl >/dev/null; then
  found+=("openssl ($(command -v openssl))")
else
  missing+=("openssl")
fi

if command -v systemd-analyze >/dev/null; then
  found+=("systemd ($(command -v systemd-analyze))")
else
  missing+=("systemd")
fi

# Java, for the Nu HTML Checker: any release from 17 on (the jar's minimum).
has_java17() {
  command -v java >/dev/null && [[ "$(java -version 2>&1 | sed -nE '1s/.*version "([0-9]+).*/\1/p')" -ge 17 ]]
}
if has_java17; then
  found+=("openjdk-17-jre-headless ($(command -v java))")
else
  missing+=("openjdk-17-jre-headless")
fi

join() { local out="" item; for item in "$@"; do out+="${out:+, }$item"; done; echo "$out"; }

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "system-deps: all present: $(join "${found[@]}")"
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]]; then
  echo "system-deps: missing: ${missing[*]}" >&2
  echo "system-deps: install them as root with:" >&2
  echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}" >&2
  echo "  (or run: sudo bash scripts/system-deps.sh)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

# Verify the install actually produced what we check for.
still_missing=()
for pkg in "${missing[@]}"; do
  case "$pkg" in
    postgresql)
      [[ -n "$(find_pg_bindir)" ]] || still_missing+=("$pkg")
      ;;
    postgresql-client)
      has_pg_client || still_missing+=("$pkg")
      ;;
    chromium)
      [[ -x /usr/bin/chromium ]] || still_missing+=("$pkg")
      ;;
    fonts-noto-cjk)
      has_cjk_font || still_missing+=("$pkg")
      ;;
    nginx)
      [[ -x /usr/sbin/nginx ]] || still_missing+=("$pkg")
      ;;
    openssl)
      command -v openssl >/dev/null || still_missing+=("$pkg")
      ;;
    systemd)
      command -v systemd-analyze >/dev/null || still_missing+=("$pkg")
      ;;
    openjdk-17-jre-headless)
      has_java17 || still_missing+=("$pkg")
      ;;
  esac
done
if [[ ${#still_missing[@]} -ne 0 ]]; then
  echo "system-deps: apt-get install finished but still missing: ${still_missing[*]}" >&2
  exit 1
fi

if [[ ${#found[@]} -gt 0 ]]; then
  echo "system-deps: installed: ${missing[*]}; already present: $(join "${found[@]}")"
else
  echo "system-deps: installed: ${missing[*]}"
fi
