#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback, for tests (.ci/run, npm run test:pg) and the bench.
#
#   scripts/pg-cluster.sh install                     install Debian's postgresql when no server binaries exist
#   scripts/pg-cluster.sh start [--port N] [--dir D]  create + start a cluster; prints shell `export` lines:
#                                                     PG_CLUSTER_DIR, PG_CLUSTER_PORT, PG_CLUSTER_URL
#   scripts/pg-cluster.sh stop [DIR]                  stop it and delete its directory (default $PG_CLUSTER_DIR)
#   scripts/pg-cluster.sh status [DIR]
#   scripts/pg-cluster.sh down [DIR]                  stop the server with a fast shutdown, keep the cluster
#   scripts/pg-cluster.sh up [DIR]                    start it again (down + up is a restart, for fault tests)
#
# Typical use:   eval "$(bash scripts/pg-cluster.sh start)"; ...; bash scripts/pg-cluster.sh stop
# All progress goes to stderr; stdout carries only the export lines (also saved in $PG_CLUSTER_DIR/env).
#
# The cluster runs as the `postgres` system user when invoked as root (initdb refuses root), listens on
# 127.0.0.1 only, trusts loopback connections, and has a superuser role and database `woonportaal`
# (URL: postgresql://woonportaal@127.0.0.1:PORT/woonportaal). It is tuned for throwaway use (fsync off,
# synchronous_commit off); set PG_CLUSTER_DURABLE=1 to keep the durable defaults.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/apt.sh
source "$SCRIPT_DIR/lib/apt.sh"

ROLE=woonportaal
MARKER=.woonportaal-pg-cluster

log() { echo "pg-cluster: $*" >&2; }
die() { log "$*"; exit 1; }

find_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then echo "$PG_BIN"; return 0; fi
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
  if command -v pg_config >/dev/null 2>&1; then
    d="$(pg_config --bindir)"
    if [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"; return 0
  fi
  return 1
}

cmd_install() {
  if find_bin >/dev/null; then
    log "PostgreSQL server binaries present in $(find_bin)"
    return 0
  fi
  log "PostgreSQL server not found; installing Debian's postgresql"
  apt_install postgresql || die "could not install postgresql"
  find_bin >/dev/null || die "postgresql installed but initdb/pg_ctl not found under /usr/lib/postgresql/*/bin"
}

# Run a command as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cmd_start() {
  local port="" dir=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --port) port="$2"; shift 2 ;;
      --dir) dir="$2"; shift 2 ;;
      *) die "unknown option $1" ;;
    esac
  done
  cmd_install
  local bin
  bin="$(find_bin)"

  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    log "creating system user postgres"
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi

  if [ -z "$dir" ]; then
    dir="$(mktemp -d "${TMPDIR:-/tmp}/woon-pg.XXXXXX")"
  else
    mkdir -p "$dir"
    [ -z "$(ls -A "$dir")" ] || die "$dir is not empty"
  fi
  dir="$(cd "$dir" && pwd)"
  touch "$dir/$MARKER"
  [ "$(id -u)" -eq 0 ] && chown -R postgres: "$dir"
  chmod 700 "$dir"

  log "initdb in $dir/data ($bin)"
  if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 -N \
    >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    die "initdb failed"
  fi

  local fixed_port="$port" attempt
  for attempt in 1 2 3 4 5; do
    [ -n "$fixed_port" ] && port="$fixed_port" || port="$(free_port)"
    {
      echo "# added by scripts/pg-cluster.sh"
      echo "listen_addresses = '127.0.0.1'"
      echo "port = $port"
      echo "unix_socket_directories = '$dir'"
      echo "max_connections = 200"
      echo "shared_buffers = 128MB"
      if [ "${PG_CLUSTER_DURABLE:-0}" != "1" ]; then
        echo "fsync = off"
        echo "synchronous_commit = off"
        echo "full_page_writes = off"
      fi
    } >"$dir/data/postgresql.auto.conf"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/data/postgresql.auto.conf"
    log "starting on 127.0.0.1:$port"
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start >/dev/null 2>&1; then
      break
    fi
    if [ -n "$fixed_port" ] || [ "$attempt" -eq 5 ]; then
      tail -n 30 "$dir/postgres.log" >&2 || true
      rm -rf "$dir"
      die "pg_ctl start failed"
    fi
    log "start failed on port $port (taken?); retrying on another port"
  done

  local psql="$bin/psql"
  [ -x "$psql" ] || psql="$(command -v psql)"
  "$psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres -d postgres \
    -c "CREATE ROLE $ROLE SUPERUSER CREATEDB CREATEROLE LOGIN" \
    -c "CREATE DATABASE $ROLE OWNER $ROLE" >&2 || {
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    die "could not create role/database"
  }

  local url="postgresql://$ROLE@127.0.0.1:$port/$ROLE"
  {
    echo "export PG_CLUSTER_DIR='$dir'"
    echo "export PG_CLUSTER_PORT=$port"
    echo "export PG_CLUSTER_URL='$url'"
  } >"$dir/env"
  log "ready: $url"
  cat "$dir/env"
}

resolve_dir() {
  local dir="${1:-${PG_CLUSTER_DIR:-}}"
  [ -n "$dir" ] || die "no cluster directory given (argument or PG_CLUSTER_DIR)"
  [ -f "$dir/$MARKER" ] || die "$dir is not a cluster made by this script"
  echo "$dir"
}

cmd_stop() {
  local dir bin
  dir="$(resolve_dir "${1:-}")"
  if [ -f "$dir/data/postmaster.pid" ] && bin="$(find_bin)"; then
    log "stopping cluster in $dir"
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  log "removed $dir"
}

cmd_status() {
  local dir bin
  dir="$(resolve_dir "${1:-}")"
  bin="$(find_bin)" || die "no PostgreSQL binaries"
  as_owner "$bin/pg_ctl" -D "$dir/data" status
}

cmd_down() {
  local dir bin
  dir="$(resolve_dir "${1:-}")"
  bin="$(find_bin)" || die "no PostgreSQL binaries"
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null
}

cmd_up() {
  local dir bin
  dir="$(resolve_dir "${1:-}")"
  bin="$(find_bin)" || die "no PostgreSQL binaries"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start >/dev/null
}

case "${1:-}" in
  install) shift; cmd_install "$@" ;;
  start) shift; cmd_start "$@" ;;
  stop) shift; cmd_stop "$@" ;;
  status) shift; cmd_status "$@" ;;
  down) shift; cmd_down "$@" ;;
  up) shift; cmd_up "$@" ;;
  *) echo "usage: $0 install | start [--port N] [--dir DIR] | stop [DIR] | status [DIR] | down [DIR] | up [DIR]" >&2; exit 2 ;;
esac
