#!/usr/bin/env bash
# Kills the wager demo with SIGKILL while it plays battles into a new database file, most rounds just as it
# finalises the first battle, the others at random moments; then checks what a crash leaves: the file passes
# `PRAGMA integrity_check`, and every battle is in its old or its new state with its coupon, never a mix (a
# finalised or cancelled battle without its coupon, or a coupon whose battle is not settled). The demo then reopens
# the file and completes, and the file is still consistent.
#
#   Scripts/check-sqlite-battle-kills.sh PATH-TO-domainkits [ROUNDS]
#
# The binary must be built with the SQLite trait (`swift build --traits SQLite`). Needs python3 and coreutils'
# stdbuf (line-buffered output, so that the kill can follow the line the demo prints just before it finalises).
set -euo pipefail
binary=$1
rounds=${2:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints the file's state (a word) or, on a broken rule, what is wrong and exits 1.
inspect() {
  python3 - "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
if integrity != "ok":
    print(f"integrity_check: {integrity}"); sys.exit(1)
tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
if "wager_battle" not in tables:
    print("no-schema"); sys.exit(0)
battles = {row[0]: (row[1], row[2]) for row in db.execute("SELECT id, is_live, finalised_at FROM wager_battle")}
coupons = {row[0]: row[1] for row in db.execute("SELECT id, used_at FROM wager_coupon")}
problems = []
for battle, (live, finalised) in sorted(battles.items()):
    settled = not live
    if settled and battle not in coupons:
        problems.append(f"battle {battle} is settled (finalised_at {finalised}) but has no coupon")
for coupon in sorted(coupons):
    if coupon not in battles:
        problems.append(f"coupon {coupon} without its battle")
    elif battles[coupon][0]:
        problems.append(f"coupon {coupon} while its battle is live")
if problems:
    print("a mix: " + "; ".join(problems)); sys.exit(1)
couples = db.execute("SELECT count(*) FROM wager_couple").fetchone()[0]
state = "no-couple" if couples == 0 else "couple"
for battle in ("753", "754"):
    if battle in battles:
        state = f"{battle}-" + ("live" if battles[battle][0] else "settled")
if any(used is not None for used in coupons.values()):
    state = "coupon-used"
print(state)
PY
}

declare -A states=()
failures=0
for round in $(seq 1 "$rounds"); do
  file="$work/killed-$round.sqlite"
  if [ $((round % 4)) -ne 0 ]; then
    # Just as the first battle is finalised: the moment the demo prints the report that precedes it, plus 0-3 ms.
    trigger="빵빵아 reports: completed" delay=$((RANDOM % 3000))
  else
    # Anywhere in the run (about 0.2 s).
    trigger="" delay=$((RANDOM % 250000))
  fi
  python3 - "$binary" "$file" "$trigger" "$delay" <<'PY'
import signal, subprocess, sys, time
binary, path, trigger, delay = sys.argv[1], sys.argv[2], sys.argv[3].encode(), int(sys.argv[4]) / 1e6
demo = subprocess.Popen(
    ["stdbuf", "-oL", binary, "wager", "--database", path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
if trigger:
    for line in demo.stdout:
        if trigger in line:
            break
time.sleep(delay)
demo.send_signal(signal.SIGKILL)
demo.wait()
PY
  if [ ! -s "$file" ]; then
    state=empty
  else
    state=$(inspect "$file") || { echo "round $round: $state"; failures=$((failures + 1)); continue; }
  fi
  states[$state]=$((${states[$state]:-0} + 1))
  # Whatever the kill left, the demo opens the file again and completes, and the file stays consistent.
  if ! "$binary" wager --database "$file" > "$work/reopen.log" 2>&1; then
    echo "round $round: reopening failed:"; tail -3 "$work/reopen.log"; failures=$((failures + 1))
  elif ! after=$(inspect "$file"); then
    echo "round $round: after reopening: $after"; failures=$((failures + 1))
  fi
done
summary=""
for state in "${!states[@]}"; do summary+=" $state=${states[$state]}"; done
echo "$rounds kills, states found:$summary"
if [ "$failures" -gt 0 ]; then
  echo "SQLite battle kill check: $failures failure(s)"
  exit 1
fi
echo "SQLite battle kill check passed: every battle old or new with its coupon, never a mix; every file reopened"
