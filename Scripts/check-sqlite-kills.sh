#!/usr/bin/env bash
# Kills the candles demo with SIGKILL at random moments while it creates, migrates and fills a new database file,
# then checks what a crash leaves: the file passes `PRAGMA integrity_check` and holds no candle or all of them,
# never part of the batch (one transaction), and the demo reopens it and completes.
#
#   Scripts/check-sqlite-kills.sh PATH-TO-domainkits [ROUNDS]
#
# The binary must be built with the SQLite trait (`swift build --traits SQLite`).
set -euo pipefail
binary=$1
rounds=${2:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count_candles() {
  python3 - "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
if integrity != "ok":
    print(f"integrity_check: {integrity}")
    sys.exit(1)
print(db.execute("SELECT count(*) FROM candle").fetchone()[0] if "candle" in tables else "no-schema")
PY
}

# The complete write, for reference.
"$binary" candles --database "$work/reference.sqlite" > /dev/null
full=$(count_candles "$work/reference.sqlite")

failures=0 empty=0 none=0 all=0 schema=0
for round in $(seq 1 "$rounds"); do
  file="$work/killed-$round.sqlite"
  "$binary" candles --database "$file" > /dev/null 2>&1 &
  pid=$!
  sleep "0.0$(printf '%02d' $((RANDOM % 70)))"
  kill -9 "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  if [ ! -s "$file" ]; then
    empty=$((empty + 1))
  else
    state=$(count_candles "$file") || { echo "round $round: $state"; failures=$((failures + 1)); continue; }
    case "$state" in
      no-schema) schema=$((schema + 1)) ;;
      0) none=$((none + 1)) ;;
      "$full") all=$((all + 1)) ;;
      *) echo "round $round: $state of $full candles: a partial write"; failures=$((failures + 1)) ;;
    esac
  fi
  # Whatever the kill left, the demo opens the file again and completes it.
  if ! "$binary" candles --database "$file" > "$work/reopen.log" 2>&1; then
    echo "round $round: reopening failed:"; tail -3 "$work/reopen.log"; failures=$((failures + 1))
  elif [ "$(count_candles "$file")" != "$full" ]; then
    echo "round $round: after reopening, $(count_candles "$file") of $full candles"; failures=$((failures + 1))
  fi
done
echo "$rounds kills: $empty before the file had content, $schema before the schema, $none with the schema and no" \
  "candle, $all with all $full candles"
if [ "$failures" -gt 0 ]; then
  echo "SQLite kill check: $failures failure(s)"
  exit 1
fi
echo "SQLite kill check passed: never a partial write, every file reopened"
