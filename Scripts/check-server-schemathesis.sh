#!/usr/bin/env bash
# schemathesis (PyPI) against the reference server's SUWIKI API, from the OpenAPI document the server serves
# (GET /openapi/domainkits-server.yaml): no 5xx, every answer conforms to the document (status, content type,
# headers, body), bad input gets a documented 4xx with the documented error body, an undocumented method 405.
# docs/design/reference-server.md §13; the relaxations are in Scripts/schemathesis/suwiki.toml.
#
#   Scripts/check-server-schemathesis.sh PATH-TO-domainkits-server [SECONDS]
#
# The binary must be built with the Server trait. SECONDS bounds the main run (45 by default); the refresh and quit
# runs add a few seconds. schemathesis 4.32.5 and the document's validators are installed from PyPI into a temporary
# virtual environment, and the document is checked (Scripts/openapi/check-server-document.py) and its embedded copy
# compared (embed-server-document.py --check) before the server starts. The server runs on 127.0.0.1 (a free port)
# on a new SQLite file with the demo data; three throw-away students are signed up: one for the main run, one whose
# refresh token the refresh run spends, one for quitting (which ends the account, so it runs alone and last). Afterwards, from outside: a SUWIKI POST declaring
# Content-Length: 10000000 and sending nothing must answer 413 with SUWIKI's body within a second.
set -euo pipefail
binary=$1
budget=${2:-45}
root=$(cd "$(dirname "$0")/.." && pwd)
config="$root/Scripts/schemathesis/suwiki.toml"
work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then kill -9 "$pid" 2> /dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "schemathesis check failed: $*"
  echo "--- server standard error (last 30 lines)"
  tail -30 "$work/stderr" 2> /dev/null || true
  exit 1
}

# schemathesis and the document's validators, pinned (Scripts/openapi/check-server-document.requirements.txt), in a
# temporary virtual environment; then the document itself is checked before the server is.
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check \
  -r "$root/Scripts/openapi/check-server-document.requirements.txt"
st="$work/venv/bin/schemathesis"
"$work/venv/bin/python" "$root/Scripts/openapi/check-server-document.py" > "$work/document.log" \
  || { cat "$work/document.log"; fail "docs/openapi/domainkits-server.yaml failed its checks"; }
tail -1 "$work/document.log"
python3 "$root/Scripts/openapi/embed-server-document.py" --check || fail "ServerDocument.swift is stale"
"$st" --version

# The server: a fixed secret (the tokens below outlive nothing but this run), a new store with the demo data.
export DOMAINKITS_SERVER_JWT_SECRET="schemathesis-run-secret-0123456789abcdef"
"$binary" serve --port 0 --database "$work/server.sqlite" --drain-timeout 5 --log-level warning \
  > "$work/stdout" 2> "$work/stderr" &
pid=$!
url=""
for _ in $(seq 1 300); do
  url=$(sed -n 's|^domainkits-server listening on \(http://[0-9.]*:[0-9]*\)$|\1|p' "$work/stdout" | head -1)
  [ -n "$url" ] && break
  kill -0 "$pid" 2> /dev/null || fail "the server exited before printing its address"
  sleep 0.1
done
[ -n "$url" ] || fail "no 'domainkits-server listening on http://HOST:PORT' line within 30 s"
echo "server at $url"

# Three throw-away students, signed up and signed in; their tokens go to files in the work folder.
python3 - "$url" "$work" << 'PYTHON' || fail "could not sign the test students up"
import json
import sys
import urllib.request

base, work = sys.argv[1], sys.argv[2]


def post(path, body):
    request = urllib.request.Request(
        base + "/suwiki" + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


for name in ("stmain01", "strefresh1", "stquit001"):
    password = name + "-password"
    post("/user/join", {"loginId": name, "password": password, "email": name + "@example.org"})
    tokens = post("/user/login", {"loginId": name, "password": password})
    with open(f"{work}/{name}.access", "w") as file:
        file.write(tokens["AccessToken"])
    with open(f"{work}/{name}.refresh", "w") as file:
        file.write(tokens["RefreshToken"])
print("signed up stmain01, strefresh1 and stquit001")
PYTHON

document="$url/openapi/domainkits-server.yaml"
failures=0
run() {
  local label=$1
  shift
  echo
  echo "=== schemathesis: $label"
  if ! (cd "$work" && "$st" --config-file "$config" run "$document" --url "$url/suwiki" --checks all \
    --generation-database none --seed 31 "$@"); then
    echo "=== schemathesis: $label FAILED"
    failures=$((failures + 1))
  fi
}

# Every SUWIKI operation but the refresh and quitting, with stmain01's access token.
run "SUWIKI (23 operations)" --include-tag-regex '^suwiki-' --exclude-operation-id-regex '^suwiki(Refresh|Quit)$' \
  --max-time "$budget" --header "Authorization: $(cat "$work/stmain01.access")"
# The refresh, with a refresh token: the first call rotates it, every later one is refused with 401. One operation
# alone has no links to follow, so these two runs skip the stateful phase.
run "SUWIKI refresh" --include-operation-id suwikiRefresh --max-time 15 --phases examples,coverage,fuzzing \
  --header "Authorization: $(cat "$work/strefresh1.refresh")"
# Quitting ends the account, so it runs alone, last, on an account of its own.
run "SUWIKI quit" --include-operation-id suwikiQuit --max-time 15 --phases examples,coverage,fuzzing \
  --header "Authorization: $(cat "$work/stquit001.access")"

# The body limit from outside: a declared length over the limit is refused before a byte is sent.
python3 - "$url" << 'PYTHON' || { echo "=== body limit FAILED"; failures=$((failures + 1)); }
import json
import socket
import sys
import time
from urllib.parse import urlsplit

parts = urlsplit(sys.argv[1])
started = time.monotonic()
with socket.create_connection((parts.hostname, parts.port), timeout=5) as connection:
    connection.sendall(
        b"POST /suwiki/user/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 10000000\r\n\r\n")
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
        chunk = connection.recv(65536)
        if not chunk:
            break
        answer += chunk
elapsed = time.monotonic() - started
head, _, body = answer.partition(b"\r\n\r\n")
status = int(head.split(b" ")[1])
error = json.loads(body)
expected = {"exception": "PARAM_VALID_ERROR", "code": "PARAM001", "message": "파라미터가 올바르지 않습니다.",
            "status": 413, "error": "Payload Too Large"}
if status != 413 or error != expected or elapsed > 1:
    sys.exit(f"FAIL body limit: status {status}, body {error}, {elapsed:.2f} s")
print(f"ok   body limit: 413 with SUWIKI's body in {elapsed * 1000:.0f} ms, before the body was sent")
PYTHON

kill -TERM "$pid"
wait "$pid" || true
pid=""
if [ "$failures" -ne 0 ]; then
  echo "schemathesis check failed: $failures run(s) failed"
  exit 1
fi
echo "schemathesis check passed"
