#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests and benchmarks.
#
#   scripts/postgres.sh start   install Debian's postgresql if no server binary is found, initdb a
#                               cluster in a temporary folder as an unprivileged user, start it on
#                               127.0.0.1 at a free port, create the database `engram` with pg_trgm,
#                               and write ENGRAM_TEST_DATABASE_URL to .ci/postgres.env
#   scripts/postgres.sh stop    stop that server and remove its folder
#   scripts/postgres.sh url     print the URL of the running server
#
# Also `deno task db:start` / `deno task db:stop`. The cluster trusts local connections: it is
# for tests only, bound to 127.0.0.1, and deleted by `stop`.
set -euo pipefail
cd "$(dirname "$0")/.."
ENV_FILE="$PWD/.ci/postgres.env"

log() { echo "postgres: $*" >&2; }

# The directory holding initdb/pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin.
find_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

install_postgres() {
  if [ "$(id -u)" != 0 ]; then
    log "no PostgreSQL server binaries (initdb, pg_ctl) found, and not root to install them:"
    log "  sudo apt-get install -y postgresql"
    exit 1
  fi
  log "installing Debian's postgresql package (no server binary found)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
}

# Run a command as the cluster's owner: initdb refuses root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u "$OWNER" -- "$@"
  else
    "$@"
  fi
}

free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  log "no free port found"
  exit 1
}

start() {
  if [ -f "$ENV_FILE" ]; then
    # shellcheck disable=SC1090
    source "$ENV_FILE"
    if [ -n "${ENGRAM_PG_DIR:-}" ] && [ -f "$ENGRAM_PG_DIR/data/postmaster.pid" ]; then
      log "already running: $ENGRAM_TEST_DATABASE_URL"
      return
    fi
    rm -f "$ENV_FILE"
  fi
  local bin
  bin=$(find_bin)
  if [ -z "$bin" ]; then
    install_postgres
    bin=$(find_bin)
  fi
  if [ -z "$bin" ]; then
    log "postgresql installed but initdb not found"
    exit 1
  fi
  OWNER=$(id -un)
  if [ "$(id -u)" = 0 ]; then
    OWNER=postgres
    id -u "$OWNER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$OWNER"
  fi
  local dir port
  dir=$(mktemp -d /tmp/engram-pg-XXXXXX)
  chmod 755 "$dir"
  [ "$(id -u)" = 0 ] && chown "$OWNER" "$dir"
  port=$(free_port)
  # Whatever fails from here on leaves no server or folder behind.
  trap 'as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"' ERR
  local locale=C.UTF-8
  locale -a 2>/dev/null | grep -qi '^c\.utf-\?8$' || locale=C
  as_owner "$bin/initdb" -D "$dir/data" -U engram --auth=trust --encoding=UTF8 \
    --locale="$locale" >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  # synchronous_commit=off matches SQLite's WAL + synchronous=NORMAL (a crash may lose the
  # last commits, never consistency): the same durability for the benchmarks' comparison.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c max_connections=200" \
    start >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
  }
  as_owner "$bin/psql" -q -h 127.0.0.1 -p "$port" -U engram -d postgres \
    -c "CREATE DATABASE engram" >/dev/null
  as_owner "$bin/psql" -q -h 127.0.0.1 -p "$port" -U engram -d engram \
    -c "CREATE EXTENSION IF NOT EXISTS pg_trgm" >/dev/null
  local url="postgres://engram@127.0.0.1:$port/engram"
  mkdir -p "$(dirname "$ENV_FILE")"
  cat >"$ENV_FILE" <<EOF
ENGRAM_TEST_DATABASE_URL=$url
ENGRAM_PG_DIR=$dir
ENGRAM_PG_BIN=$bin
ENGRAM_PG_OWNER=$OWNER
EOF
  trap - ERR
  log "started $("$bin/postgres" --version) at $url (data in $dir)"
}

stop() {
  if [ ! -f "$ENV_FILE" ]; then
    log "not running (no $ENV_FILE)"
    return
  fi
  # shellcheck disable=SC1090
  source "$ENV_FILE"
  OWNER=$ENGRAM_PG_OWNER
  if [ -f "$ENGRAM_PG_DIR/data/postmaster.pid" ]; then
    as_owner "$ENGRAM_PG_BIN/pg_ctl" -D "$ENGRAM_PG_DIR/data" -m fast -w stop >/dev/null || true
  fi
  case "$ENGRAM_PG_DIR" in /tmp/engram-pg-*) rm -rf "$ENGRAM_PG_DIR" ;; esac
  rm -f "$ENV_FILE"
  log "stopped and removed $ENGRAM_PG_DIR"
}

url() {
  # shellcheck disable=SC1090
  [ -f "$ENV_FILE" ] && source "$ENV_FILE" && echo "$ENGRAM_TEST_DATABASE_URL"
}

case "${1:-}" in
start) start ;;
stop) stop ;;
url) url ;;
*)
  echo "usage: $0 start|stop|url" >&2
  exit 2
  ;;
esac
