#!/usr/bin/env bash
# Checks HouseRulesKit's Hous client against a server this project did not write: connexion's mock of the Hous
# server, made from the server's own OpenAPI document (OpenAPI/hous.json, repaired from TeamHous/Hous-Server's
# swagger-output.json, see OpenAPI/README.md). Scripts/hous-mock.py serves it on 127.0.0.1, validates every request
# with openapi-core and connexion's strict validation, and logs each one; `domainkits talk hous --all-operations`
# calls every operation. The check fails unless the command exits 0, every operation of the document (method and
# path template) was called, and every logged request validated.
#
#   Scripts/check-hous-mock.sh DOMAINKITS_BINARY    # any build: talk needs no trait
#
# connexion, openapi-core, openapi-spec-validator and uvicorn (pinned in Scripts/check-hous-mock.requirements.txt)
# are used from python3 when it has them, else installed into a virtual environment in a temporary folder.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
binary=${1:?usage: Scripts/check-hous-mock.sh DOMAINKITS_BINARY}
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

python=python3
if ! python3 -c 'import connexion, openapi_core, openapi_spec_validator, uvicorn' 2> /dev/null; then
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install --quiet --disable-pip-version-check -r Scripts/check-hous-mock.requirements.txt
  python="$work/venv/bin/python"
fi
export PYTHONWARNINGS=ignore

"$python" -m openapi_spec_validator OpenAPI/hous.json > "$work/spec.out" 2>&1 || {
  cat "$work/spec.out"
  echo "OpenAPI/hous.json is not a valid OpenAPI document"
  exit 1
}

port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
log="$work/requests.jsonl"
"$python" Scripts/hous-mock.py --port "$port" --log "$log" > "$work/mock.out" 2>&1 &
server=$!

ready=no
for _ in $(seq 1 100); do
  if ! kill -0 "$server" 2> /dev/null; then break; fi
  if "$python" -c "import urllib.request, sys; urllib.request.urlopen('http://127.0.0.1:$port/_hous-mock/ready', timeout=1)" 2> /dev/null; then
    ready=yes
    break
  fi
  sleep 0.2
done
if [ "$ready" != yes ]; then
  echo "The Hous mock did not answer on 127.0.0.1:$port within 20 s:"
  sed 's/^/  /' "$work/mock.out" | tail -20
  exit 1
fi

status=0
"$binary" talk hous --url "http://127.0.0.1:$port" --all-operations > "$work/talk.out" 2> "$work/talk.err" || status=$?
sed 's/^/  /' "$work/talk.out"
sed 's/^/  /' "$work/talk.err"

"$python" - "$log" "$status" "$work/talk.out" << 'PY'
import json
import sys

log_path, status, talk_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with open("OpenAPI/hous.json", encoding="utf-8") as source:
    spec = json.load(source)
methods = ("get", "put", "post", "delete", "patch", "head", "options", "trace")
operations = {(m.upper(), p) for p, item in spec["paths"].items() for m in item if m in methods}
with open(log_path, encoding="utf-8") as log:
    records = [json.loads(line) for line in log if line.strip()]
with open(talk_path, encoding="utf-8") as talk:
    refused_examples = sum(1 for line in talk if line.startswith("example refused by the kit:"))

called = {(r["method"], r["path"]) for r in records}
# The Hous server reads the invite code of GET /room/in from a JSON body. URLSession sends no body with GET
# (swift-corelibs-foundation refuses the request: "GET method must not have a body"; Apple platforms drop the body),
# so no URLSession client can make this call; HousAPI.roomInvitation(inviteCode:) documents it, and its request
# bytes are tested through InMemoryHTTPTransport. Apps join with the room's id instead (POST /room/{roomId}/in).
uncallable = {("GET", "/room/in")}
missing = sorted(operations - called - uncallable)
invalid = [r for r in records if not r["valid"]]
problems = []
if status != 0:
    problems.append(f"domainkits talk hous exited {status}")
for method, path in missing:
    problems.append(f"not called: {method} {path}")
for r in invalid:
    problems.append(f"invalid request {r['method']} {r['url']} (HTTP {r['status']}): {r['reason'][:400]}")
print(
    f"Hous mock: {len(operations & called)}/{len(operations)} operations called, "
    f"{len(records) - len(invalid)} requests valid, {len(invalid)} invalid, "
    f"{refused_examples} examples refused by the kit; not callable over URLSession: "
    + ", ".join(f"{m} {p}" for m, p in sorted(uncallable - called))
)
for problem in problems:
    print("FAIL  " + problem)
sys.exit(1 if problems else 0)
PY
