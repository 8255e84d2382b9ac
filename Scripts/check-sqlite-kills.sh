#!/usr/bin/env bash
# Kills a demo with SIGKILL at random moments while it writes a batch to a database file, then checks what a crash
# leaves: the file passes `PRAGMA integrity_check` and holds none of the batch or all of it, never part of it (one
# transaction), and the demo reopens it and completes.
#
#   Scripts/check-sqlite-kills.sh PATH-TO-domainkits [ROUNDS] [candles|timetable]
#
# candles (the default): the candles demo creates, migrates and fills a new file. timetable: the timetable demo
# replaces the semester's course catalogue (`CourseRepository.save(_:in:)`); every second round kills a run over a file a
# complete run already filled, so the kill lands in a replace of the old catalogue, which must stay whole.
# The binary must be built with the SQLite trait (`swift build --traits SQLite`).
set -euo pipefail
binary=$1
rounds=${2:-40}
demo=${3:-candles}
case "$demo" in
  candles) table=candle ;;
  timetable) table=course ;;
  *) echo "unknown demo $demo (candles or timetable)"; exit 64 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count_rows() {
  python3 - "$1" "$table" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
if integrity != "ok":
    print(f"integrity_check: {integrity}")
    sys.exit(1)
table = sys.argv[2]
print(db.execute(f"SELECT count(*) FROM {table}").fetchone()[0] if table in tables else "no-schema")
PY
}

# The complete write, for reference.
"$binary" "$demo" --database "$work/reference.sqlite" > /dev/null
full=$(count_rows "$work/reference.sqlite")

failures=0 empty=0 none=0 all=0 schema=0
for round in $(seq 1 "$rounds"); do
  file="$work/killed-$round.sqlite"
  if [ "$demo" = timetable ] && [ $((round % 2)) -eq 0 ]; then
    cp "$work/reference.sqlite" "$file"
  fi
  "$binary" "$demo" --database "$file" > /dev/null 2>&1 &
  pid=$!
  sleep "0.0$(printf '%02d' $((RANDOM % 70)))"
  kill -9 "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  if [ ! -s "$file" ]; then
    empty=$((empty + 1))
  else
    state=$(count_rows "$file") || { echo "round $round: $state"; failures=$((failures + 1)); continue; }
    case "$state" in
      no-schema) schema=$((schema + 1)) ;;
      0) none=$((none + 1)) ;;
      "$full") all=$((all + 1)) ;;
      *) echo "round $round: $state of $full $table rows: a partial write"; failures=$((failures + 1)) ;;
    esac
  fi
  # Whatever the kill left, the demo opens the file again and completes it.
  if ! "$binary" "$demo" --database "$file" > "$work/reopen.log" 2>&1; then
    echo "round $round: reopening failed:"; tail -3 "$work/reopen.log"; failures=$((failures + 1))
  elif [ "$(count_rows "$file")" != "$full" ]; then
    echo "round $round: after reopening, $(count_rows "$file") of $full $table rows"; failures=$((failures + 1))
  fi
done
echo "$demo, $rounds kills: $empty before the file had content, $schema before the schema, $none with the schema" \
  "and no $table row, $all with all $full"
if [ "$failures" -gt 0 ]; then
  echo "SQLite kill check: $failures failure(s)"
  exit 1
fi
echo "SQLite kill check passed: never a partial write, every file reopened"
