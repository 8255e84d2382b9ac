#!/usr/bin/env bash
# schemathesis (PyPI) against the reference server's SUWIKI, couple-app and Hous APIs, from the OpenAPI documents the
# server serves (GET /openapi/domainkits-server.yaml, GET /openapi/hous.json): no 5xx, every answer conforms to the
# document (status, content type, headers, body), bad input gets a documented 4xx with the documented error body, an
# undocumented method 405. docs/design/reference-server.md §13; the relaxations are in Scripts/schemathesis/
# suwiki.toml, couple.toml and hous.toml.
#
#   Scripts/check-server-schemathesis.sh PATH-TO-domainkits-server [SECONDS] [COUPLE-SECONDS] [HOUS-SECONDS]
#
# The binary must be built with the Server trait. SECONDS bounds the main SUWIKI run (45 by default), COUPLE-SECONDS
# the main couple run (30 by default), HOUS-SECONDS the main Hous run (30 by default); the Hous seed-document run has
# 20, the refresh, quit, delete and leave runs 15 each. schemathesis 4.32.5 and the document's validators are
# installed from PyPI into a temporary virtual environment, and the documents are checked before the server starts:
# docs/openapi/domainkits-server.yaml (Scripts/openapi/check-server-document.py), OpenAPI/hous-server.json regenerated
# from OpenAPI/hous.json and compared (hous-server.py --check), and their embedded copies compared
# (embed-server-document.py --check). The server runs on 127.0.0.1 (a free port) on a new SQLite file with the demo
# data; three throw-away students are signed up: one for the main run, one whose refresh token the refresh run spends,
# one for quitting (which ends the account, so it runs alone and last); three throw-away couple users: two partners of
# one couple for the couple run (stateful: battles are created, reported, settled and abandoned through the document's
# links), one whose account the delete run ends; and four throw-away homies, three of whom join the demo room (its id
# is the document's example): one for the main Hous run, one who leaves the room, one who quits, and one whose refresh
# token the refresh run spends; then the Hous seed's own document (OpenAPI/hous.json) with the checks that ask only
# that our answers are what it describes. Afterwards, from outside: a SUWIKI, a couple and a Hous POST declaring
# Content-Length: 10000000 and sending nothing must answer 413 with the API's body within a second.
set -euo pipefail
binary=$1
budget=${2:-45}
couple_budget=${3:-30}
hous_budget=${4:-30}
root=$(cd "$(dirname "$0")/.." && pwd)
suwiki_config="$root/Scripts/schemathesis/suwiki.toml"
couple_config="$root/Scripts/schemathesis/couple.toml"
hous_config="$root/Scripts/schemathesis/hous.toml"
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
python3 "$root/Scripts/openapi/hous-server.py" --check || fail "OpenAPI/hous-server.json is stale"
python3 "$root/Scripts/openapi/embed-server-document.py" --check \
  || fail "ServerDocument.swift or HousServerDocument.swift is stale"
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

# Three throw-away couple users: stcouple1 and stcouple2 connected as a couple (from 2024-01-01), stcouple3 alone.
python3 - "$url" "$work" << 'PYTHON' || fail "could not sign the couple users up"
import json
import sys
import urllib.request

base, work = sys.argv[1], sys.argv[2]


