#!/usr/bin/env bash
# An app and its widget star coins at once: two processes (the demo CLI's `market --database F --star CODE ...`)
# each add 20 coins to one favourites list on one new file, one atomic command per star, interleaved. Every round
# must keep all 40 (a whole-list save lost one of two concurrent additions in 10 of 10 rounds).
#
#   Scripts/check-sqlite-favorites.sh PATH-TO-domainkits [ROUNDS]
#
# The binary must be built with the SQLite trait (`swift build --traits SQLite`).
set -euo pipefail
binary=$1
rounds=${2:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stars() {
  local prefix=$1
  for n in $(seq -w 1 20); do printf -- '--star KRW-%s%s ' "$prefix" "$n"; done
}
failures=0
for round in $(seq 1 "$rounds"); do
  file="$work/favorites-$round.sqlite"
  # shellcheck disable=SC2046
  "$binary" market --database "$file" $(stars A) > "$work/a.log" 2>&1 &
  first=$!
  # shellcheck disable=SC2046
  "$binary" market --database "$file" $(stars B) > "$work/b.log" 2>&1 &
  second=$!
  wait "$first" || { failures=$((failures + 1)); echo "round $round: the first process failed"; tail -3 "$work/a.log"; }
  wait "$second" || { failures=$((failures + 1)); echo "round $round: the second process failed"; tail -3 "$work/b.log"; }
  stored=$("$binary" market --database "$file" --star KRW-A01 | sed -n 's/^  \([0-9]*\) favourites stored$/\1/p')
  if [ "$stored" != 40 ]; then
    failures=$((failures + 1))
    echo "round $round: $stored favourites stored, expected 40"
  fi
done
if [ "$failures" -gt 0 ]; then
  echo "SQLite favourites check: $failures failure(s) in $rounds rounds"
  exit 1
fi
echo "SQLite favourites check passed: $rounds rounds of two processes starring 20 coins each, all 40 kept"
