#!/usr/bin/env bash
# Checks HouseRulesKit's iCalendar export with parsers this project did not write (Python's icalendar, vobject and
# recurring-ical-events, pinned in Scripts/check-calendars.requirements.txt): the Swift test
# ICalendarExactnessTests writes every calendar it exports and the kit's own todos per day into a folder, and
# Scripts/check-calendars.py parses, expands and compares them day by day. Any difference fails.
#
#   Scripts/check-calendars.sh            # after `swift build --build-tests` (runs the test with --skip-build)
#   Scripts/check-calendars.sh FOLDER     # checks calendars already written to FOLDER
#
# The parsers go into a virtual environment in a temporary folder, removed on exit.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -r Scripts/check-calendars.requirements.txt

if [ $# -ge 1 ]; then
  folder=$1
else
  folder="$work/calendars"
  DOMAINKITS_CALENDAR_DIR="$folder" swift test --skip-build --filter ICalendarExactnessTests > "$work/test.log" 2>&1 \
    || { cat "$work/test.log"; exit 1; }
fi
"$work/venv/bin/python" Scripts/check-calendars.py "$folder"
