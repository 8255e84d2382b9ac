#!/usr/bin/env bash
# The reference server as a process: `domainkits-server serve --port 0` on a new SQLite file (or, given a URL, on
# that PostgreSQL database) prints its address, answers /health (200, JSON, naming the store), an unknown path (404,
# JSON), echoes X-Request-Id, counts the requests on /metrics, and on SIGTERM exits 0 within 10 s, after which its
# port refuses connections.
#
#   Scripts/check-server-smoke.sh PATH-TO-domainkits-server
#   Scripts/with-postgres.sh bash -c 'Scripts/check-server-smoke.sh BINARY "$DOMAINKITS_POSTGRES_URL"'
#
# The binary must be built with the Server trait (`swift build --traits Server` or `--enable-all-traits`).
set -euo pipefail
binary=$1
postgres_url=${2:-}
work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then kill -9 "$pid" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "Server smoke check failed: $*"
  echo "--- standard output"
  cat "$work/stdout" || true
  echo "--- standard error (last 30 lines)"
  tail -30 "$work/stderr" || true
  exit 1
}

if [ -n "$postgres_url" ]; then
  store=(--postgres "$postgres_url")
  kind=postgres
else
  store=(--database "$work/server.sqlite")
  kind=sqlite
fi
"$binary" serve --port 0 "${store[@]}" --drain-timeout 5 > "$work/stdout" 2> "$work/stderr" &
pid=$!

# The address line, within 30 s.
url=""
for _ in $(seq 1 300); do
  url=$(sed -n 's|^domainkits-server listening on \(http://[0-9.]*:[0-9]*\)$|\1|p' "$work/stdout" | head -1)
  [ -n "$url" ] && break
  kill -0 "$pid" 2> /dev/null || fail "the server exited before printing its address"
  sleep 0.1
done
[ -n "$url" ] || fail "no 'domainkits-server listening on http://HOST:PORT' line within 30 s"
echo "server at $url"

# The requests, from Python's standard library (no other client needed).
python3 - "$url" "$kind" << 'PYTHON' || fail "an answer was not as expected"
import json
import sys
import urllib.error
import urllib.request

base, kind = sys.argv[1], sys.argv[2]


def send(path, headers=None):
    request = urllib.request.Request(base + path, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def check(condition, message):
    if not condition:
        sys.exit(f"FAIL {message}")
    print(f"ok   {message}")


status, headers, body = send("/health", {"X-Request-Id": "smoke-1"})
health = json.loads(body)
check(status == 200, f"GET /health answers 200 (got {status})")
check(headers.get("Content-Type", "").startswith("application/json"), "GET /health is JSON")
check(health.get("status") == "ok" and health.get("storage") == kind, f"GET /health says ok on {kind}: {health}")
check(isinstance(health.get("uptimeSeconds"), (int, float)), "GET /health gives the uptime")
check(headers.get("X-Request-Id") == "smoke-1", "the request's X-Request-Id is echoed")

status, headers, body = send("/no/such/path")
check(status == 404 and json.loads(body) == {"error": "not found"}, f"an unknown path answers 404 with JSON ({status})")
check(bool(headers.get("X-Request-Id")), "an answer to a request without an id carries one")

status, headers, body = send("/metrics")
text = body.decode("utf-8")
check(status == 200 and headers.get("Content-Type", "").startswith("text/plain"), "GET /metrics is Prometheus text")
check('http_requests_total{api="root",route="/health",method="GET",status="200"} 1' in text,
      "GET /metrics counts the /health request")
check('http_requests_total{api="root",route="unmatched",method="GET",status="404"} 1' in text,
      "GET /metrics counts the unknown path under one label")
PYTHON

# SIGTERM: the process drains and exits 0 within 10 s.
kill -TERM "$pid"
for _ in $(seq 1 100); do
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.1
done
if kill -0 "$pid" 2> /dev/null; then fail "still running 10 s after SIGTERM"; fi
status=0
wait "$pid" || status=$?
pid=""
[ "$status" -eq 0 ] || fail "exit status $status after SIGTERM, expected 0"
echo "ok   SIGTERM: exited 0"
if python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1] + "/health", timeout=2)' "$url" 2> /dev/null; then
  fail "the port still answers after the process exited"
fi
echo "ok   the port refuses connections after exit"
echo "Server smoke check passed"
