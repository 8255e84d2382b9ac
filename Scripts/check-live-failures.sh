#!/usr/bin/env bash
# The live demos when nothing can be followed: each failed connection attempt is said on standard error with its
# reason, and the command exits 69 (EX_UNAVAILABLE) with one `Error:` line once `--connect-timeout` passes without
# a connection; a URL that cannot be connected to is a usage error (64) at once; a stopped demo keeps the lines it
# printed into a file. Servers: a closed port, and Python's http.server, which answers the WebSocket upgrade 404.
#
#   Scripts/check-live-failures.sh DOMAINKITS_BINARY    # a build with the LiveFeed trait
set -euo pipefail
binary=${1:?usage: Scripts/check-live-failures.sh DOMAINKITS_BINARY}
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
failures=0

# expect NAME CODE SECONDS-AT-MOST ATTEMPT-LINE(yes/no) -- ARGS...
expect() {
  local name=$1 code=$2 most=$3 attempts=$4
  shift 5
  local start end status=0
  start=$(date +%s)
  "$binary" "$@" > "$work/out" 2> "$work/err" || status=$?
  end=$(date +%s)
  local problems=()
  [ "$status" -eq "$code" ] || problems+=("exit $status, expected $code")
  [ $((end - start)) -le "$most" ] || problems+=("took $((end - start)) s, expected at most $most s")
  [ "$(grep -c '^Error: ' "$work/err" || true)" -eq 1 ] || problems+=("not exactly one 'Error:' line on stderr")
  if [ "$attempts" = yes ] && ! grep -q '^connection attempt 1 to .* failed: ' "$work/err"; then
    problems+=("no failed attempt said on stderr")
  fi
  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok    $name: exit $status, $(grep '^Error: ' "$work/err" | cut -c1-140)"
  else
    failures=$((failures + 1))
    echo "FAIL  $name: ${problems[*]}"
    sed 's/^/      /' "$work/err" | head -8
  fi
}

expect "market, a closed port" 69 10 yes -- market --live --url ws://127.0.0.1:1/websocket/v1 --connect-timeout 3
expect "orderbook, a closed port" 69 10 yes -- \
  orderbook --live BTC_KRW --url ws://127.0.0.1:1/websocket --connect-timeout 3 --seconds 20
expect "market, port 99999" 64 5 no -- market --live --url ws://127.0.0.1:99999/websocket/v1
expect "market, no host" 64 5 no -- market --live --url ws:///websocket/v1
expect "orderbook, port 0" 64 5 no -- orderbook --live BTC_KRW --url ws://127.0.0.1:0/websocket

# An HTTP server that answers the upgrade with 404.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work" > /dev/null 2>&1 &
server=$!
for _ in $(seq 1 50); do
  if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', $port), 0.2)" 2> /dev/null; then break; fi
  sleep 0.1
done
expect "market, an upgrade answered 404" 69 10 yes -- \
  market --live --url "ws://127.0.0.1:$port/websocket/v1" --connect-timeout 3

# Stopped with SIGTERM while output goes to a file: the lines printed so far are in the file.
"$binary" market --live --url ws://127.0.0.1:1/websocket/v1 --connect-timeout 60 > "$work/stopped" 2> /dev/null &
pid=$!
sleep 2
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
if [ "$status" -eq 143 ] && grep -q '^Following ws://127.0.0.1:1/websocket/v1' "$work/stopped"; then
  echo "ok    stopped by SIGTERM into a file: exit 143, the 'Following' line kept"
else
  failures=$((failures + 1))
  echo "FAIL  stopped by SIGTERM into a file: exit $status; file: $(head -c 200 "$work/stopped")"
fi

if [ "$failures" -gt 0 ]; then
  echo "Live failure check: $failures failure(s)"
  exit 1
fi
echo "Live failure check passed: every failure is said, bounded, and exits with its code"
