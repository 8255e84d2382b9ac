#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: a new cluster in a temporary folder, listening on loopback
# only (127.0.0.1, a free port, its socket in that folder), trust authentication for the superuser `dk`. The command
# sees DOMAINKITS_POSTGRES_URL=postgres://dk@127.0.0.1:PORT/postgres; the cluster is stopped and its folder removed on
# every exit path (success, failure, Ctrl-C, TERM).
#
# It also sees DOMAINKITS_POSTGRES_CONTROL, the path of a script that stops and starts this cluster, for tests of a
# server that goes away mid-transaction: `"$DOMAINKITS_POSTGRES_CONTROL" stop-immediate` (pg_ctl stop -m immediate:
# every backend ends at once, no checkpoint) and `"$DOMAINKITS_POSTGRES_CONTROL" start` (same port, socket folder and
# options as the first start; crash recovery, then it waits until the server accepts connections).
#
#   Scripts/with-postgres.sh swift test --traits Postgres --filter DomainKitsPostgresTests
#   Scripts/with-postgres.sh bash -c 'psql "$DOMAINKITS_POSTGRES_URL" -c "select version()"'
#
# Needs PostgreSQL's server binaries (Debian's `postgresql` package, installed with apt-get when initdb is missing).
# The server refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGUMENT...]" >&2
  exit 64
fi

# The server binaries: Debian keeps them under /usr/lib/postgresql/<major>/bin, outside PATH.
find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb > /dev/null && command -v pg_ctl > /dev/null; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

if ! bin=$(find_bin); then
  echo "with-postgres: initdb not found; installing Debian's postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql > /dev/null
  bin=$(find_bin) || { echo "with-postgres: no initdb after installing postgresql" >&2; exit 1; }
fi

# As root, run the server as `postgres` (it refuses root); otherwise as the caller.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

dir=$(mktemp -d "${TMPDIR:-/tmp}/domainkits-postgres.XXXXXX")
started=no
cleanup() {
  local status=$?
  if [ "$started" = yes ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null 2>&1 \
      || as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop > /dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[ "$(id -u)" -eq 0 ] && chown postgres "$dir"

# A free loopback port: the kernel's choice for a socket bound to port 0, released just before the server takes it.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

as_owner "$bin/initdb" -D "$dir/data" -A trust -U dk -E UTF8 --locale=C.UTF-8 > "$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  echo "with-postgres: initdb failed" >&2
  exit 1
}
started=yes
# max_connections above the default 100: the PostgreSQL tests run in parallel, several with pools of 16 connections.
options="-k $dir -p $port -c listen_addresses=127.0.0.1 -c max_connections=200"
if ! as_owner "$bin/pg_ctl" -D "$dir/data" -o "$options" -l "$dir/log" -w start > /dev/null; then
  cat "$dir/log" >&2 || true
  echo "with-postgres: the server did not start" >&2
  exit 1
fi

export DOMAINKITS_POSTGRES_URL="postgres://dk@127.0.0.1:$port/postgres"

# The control script: pg_ctl as the cluster's owner, with this cluster's folder, options and log.
{
  echo '#!/usr/bin/env bash'
  echo '# Stops (immediate mode) or starts the throwaway cluster of Scripts/with-postgres.sh.'
  echo 'set -euo pipefail'
  printf 'bin=%q\ndata=%q\noptions=%q\nlog=%q\n' "$bin" "$dir/data" "$options" "$dir/log"
  if [ "$(id -u)" -eq 0 ]; then
    echo 'as_owner() { runuser -u postgres -- "$@"; }'
  else
    echo 'as_owner() { "$@"; }'
  fi
  cat << 'EOF'
# The server must not inherit the caller's descriptors beyond 0-2: a process that waits for its child's pipes to
# close (Foundation's Process does) would otherwise wait as long as the server runs.
for fd in /proc/$$/fd/*; do
  fd=${fd##*/}
  if [ "$fd" -gt 2 ] 2> /dev/null; then eval "exec $fd>&-" 2> /dev/null || true; fi
done
case "${1:-}" in
  stop-immediate) as_owner "$bin/pg_ctl" -D "$data" -m immediate -w stop > /dev/null ;;
  start) as_owner "$bin/pg_ctl" -D "$data" -o "$options" -l "$log" -w start < /dev/null > /dev/null 2>&1 ;;
  *)
    echo "usage: $0 stop-immediate|start" >&2
    exit 64
    ;;
esac
EOF
} > "$dir/control"
chmod 755 "$dir/control"
export DOMAINKITS_POSTGRES_CONTROL="$dir/control"
echo "with-postgres: PostgreSQL $("$bin/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port ($dir)" >&2

# Not exec: the trap must stop the server when the command ends. In the background, so that a TERM or Ctrl-C
# reaches this script at once (bash runs a trap only after its foreground child ends); the signal is passed on as
# TERM (a background command ignores INT).
"$@" &
child=$!
trap 'kill -TERM "$child" 2> /dev/null; wait "$child"; exit 130' INT
trap 'kill -TERM "$child" 2> /dev/null; wait "$child"; exit 143' TERM
set +e
wait "$child"
status=$?
set -e
exit "$status"
