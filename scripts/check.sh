#!/usr/bin/env bash
# The one test command (`deno task check`, and what .ci/run calls): install the services the
# tests need when they are absent, then run `deno task ok`.
set -euo pipefail
cd "$(dirname "$0")/.."

# The inspector's browser tests drive Debian's Chromium (never a downloaded browser). They fail
# loudly without it, so install it here when it is missing.
ensure_chromium() {
  local chromium="${ENGRAM_CHROMIUM:-/usr/bin/chromium}"
  if [ -x "$chromium" ]; then return 0; fi
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "check: Chromium is missing at $chromium and cannot be installed here (needs root and apt-get)" >&2
    return 1
  fi
  echo "check: installing Debian's chromium for the inspector's browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
}

ensure_chromium
deno task ok
