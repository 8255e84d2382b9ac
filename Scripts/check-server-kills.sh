#!/usr/bin/env bash
# Kills the reference server with SIGKILL under load and restarts it on the same store, ROUNDS times; then the load
# stops and reconciles every student's points from the API, and the server, sent SIGTERM, exits 0 within its drain
# timeout. docs/design/reference-server.md §14.
#
#   Scripts/check-server-kills.sh PATH-TO-domainkits-server [ROUNDS] [SERVE-ARGUMENT...]
#
# ROUNDS is 10 by default. The serve arguments name the store and default to `--database FILE` on a new SQLite file
# in a temporary folder; PostgreSQL is `--postgres URL` (Scripts/with-postgres.sh gives a new cluster). The script
# adds `--port`, `--drain-timeout`, `--drain-notice 0`, `--log-level warning` and `--access-ttl` (DOMAINKITS_LOAD_ACCESS_TTL, 5 s by
# default, so the clients' tokens expire under load and they refresh, across restarts too).
#
# One round: wait until the load makes progress again (at least 5 more writes accepted since the restart: the clients
# recovered through their retry and refresh), let it run a random 0.5–3 s, `kill -9` the server, audit the store as
# the kill left it (SQLite: Scripts/server-audit-sqlite.py on a copy of the file and its WAL, so the restart still
# meets the crash as it was; the audit must pass: no partial write), restart the server on the same port (the same
# store keeps the token secret, so the clients' tokens still verify). A restart that cannot bind the port within 5 s
# takes a new one, and the load finds it in the URL file it rereads after a connection failure.
#
# The load is Scripts/server-load.py with --faults (DOMAINKITS_LOAD_CLIENTS clients, 8 by default) on the API
# DOMAINKITS_LOAD_API names (suwiki by default; couple or hous): writes cut off by a kill are "in doubt" and settled by
# the reconciliation, any 5xx or undocumented answer fails. The binary must be built with the Server trait.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 PATH-TO-domainkits-server [ROUNDS] [SERVE-ARGUMENT...]" >&2
  exit 64
