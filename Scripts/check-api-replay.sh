#!/usr/bin/env bash
# The SUWIKI and couple-app clients over real HTTP (URLSessionTransport) against Scripts/replay-server.py, which
# replays the recorded answers of Scripts/replay/<server>/ byte for byte and checks every request (tokens, queries,
# bodies). Each run must exit 0, every logged request must be valid, every route of routes.json must have given each
# of its answers, and `domainkits talk` must print one `ok` line per answered call:
#   - suwiki: the flow as recorded;
#   - suwiki --expire-first: the first call that needs the token is refused (401) until the client refreshed it
#     (POST /user/refresh, exactly once) and sent the call again;
#   - couple: the flow as recorded;
#   - couple --expire-first: the server has no refresh call, so the command must end with "sign in again", exit 65.
#
#   Scripts/check-api-replay.sh DOMAINKITS_BINARY    # any build: talk needs no trait
set -euo pipefail
binary=${1:?usage: Scripts/check-api-replay.sh DOMAINKITS_BINARY}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
server=""
stop_server() {
  if [ -n "$server" ]; then
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    server=""
  fi
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
failures=0

# replay LABEL SERVER EXPECTED-EXIT [--expire-first]
replay() {
  local label=$1 name=$2 expected=$3
  shift 3
  local mode=normal
  if [ "${1:-}" = --expire-first ]; then mode=expire-first; fi
  local log="$work/$name-$mode.jsonl" announced="$work/$name-$mode.server"
  # Port 0: the server binds a free port itself and says which, so no other process can take it in between.
  python3 "$root/Scripts/replay-server.py" "$root/Scripts/replay/$name" 0 "$log" "$@" > "$announced" 2>&1 &
  server=$!
  local port=""
  for _ in $(seq 1 100); do
    port=$(sed -n 's/^listening on 127\.0\.0\.1://p' "$announced")
    if [ -n "$port" ] && python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 0.2).close()" \
      2> /dev/null; then
      break
    fi
    if ! kill -0 "$server" 2> /dev/null; then break; fi
    port=""
    sleep 0.1
  done
  if [ -z "$port" ]; then
    failures=$((failures + 1))
    echo "FAIL  $label: the replay server did not start"
    sed 's/^/      /' "$announced" | head -20
    stop_server
    return
  fi
  local status=0
  timeout 120 "$binary" talk "$name" --url "http://127.0.0.1:$port" > "$work/out" 2> "$work/err" || status=$?
  stop_server
  local verdict=0
  python3 - "$label" "$root/Scripts/replay/$name/routes.json" "$log" "$mode" "$status" "$expected" \
    "$work/out" "$work/err" << 'EOF' || verdict=$?
import json, sys

label, routes_path, log_path, mode, status, expected, out_path, err_path = sys.argv[1:]
status, expected = int(status), int(expected)
spec = json.load(open(routes_path, encoding="utf-8"))
routes = spec["routes"]
entries = [json.loads(line) for line in open(log_path, encoding="utf-8") if line.strip()]
out = open(out_path, encoding="utf-8", errors="replace").read().splitlines()
err = open(err_path, encoding="utf-8", errors="replace").read().splitlines()
problems = []
if status != expected:
    problems.append(f"exit {status}, expected {expected}")
invalid = [e for e in entries if not e.get("valid")]
for e in invalid:
    problems.append(f"invalid request {e['method']} {e['path']} {json.dumps(e['query'], ensure_ascii=False)}: "
                    f"{e['reason']} (answered {e['status']})")
answered = [e for e in entries if "file" in e]
refresh_route = spec.get("refresh")
refreshes = sum(1 for e in answered if f"{e['method']} {e['path']}" == refresh_route)
expired = sum(1 for e in entries if e.get("valid") and e["status"] == 401)
if expected == 0:
    wanted = [i for i, r in enumerate(routes) if r.get("mode", mode) == mode]
    called = 0
    for i in wanted:
        given = sum(1 for e in answered if e.get("route") == i)
        need = len(routes[i]["responses"])
        if given >= need:
            called += 1
        else:
            r = routes[i]
            problems.append(f"route {r['method']} {r['path']} {json.dumps(r.get('query', {}))} gave {given} of "
                            f"its {need} answer(s)")
    oks = sum(1 for line in out if line.startswith("ok "))
    if oks != len(answered) - refreshes:
        problems.append(f"{oks} 'ok' lines for {len(answered) - refreshes} answered calls")
    if mode == "expire-first" and (refreshes != 1 or expired < 1):
        problems.append(f"{refreshes} refreshes after {expired} expired token(s), expected 1 after at least 1")
    summary = (f"{called}/{len(wanted)} routes, {len(entries) - len(invalid)} requests valid, "
               f"{refreshes} refresh{'' if refreshes == 1 else 'es'}")
else:
    if not any("sign in again" in line for line in err if line.startswith("Error: ")):
        problems.append("no 'Error: ... sign in again' line on stderr")
    if expired < 1:
        problems.append("no token was refused")
    summary = (f"exit {status} ({next((l for l in err if l.startswith('Error: ')), 'no Error line')[:100]}), "
               f"{len(entries) - len(invalid)} requests valid")
if problems:
    print(f"FAIL  {label}: " + "; ".join(problems[:8]))
    for line in (out + err)[-25:]:
        print("      " + line)
    sys.exit(1)
print(f"ok    {label}: {summary}")
EOF
  if [ "$verdict" -ne 0 ]; then failures=$((failures + 1)); fi
}

replay "SUWIKI replay" suwiki 0
replay "SUWIKI replay --expire-first" suwiki 0 --expire-first
replay "couple replay" couple 0
replay "couple replay --expire-first" couple 65 --expire-first

if [ "$failures" -ne 0 ]; then
  echo "$failures replay check(s) failed"
  exit 1
fi