def call(path, body, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    request = urllib.request.Request(base + "/couple" + path, data=json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        text = response.read()
        return json.loads(text) if text else None


tokens = {}
for name, nickname in (("stcouple1", "하나"), ("stcouple2", "둘"), ("stcouple3", "셋")):
    tokens[name] = call("/api/auth/signup", {"loginId": name, "password": name + "-password", "nickname": nickname})
    with open(f"{work}/{name}.access", "w") as file:
        file.write(tokens[name]["access_token"])
couple = call("/api/couple", {"startDate": "2024-01-01"}, tokens["stcouple1"]["access_token"])
call("/api/couple/join", {"inviteCode": couple["inviteCode"]}, tokens["stcouple2"]["access_token"])
print(f"signed up stcouple1 and stcouple2 (couple {couple['id']}) and stcouple3")
PYTHON

# Hous: four throw-away homies; the main, leaving and quitting ones join the demo room (the document's example id).
python3 - "$url" "$work" << 'PYTHON' || fail "could not sign the test homies up"
import json
import sys
import urllib.request

base, work = sys.argv[1], sys.argv[2]


def call(path, body, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    request = urllib.request.Request(base + "/hous" + path, data=json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers.get("Refresh-Token"), json.loads(response.read())


for name, joins in (("sthousmain", True), ("sthousleave", True), ("sthousquit", True), ("sthousrefresh", False)):
    refresh, body = call("/auth/signup", {
        "email": name + "@hous.example", "password": name + "-password", "userName": "테스트", "gender": "",
        "fcmToken": "schemathesis"})
    access = body["data"]
    if joins:
        call("/room/62cac03afa32959ed64ae000/in", {"roomCode": "505TYCMR"}, access)
    with open(f"{work}/{name}.access", "w") as file:
        file.write(access)
    with open(f"{work}/{name}.refresh", "w") as file:
        file.write(refresh)
print("signed up sthousmain, sthousleave and sthousquit (in the demo room) and sthousrefresh")
PYTHON

document="$url/openapi/domainkits-server.yaml"
failures=0
# run LABEL CONFIG MOUNT [schemathesis options]
run() {
  local label=$1 config=$2 mount=$3
  shift 3
  echo
  echo "=== schemathesis: $label"
  if ! (cd "$work" && "$st" --config-file "$config" run "$document" --url "$url/$mount" --checks all \
    --generation-database none --seed 31 "$@"); then
    echo "=== schemathesis: $label FAILED"
    failures=$((failures + 1))
  fi
}

# Every SUWIKI operation but the refresh and quitting, with stmain01's access token.
run "SUWIKI (23 operations)" "$suwiki_config" suwiki --include-tag-regex '^suwiki-' \
  --exclude-operation-id-regex '^suwiki(Refresh|Quit)$' --max-time "$budget" \
  --header "Authorization: $(cat "$work/stmain01.access")"
# The refresh, with a refresh token: the first call rotates it, every later one is refused with 401. One operation
# alone has no links to follow, so these two runs skip the stateful phase.
run "SUWIKI refresh" "$suwiki_config" suwiki --include-operation-id suwikiRefresh --max-time 15 \
  --phases examples,coverage,fuzzing --header "Authorization: $(cat "$work/strefresh1.refresh")"
# Quitting ends the account, so it runs alone, last, on an account of its own.
run "SUWIKI quit" "$suwiki_config" suwiki --include-operation-id suwikiQuit --max-time 15 \
  --phases examples,coverage,fuzzing --header "Authorization: $(cat "$work/stquit001.access")"
# Every couple operation but deleting the account, as stcouple1 (Bearer), stateful phase on: the links of
# POST /api/game/short lead to the battle's mission, report, result and abandon. The refresh holds its token in the
# body, so it runs here too (generated tokens are 401).
run "couple (18 operations)" "$couple_config" couple --include-tag-regex '^couple-' \
  --exclude-operation-id coupleDeleteAccount --max-time "$couple_budget" \
  --header "Authorization: Bearer $(cat "$work/stcouple1.access")"
# Deleting the account ends it, so it runs alone, last, on an account of its own.
run "couple delete" "$couple_config" couple --include-operation-id coupleDeleteAccount --max-time 15 \
  --phases examples,coverage,fuzzing --header "Authorization: Bearer $(cat "$work/stcouple3.access")"

# hous_run LABEL DOCUMENT [schemathesis options]: Hous's runs, on the server's Hous document or the seed's, each with
# its own checks.
hous_run() {
  local label=$1 document=$2
  shift 2
  echo
  echo "=== schemathesis: $label"
  if ! (cd "$work" && "$st" --config-file "$hous_config" run "$document" --url "$url/hous" \
    --generation-database none --seed 31 "$@"); then
    echo "=== schemathesis: $label FAILED"
    failures=$((failures + 1))
  fi
}

# Every Hous operation but the refresh, leaving and quitting, as a member of the demo room.
hous_run "Hous (35 operations)" "$url/openapi/hous.json" --checks all \
  --exclude-operation-id-regex '^(post_auth_refresh|delete_room_roomId_out|delete_user)$' \
  --max-time "$hous_budget" --header "Authorization: Bearer $(cat "$work/sthousmain.access")"
# The refresh with a refresh token (the first call rotates it, every later one is 401); leaving the room (the first
# call leaves, every later one is 403); quitting, alone and last. One operation alone has no links to follow.
hous_run "Hous refresh" "$url/openapi/hous.json" --checks all --include-operation-id post_auth_refresh \
  --max-time 15 --phases examples,coverage,fuzzing --header "Authorization: Bearer $(cat "$work/sthousrefresh.refresh")"
hous_run "Hous leave" "$url/openapi/hous.json" --checks all --include-operation-id delete_room_roomId_out \
  --max-time 15 --phases examples,coverage,fuzzing --header "Authorization: Bearer $(cat "$work/sthousleave.access")"
hous_run "Hous quit" "$url/openapi/hous.json" --checks all --include-operation-id delete_user \
  --max-time 15 --phases examples,coverage,fuzzing --header "Authorization: Bearer $(cat "$work/sthousquit.access")"
# The seed server's own document: our answers to what it documents are what it describes (no destructive operation).
hous_run "Hous (the seed's document)" "$root/OpenAPI/hous.json" \
  --checks not_a_server_error,response_schema_conformance,content_type_conformance \
  --exclude-operation-id-regex '^(delete_room_roomId_out|delete_user)$' \
  --max-time 20 --header "Authorization: Bearer $(cat "$work/sthousmain.access")"

# The body limit from outside: a declared length over the limit is refused before a byte is sent, per mount with the
# API's own body.
python3 - "$url" << 'PYTHON' || { echo "=== body limit FAILED"; failures=$((failures + 1)); }
import json
import socket
import sys
import time
from urllib.parse import urlsplit

parts = urlsplit(sys.argv[1])
cases = [
    ("SUWIKI", b"/suwiki/user/join",
     {"exception": "PARAM_VALID_ERROR", "code": "PARAM001", "message": "파라미터가 올바르지 않습니다.", "status": 413,
      "error": "Payload Too Large"}),
    ("couple", b"/couple/api/auth/signup", {"code": "UE1001", "message": "요청 본문이 너무 큽니다."}),
    ("Hous", b"/hous/auth/signup", {"status": 413, "success": False, "message": "요청 본문이 너무 큽니다."}),
]
failed = False
for name, path, expected in cases:
    started = time.monotonic()
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as connection:
        connection.sendall(
            b"POST " + path + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
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
    if status != 413 or error != expected or elapsed > 1:
        print(f"FAIL body limit ({name}): status {status}, body {error}, {elapsed:.2f} s")
        failed = True
    else:
        print(f"ok   body limit ({name}): 413 with the API's body in {elapsed * 1000:.0f} ms, before the body was sent")
sys.exit(1 if failed else 0)
PYTHON

kill -TERM "$pid"
wait "$pid" || true
pid=""
if [ "$failures" -ne 0 ]; then
  echo "schemathesis check failed: $failures run(s) failed"
  exit 1
fi
echo "schemathesis check passed"
