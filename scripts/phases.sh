# Sourced by .ci/run and scripts/test.sh: `phase NAME COMMAND…` runs the command and prints how
# long it took, so CI's log shows where its minutes go. A failing command fails the script there.
phase() {
  local name="$1" started="$SECONDS"
  shift
  "$@"
  echo "phase ${name}: $((SECONDS - started)) s"
}
