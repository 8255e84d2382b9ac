#!/usr/bin/env bash
# Checks MarketFeed's QuotationFeed against a WebSocket server this project did not write: Python's `websockets`
# (pinned in Scripts/check-websocket-peer.requirements.txt) plays Bithumb's API 2.0 (binary frames, snapshot then
# realtime, PING answered with {"status":"UP"}, a re-subscription on the same socket), and
# Scripts/check-websocket-peer.py checks that everything `domainkits market --live --url` printed is what it sent.
#
#   Scripts/check-websocket-peer.sh DOMAINKITS_BINARY    # a build with the LiveFeed trait
#
# The server goes into a virtual environment in a temporary folder, removed on exit.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
binary=${1:?usage: Scripts/check-websocket-peer.sh DOMAINKITS_BINARY}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -r Scripts/check-websocket-peer.requirements.txt
"$work/venv/bin/python" Scripts/check-websocket-peer.py "$binary"
