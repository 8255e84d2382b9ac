#!/usr/bin/env bash
# Sends the reference server SIGTERM under load and checks the drain (docs/design/reference-server.md §10, §14):
#   - it exits 0 within its drain timeout + 2 s;
#   - every request that got a status got a 2xx or a documented 4xx (Scripts/server-load.py checks every answer);
#   - no answer was cut off after its headers (a reset mid-response);
#   - no request sent more than 50 ms before the signal went unanswered (it was in flight: the drain must finish it);
#   - no write whose answer was lost had happened: the load, with the server started again on the same store,
#     reconciles every student and settles each write in doubt from the lists; a write the server committed but
#     did not answer during a graceful drain fails the check. (A request on a keep-alive connection that the server
#     closed as it began to drain, before reading it, is lost unanswered and did not happen: counted, allowed.)
#   - `/health`, polled on its own connection during the drain, is reported (`draining` if it answered in time).
#
#   Scripts/check-server-drain.sh PATH-TO-domainkits-server [SERVE-ARGUMENT...]
#
# The serve arguments name the store, `--database FILE` on a new SQLite file by default (`--postgres URL` for
# PostgreSQL); the script adds `--port`, `--drain-timeout 5` and `--log-level warning`. The load is
# DOMAINKITS_LOAD_CLIENTS clients (8 by default) for about 3 s before the signal; the binary must be built with the
# Server trait.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 PATH-TO-domainkits-server [SERVE-ARGUMENT...]" >&2
  exit 64
