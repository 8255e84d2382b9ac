#!/usr/bin/env bash
# Several processes open one new database file at once, as an app and its extension do: every one must succeed,
# the file must pass `PRAGMA integrity_check`, and each migration must be recorded once. Real processes (the demo
# CLI's SQLite demos) rather than threads, so that SQLite's file locks between processes are what is tested.
#
#   Scripts/check-sqlite-processes.sh PATH-TO-domainkits [ROUNDS] [PROCESSES]
#
# The binary must be built with the SQLite trait (`swift build --traits SQLite`).
set -euo pipefail
binary=$1
rounds=${2:-20}
processes=${3:-6}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Three of every six are `evaluations`: they register the same students at once (an atomic insert, not a check
# then an insert).
demos=(timetable evaluations wager evaluations candles evaluations)
# One process alone on a new file: the migrations every file must record, once each and in this order.
"$binary" timetable --database "$work/reference.sqlite" > /dev/null

failures=0
for round in $(seq 1 "$rounds"); do
  file="$work/shared-$round.sqlite"
  pids=()
  for n in $(seq 1 "$processes"); do
    demo=${demos[$(((n - 1) % ${#demos[@]}))]}
    "$binary" "$demo" --database "$file" > "$work/$round-$n.log" 2>&1 &
    pids+=("$!")
  done
  for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then
      failures=$((failures + 1))
      echo "round $round, process $((index + 1)) failed:"
      tail -3 "$work/$round-$((index + 1)).log"
    fi
  done
  python3 - "$file" "$work/reference.sqlite" <<'PY' || failures=$((failures + 1))
import sqlite3, sys
expected = [row[0] for row in sqlite3.connect(sys.argv[2]).execute("SELECT identifier FROM grdb_migrations ORDER BY rowid")]
db = sqlite3.connect(sys.argv[1])
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
migrations = [row[0] for row in db.execute("SELECT identifier FROM grdb_migrations ORDER BY rowid")]
application_id = db.execute("PRAGMA application_id").fetchone()[0]
problems = []
if integrity != "ok":
    problems.append(f"integrity_check: {integrity}")
if migrations != expected:
    problems.append(f"migrations: {migrations}, expected {expected}")
if application_id != 0x444B4954:
    problems.append(f"application_id: {application_id}")
if problems:
    print(f"{sys.argv[1]}: " + "; ".join(problems))
    sys.exit(1)
PY
done
if [ "$failures" -gt 0 ]; then
  echo "SQLite process check: $failures failure(s) in $rounds rounds of $processes processes"
  exit 1
fi
echo "SQLite process check passed: $rounds rounds of $processes processes on one new file each"