fi
binary=$1
rounds=${2:-10}
shift $(($# < 2 ? $# : 2))
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
clients=${DOMAINKITS_LOAD_CLIENTS:-8}
api=${DOMAINKITS_LOAD_API:-suwiki}
access_ttl=${DOMAINKITS_LOAD_ACCESS_TTL:-5}
drain=5
serve_args=("$@")
if [ ${#serve_args[@]} -eq 0 ]; then
  serve_args=(--database "$work/server.sqlite")
fi
database="" postgres=""
for ((i = 0; i < ${#serve_args[@]} - 1; i++)); do
  if [ "${serve_args[$i]}" = --database ]; then database=${serve_args[$((i + 1))]}; fi
  if [ "${serve_args[$i]}" = --postgres ]; then postgres=${serve_args[$((i + 1))]}; fi
done

pid="" load_pid=""
cleanup() {
  if [ -n "$load_pid" ] && kill -0 "$load_pid" 2> /dev/null; then kill "$load_pid" 2> /dev/null || true; fi
  if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then kill -9 "$pid" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "Server kill check failed: $*"
  if [ -f "$work/load.log" ]; then
    echo "--- load (last 40 lines)"
    tail -40 "$work/load.log"
  fi
  echo "--- server standard error (last 30 lines)"
  tail -30 "$work/stderr" 2> /dev/null || true
  exit 1
}

# Starts the server on port $1 (0: a free one); sets pid and url. Returns 1 when it exits before printing its
# address (a port still taken).
starts=0
start_server() {
  starts=$((starts + 1))
  local out="$work/stdout.$starts"
  "$binary" serve --port "$1" "${serve_args[@]}" --drain-timeout "$drain" --drain-notice 0 --log-level warning --access-ttl "$access_ttl" \
    > "$out" 2>> "$work/stderr" &
  pid=$!
  url=""
  for _ in $(seq 1 300); do
    url=$(sed -n 's|^domainkits-server listening on \(http://[0-9.]*:[0-9]*\)$|\1|p' "$out" | head -1)
    [ -n "$url" ] && return 0
    if ! kill -0 "$pid" 2> /dev/null; then
      wait "$pid" 2> /dev/null || true
      pid=""
      return 1
    fi
    sleep 0.1
  done
  fail "no 'domainkits-server listening on http://HOST:PORT' line within 30 s"
}

restart_server() {
  local port=${url##*:}
  for _ in $(seq 1 20); do
    if start_server "$port"; then return 0; fi
    sleep 0.25
  done
  echo "port $port still taken after 5 s: a new port"
  moved=$((moved + 1))
  start_server 0 || fail "the server did not start again"
  echo "$url" > "$work/url"
}

progress() { cat "$work/progress" 2> /dev/null || echo 0; }

# Waits until at least 5 more writes were accepted than $1, within 60 s.
wait_for_load() {
  for _ in $(seq 1 600); do
    if [ "$(progress)" -ge $(($1 + 5)) ]; then return 0; fi
    kill -0 "$load_pid" 2> /dev/null || fail "the load ended early"
    sleep 0.1
  done
  fail "the load did not resume within 60 s of the restart (accepted writes: $(progress), before: $1)"
}

audit_store() {
  [ -n "$database" ] || return 0
  python3 "$root/Scripts/server-audit-sqlite.py" "$database" "$@" > "$work/audit.log" 2>&1 \
    || { cat "$work/audit.log"; return 1; }
  tail -1 "$work/audit.log"
}

moved=0
start_server 0 || fail "the server exited before printing its address"
echo "$url" > "$work/url"
echo "server at $url (${serve_args[*]}), loading the $api API"

python3 "$root/Scripts/server-load.py" --api "$api" --url-file "$work/url" --clients "$clients" --seconds 600 --faults \
  --stop-file "$work/stop" --progress "$work/progress" > "$work/load.log" 2>&1 &
load_pid=$!

before=0
for round in $(seq 1 "$rounds"); do
  wait_for_load "$before"
  delay=$(printf '%d.%03d' $((RANDOM % 3)) $((RANDOM % 1000)))
  delay=$(python3 -c "import sys; print(min(3.0, max(0.5, float(sys.argv[1]))))" "$delay")
  sleep "$delay"
  writes=$(progress)
  kill -9 "$pid"
  wait "$pid" 2> /dev/null || true
  pid=""
  echo "round $round: SIGKILL after ${delay} s of load ($writes writes accepted so far)"
  audit_store --copy || fail "round $round: the store the kill left does not pass the audit"
  restart_server
  before=$(progress)
done

wait_for_load "$before"
sleep 1
touch "$work/stop"
load_status=0
for _ in $(seq 1 1800); do
  kill -0 "$load_pid" 2> /dev/null || break
  sleep 0.1
done
kill -0 "$load_pid" 2> /dev/null && fail "the load did not finish within 180 s of being told to stop"
wait "$load_pid" || load_status=$?
load_pid=""
cat "$work/load.log"

# SIGTERM: exits 0 within the drain timeout (plus 2 s for the process to end).
sent=$(date +%s%N)
kill -TERM "$pid"
for _ in $(seq 1 $(((drain + 2) * 10))); do
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.1
done
kill -0 "$pid" 2> /dev/null && fail "still running $((drain + 2)) s after SIGTERM"
term_status=0
wait "$pid" || term_status=$?
pid=""
elapsed=$((($(date +%s%N) - sent) / 1000000))
[ "$term_status" -eq 0 ] || fail "exit status $term_status after SIGTERM, expected 0"
echo "SIGTERM: exited 0 after $elapsed ms"

audit_store || fail "the store does not pass the audit after the run"
# `domainkits-server audit` too, once the binary has it (§14), on the same store.
if "$binary" --help 2> /dev/null | grep -q '^ *audit '; then
  if [ -n "$database" ]; then
    "$binary" audit --database "$database" || fail "domainkits-server audit failed"
  elif [ -n "$postgres" ] && "$binary" audit --help 2> /dev/null | grep -q -- '--postgres'; then
    "$binary" audit --postgres "$postgres" || fail "domainkits-server audit failed"
  fi
fi
[ "$load_status" -eq 0 ] || fail "the load or its reconciliation failed (exit $load_status)"
echo "Server kill check passed ($api): $rounds kills, $moved restarts on a new port, the store audited after each," \
  "every client reconciled from the API"
