#!/usr/bin/env bash
# Runs the demo CLI into the failures a user meets after the command line parsed, and checks how each is reported:
# the sysexits(3) code of its kind, exactly one line on standard error that starts with `Error: ` and says what
# happened in words (a usage error adds ArgumentParser's usage lines after it), never Foundation's
# `NSCocoaErrorDomain` dump nor a bare "SQLite error <number>".
#
#   Scripts/check-cli-failures.sh PATH-TO-domainkits
#
# The binary must be built with the SQLite trait (`swift build --traits SQLite`). Needs python3 (its sqlite3 module
# damages a stored row). The cases need no root: `--database` at a folder, a 444 database file in a writable folder
# (as root, which writes any file, the binary runs as the user nobody through util-linux's setpriv, or the case is
# skipped), a file-size limit (`ulimit -f`, which makes the writes fail with EFBIG), a damaged stored row, an
# `--ics` file in a missing folder, a `--date` that names no day.
set -euo pipefail
binary=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# check NAME CODE SENTENCE-PATTERN [usage] -- COMMAND...: runs COMMAND (stdout discarded) and checks its exit code,
# its one `Error: ` line (an extended regular expression the line must match) and, unless `usage`, that standard
# error holds nothing else.
check() {
  local name=$1 expected=$2 pattern=$3 usage=no
  shift 3
  if [ "$1" = usage ]; then
    usage=yes
    shift
  fi
  shift # --
  local err="$work/stderr" code=0
  "$@" > /dev/null 2> "$err" || code=$?
  local problems=()
  [ "$code" -eq "$expected" ] || problems+=("exit code $code, expected $expected")
  local errors lines
  errors=$(grep -c '^Error: ' "$err" || true)
  lines=$(wc -l < "$err")
  [ "$errors" -eq 1 ] || problems+=("$errors lines start with 'Error: ', expected 1")
  if [ "$usage" = no ] && [ "$lines" -ne 1 ]; then problems+=("$lines lines on standard error, expected 1"); fi
  head -1 "$err" | grep -Eq "^Error: ($pattern)" || problems+=("the first line does not match /^Error: ($pattern)/")
  ! grep -q 'NSCocoaErrorDomain' "$err" || problems+=("a raw NSCocoaErrorDomain dump")
  ! grep -Eq 'SQLite error [0-9]+' "$err" || problems+=("a bare SQLite error number")
  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok    $name: exit $code, $(head -1 "$err")"
  else
    failures=$((failures + 1))
    echo "FAIL  $name: $(IFS=';'; echo "${problems[*]}")"
    sed 's/^/        /' "$err"
  fi
}

# --database at a folder: SQLite would open it and fail at the first read ("disk I/O error").
mkdir "$work/folder.sqlite"
check "--database at a folder" 73 '"[^"]*folder\.sqlite" is a folder, not a database file' -- \
  "$binary" timetable --database "$work/folder.sqlite"
[ -z "$(ls -A "$work/folder.sqlite")" ] || { echo "FAIL  the folder is no longer empty"; failures=$((failures + 1)); }

# A 444 database file in a writable folder: refused at open, and no -wal or -shm is left beside it.
mkdir -m 777 "$work/shared"
"$binary" wager --database "$work/shared/kits.sqlite" > /dev/null
chmod 444 "$work/shared/kits.sqlite"
as_user=()
if [ "$(id -u)" -eq 0 ]; then
  # root writes a 444 file: run a copy of the binary and its resource bundle as nobody.
  if command -v setpriv > /dev/null; then
    chmod 755 "$work"
    mkdir -m 755 "$work/bin"
    cp "$binary" "$work/bin/"
    cp -R "$(dirname "$binary")"/*_domainkits.resources "$work/bin/" 2> /dev/null || true
    chmod -R a+rX "$work/bin"
    if setpriv --reuid=65534 --regid=65534 --clear-groups "$work/bin/$(basename "$binary")" wager > /dev/null 2>&1; then
      as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
      binary_444="$work/bin/$(basename "$binary")"
    fi
  fi
else
  as_user=(env)
  binary_444=$binary
fi
if [ ${#as_user[@]} -gt 0 ]; then
  check "a 444 file" 77 'cannot write to "[^"]*kits\.sqlite": the file, its folder or its file system is read-only' \
    -- "${as_user[@]}" "$binary_444" wager --database "$work/shared/kits.sqlite"
  for companion in -wal -shm; do
    if [ -e "$work/shared/kits.sqlite$companion" ]; then
      echo "FAIL  a 444 file: kits.sqlite$companion was left beside the refused file"
      failures=$((failures + 1))
    fi
  done
else
  echo "skip  a 444 file: running as root without setpriv, every file is writable"
fi

# A file-size limit: below the -shm's 32 KB the -shm cannot grow (SQLite's SQLITE_IOERR_SHMSIZE, 4874); at 64 KB
# the schema's pages do not fit in the -wal (SQLITE_IOERR_WRITE, 778). The CLI ignores SIGXFSZ, so the write fails
# with EFBIG and is reported.
for blocks in 16 64; do
  rm -f "$work/limited.sqlite"*
  check "a file-size limit of $blocks KB" 74 \
    'cannot write to "[^"]*limited\.sqlite": the disk is full or the file has reached its size limit' -- \
    bash -c 'ulimit -f "$1"; exec "$2" timetable --database "$3"' - "$blocks" "$binary" "$work/limited.sqlite"
done

# A damaged stored row: one battle's JSON body cut short, then one without its fields; the second run reads the
# battles back and meets it.
for body in "substr(body, 1, 40)" "'{\"id\":\"753\"}'"; do
  rm -f "$work/damaged.sqlite"*
  "$binary" wager --database "$work/damaged.sqlite" > /dev/null
  python3 - "$work/damaged.sqlite" "$body" << 'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
changed = db.execute(f"UPDATE wager_battle SET body = {sys.argv[2]} WHERE id = '753'").rowcount
db.commit()
sys.exit(0 if changed == 1 else f"no battle 753 in {sys.argv[1]}")
PY
  check "a damaged stored row ($body)" 65 'stored row 753 of wager_battle is invalid: ' -- \
    "$binary" wager --database "$work/damaged.sqlite"
done

# Output files and arguments, without a database.
check "--ics in a missing folder" 73 'cannot write /nonexistent/x\.ics: the folder /nonexistent does not exist' -- \
  "$binary" house --ics /nonexistent/x.ics
check "--date that names no day" 64 '--date 2026-02-30 is not a day: ' usage -- \
  "$binary" house --date 2026-02-30
check "--date that is no date" 64 '--date 20261301 is not a day: ' usage -- \
  "$binary" boxoffice --date 20261301

if [ "$failures" -gt 0 ]; then
  echo "CLI failure check: $failures case(s) reported wrongly"
  exit 1
fi
echo "CLI failure check passed: every failure is one sentence and its sysexits code"
