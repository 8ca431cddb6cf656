#!/usr/bin/env bash
# The one test command: start what the tests need (a throwaway PostgreSQL server), run
# `deno task ok` against it, and stop it again, also when the tests fail.
#
# Each service has an ensure_<service> function that starts it, exports what the tests read,
# and registers its stop with `on_exit`. A developer's own server is used as is when
# ENGRAM_TEST_DATABASE_URL is already set.
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

ensure_postgres
deno task ok "$@"