fi
binary=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
clients=${DOMAINKITS_LOAD_CLIENTS:-8}
drain=5
serve_args=("$@")
if [ ${#serve_args[@]} -eq 0 ]; then
  serve_args=(--database "$work/server.sqlite")
fi

pid="" load_pid="" health_pid=""
cleanup() {
  for p in "$load_pid" "$health_pid"; do
    if [ -n "$p" ] && kill -0 "$p" 2> /dev/null; then kill "$p" 2> /dev/null || true; fi
  done
  if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then kill -9 "$pid" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "Server drain check failed: $*"
  if [ -f "$work/load.log" ]; then
    echo "--- load (last 40 lines)"
    tail -40 "$work/load.log"
  fi
  echo "--- server standard error (last 30 lines)"
  tail -30 "$work/stderr" 2> /dev/null || true
  exit 1
}

starts=0
start_server() {
  starts=$((starts + 1))
  local out="$work/stdout.$starts"
  "$binary" serve --port "$1" "${serve_args[@]}" --drain-timeout "$drain" --log-level warning \
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

progress() { cat "$work/progress" 2> /dev/null || echo 0; }

start_server 0 || fail "the server exited before printing its address"
echo "$url" > "$work/url"
echo "server at $url (${serve_args[*]})"

python3 "$root/Scripts/server-load.py" --url-file "$work/url" --clients "$clients" --seconds 600 --faults \
  --stop-file "$work/stop" --progress "$work/progress" --events "$work/events.jsonl" > "$work/load.log" 2>&1 &
load_pid=$!

# Load for about 3 s (and at least 20 accepted writes), then the health poller, then the signal.
for _ in $(seq 1 600); do
  [ "$(progress)" -ge 20 ] && break
  kill -0 "$load_pid" 2> /dev/null || fail "the load ended early"
  sleep 0.1
done
sleep 3
python3 - "$url" "$work/health.jsonl" << 'PYTHON' &
import http.client, json, sys, time, urllib.parse
parts = urllib.parse.urlsplit(sys.argv[1])
connection, end = None, time.time() + 20
with open(sys.argv[2], "w", encoding="utf-8") as out:
    while time.time() < end:
        at = time.time()
        try:
            if connection is None:
                connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=5)
            connection.request("GET", "/health")
            response = connection.getresponse()
            body = response.read().decode("utf-8", "replace")
            status = json.loads(body).get("status") if body.startswith("{") else None
            out.write(json.dumps({"at": at, "code": response.status, "status": status}) + "\n")
            if response.will_close:
                connection.close()
                connection = None
        except (OSError, http.client.HTTPException, ValueError) as error:
            out.write(json.dumps({"at": at, "error": type(error).__name__}) + "\n")
            if connection is not None:
                connection.close()
            connection = None
        out.flush()
        time.sleep(0.01)
PYTHON
health_pid=$!
sleep 0.3
signal_at=$(python3 -c 'import time; print(repr(time.time()))')
kill -TERM "$pid"
for _ in $(seq 1 $(((drain + 2) * 20))); do
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.05
done
exited_at=$(python3 -c 'import time; print(repr(time.time()))')
kill -0 "$pid" 2> /dev/null && fail "still running $((drain + 2)) s after SIGTERM"
term_status=0
wait "$pid" || term_status=$?
pid=""
kill "$health_pid" 2> /dev/null || true
wait "$health_pid" 2> /dev/null || true
health_pid=""
[ "$term_status" -eq 0 ] || fail "exit status $term_status after SIGTERM, expected 0"
echo "SIGTERM: exited 0 after $(python3 -c "import sys; print(f'{(float(sys.argv[2]) - float(sys.argv[1])) * 1000:.0f}')" \
  "$signal_at" "$exited_at") ms (drain timeout ${drain} s)"

# The load stops; the server comes back on the same store and port so the load can reconcile.
touch "$work/stop"
port=${url##*:}
started=no
for _ in $(seq 1 20); do
  if start_server "$port"; then started=yes; break; fi
  sleep 0.25
done
if [ "$started" = no ]; then
  start_server 0 || fail "the server did not start again"
  echo "$url" > "$work/url"
fi
load_status=0
for _ in $(seq 1 1800); do
  kill -0 "$load_pid" 2> /dev/null || break
  sleep 0.1
done
kill -0 "$load_pid" 2> /dev/null && fail "the load did not finish within 180 s of being told to stop"
wait "$load_pid" || load_status=$?
load_pid=""
cat "$work/load.log"

python3 - "$work/events.jsonl" "$work/health.jsonl" "$signal_at" "$exited_at" << 'PYTHON' || fail "the drain lost answers"
import json, sys
events_path, health_path, signal_at, exited_at = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
requests, doubts = [], []
with open(events_path, encoding="utf-8") as handle:
    for line in handle:
        event = json.loads(line)
        (doubts if event.get("doubt") else requests).append(event)
load = [e for e in requests if e["phase"] == "load"]
in_flight = [e for e in load if e["start"] < signal_at and (e["status"] is not None or e.get("sent"))
             and e["end"] >= signal_at]
answered = [e for e in in_flight if e["status"] is not None]
problems = []
for e in load:
    if e["status"] is None and "after the headers" in e.get("error", ""):
        problems.append(f"{e['method']} {e['path']}: cut off after its headers ({e['error']})")
    if e["status"] is None and e.get("sent") and e["start"] < signal_at - 0.05 and e["end"] >= signal_at:
        problems.append(f"{e['method']} {e['path']}: sent {1000 * (signal_at - e['start']):.0f} ms before the signal, "
                        f"no answer ({e['error']})")
    if e["status"] is not None and e["start"] <= exited_at and e["end"] >= signal_at and e["status"] >= 500:
        problems.append(f"{e['method']} {e['path']}: {e['status']} during the drain")
lost = [e for e in load if e["status"] is None and e.get("sent") and e["end"] >= signal_at]
for doubt in doubts:
    if doubt.get("happened") and doubt["start"] >= signal_at - 60:
        problems.append(f"{doubt['op']} ({doubt['student']}, {doubt['what']}): committed, but its answer was lost "
                        f"(sent {1000 * (doubt['start'] - signal_at):+.0f} ms from the signal)")
during = [e for e in load if signal_at <= e["end"] <= exited_at and e["status"] is not None]
longest = max((e["end"] - e["start"] for e in answered), default=0)
print(f"drain: {len(in_flight)} requests in flight at the signal, {len(answered)} answered (the longest took "
      f"{longest * 1000:.0f} ms), {len(during)} answers during the drain "
      f"({sorted({e['status'] for e in during})}); {len(lost)} requests unanswered at the close, "
      f"{sum(1 for d in doubts if not d.get('happened'))} writes in doubt settled as not done, "
      f"{sum(1 for d in doubts if d.get('happened'))} as done")
health = [json.loads(line) for line in open(health_path, encoding="utf-8")]
seen = sorted({h.get("status") or h.get("error") for h in health if h["at"] >= signal_at})
print(f"/health after the signal: {seen}" + ("" if "draining" in seen else " (never answered 'draining')"))
if not in_flight:
    problems.append("no request was in flight at the signal: the check proved nothing")
for problem in problems:
    print(f"FAIL {problem}")
sys.exit(1 if problems else 0)
PYTHON

kill -TERM "$pid"
wait "$pid" || fail "the restarted server did not exit 0 on SIGTERM"
pid=""
[ "$load_status" -eq 0 ] || fail "the load or its reconciliation failed (exit $load_status)"
echo "Server drain check passed"
