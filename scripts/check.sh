#!/usr/bin/env bash
# The one test command (`deno task check`, and what .ci/run calls): install and start what the
# tests need (a throwaway PostgreSQL server, Debian's Chromium), run `deno task ok` against
# them, and stop what was started again, also when the tests fail.
#
# Each service has an ensure_<service> function that installs it when absent, starts it,
# exports what the tests read, and registers its stop with `on_exit`. A developer's own
# PostgreSQL is used as is when ENGRAM_TEST_DATABASE_URL is already set.
set -euo pipefail
cd "$(dirname "$0")/.."

cleanups=()
on_exit() { cleanups+=("$1"); }
run_cleanups() {
  local i
  for ((i = ${#cleanups[@]} - 1; i >= 0; i--)); do eval "${cleanups[i]}" || true; done
}
trap run_cleanups EXIT

ensure_postgres() {
  if [ -n "${ENGRAM_TEST_DATABASE_URL:-}" ]; then
    echo "check: using PostgreSQL at ENGRAM_TEST_DATABASE_URL" >&2
    return
  fi
  scripts/postgres.sh start
  on_exit "scripts/postgres.sh stop"
  ENGRAM_TEST_DATABASE_URL=$(scripts/postgres.sh url)
  export ENGRAM_TEST_DATABASE_URL
}

# The inspector's browser tests drive Debian's Chromium (never a downloaded browser). They fail
# loudly without it, so install it here when it is missing.
ensure_chromium() {
  local chromium="${ENGRAM_CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$chromium" ]; then return 0; fi
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "check: Chromium is missing at $chromium and cannot be installed here (needs root and apt-get)" >&2
    return 1
  fi
  echo "check: installing Debian's chromium for the inspector's browser tests" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
}

ensure_chromium
ensure_postgres
deno task ok "$@"
