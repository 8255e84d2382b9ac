#!/usr/bin/env python3
"""Audits the reference server's SQLite store for SUWIKI, read only: what `domainkits-server audit` is to check
(docs/design/reference-server.md §14), from the tables, until the server has that subcommand.

    Scripts/server-audit-sqlite.py FILE [--copy]

`--copy` audits a copy of FILE and its -wal and -shm files (made first, in a temporary folder), so a store a killed
server left is recovered by the copy's connection, not the original's: the server's own start-up then meets the
crash exactly as the kill left it.

Checks (each failure is printed; exit 1 when any, 0 otherwise):
  - `PRAGMA integrity_check` is ok and `PRAGMA foreign_key_check` finds nothing;
  - per student (`evaluation_student`): the ledger (`points_entry`, in order) starts from 0 and each entry's balance is
    the previous one plus its reason's change (LectureEvaluationKit's `PointsReason.delta`), the last balance is the
    points; the counters equal the student's posts and purchases; each purchase has exactly one
    `examInfoPurchased` entry for its lecture and no entry is without its purchase; written − removed entries equal
    the posts (only when no report was ever upheld, which uncounts a post without an entry of the author's);
  - per lecture: the stored count and sums equal those of its evaluations (`LectureAverages(recomputing:)`);
  - the server's side: every SUWIKI account names a student (a student without an account is the harmless orphan of a
    crash during sign-up, §7.4, counted, not failed); every post id is below its sequence's next value (a crash burns
    an id, never reuses one).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import sys
import tempfile

DELTA = {"evaluationWritten": 10, "examPostWritten": 20, "examInfoPurchased": -20, "evaluationDeleted": -30,
         "examPostDeleted": -30, "reportUpheld": 1}


def audit(path: str) -> tuple[list[str], dict]:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    problems: list[str] = []
    integrity = db.execute("PRAGMA integrity_check").fetchall()
    if integrity != [("ok",)]:
        problems.append(f"integrity_check: {integrity[:5]}")
    foreign = db.execute("PRAGMA foreign_key_check").fetchall()
    if foreign:
        problems.append(f"foreign_key_check: {foreign[:5]}")

    students = db.execute(
        "SELECT id, points, written_evaluations, written_exam_posts, purchased_exam_info FROM evaluation_student"
    ).fetchall()
    ledger: dict[str, list[tuple]] = {}
    for sequence, student, reason, lecture, balance in db.execute(
            "SELECT sequence, student, reason, lecture_id, balance FROM points_entry ORDER BY sequence"):
        ledger.setdefault(student, []).append((sequence, reason, lecture, balance))
    evaluations = dict(db.execute("SELECT author, count(*) FROM evaluation_post GROUP BY author").fetchall())
    exam_posts = dict(db.execute("SELECT author, count(*) FROM exam_post GROUP BY author").fetchall())
    purchases: dict[str, set[int]] = {}
    for student, lecture in db.execute("SELECT student, lecture_id FROM exam_purchase"):
        purchases.setdefault(student, set()).add(lecture)
    upheld = db.execute("SELECT count(*) FROM points_entry WHERE reason = 'reportUpheld'").fetchone()[0]

    for student, points, written_evaluations, written_exam_posts, purchased in students:
        entries = ledger.get(student, [])
        balance = 0
        for sequence, reason, lecture, stored in entries:
            if reason not in DELTA:
                problems.append(f"student {student}: entry {sequence} has an unknown reason {reason!r}")
                continue
            balance += DELTA[reason]
            if stored != balance:
                problems.append(f"student {student}: entry {sequence} ({reason}) says {stored}, the ledger sums to "
                                f"{balance}")
                balance = stored
        if balance != points:
            problems.append(f"student {student}: {points} points, the ledger ends at {balance}")
        if written_evaluations != evaluations.get(student, 0):
            problems.append(f"student {student}: written_evaluations {written_evaluations}, "
                            f"{evaluations.get(student, 0)} evaluations")
        if written_exam_posts != exam_posts.get(student, 0):
            problems.append(f"student {student}: written_exam_posts {written_exam_posts}, "
                            f"{exam_posts.get(student, 0)} exam posts")
        bought = purchases.get(student, set())
        if purchased != len(bought):
            problems.append(f"student {student}: purchased_exam_info {purchased}, {len(bought)} purchases")
        charged: dict[int, int] = {}
        for _, reason, lecture, _ in entries:
            if reason == "examInfoPurchased":
                charged[lecture] = charged.get(lecture, 0) + 1
        for lecture in bought:
            if charged.get(lecture, 0) != 1:
                problems.append(f"student {student}: the purchase of lecture {lecture} has {charged.get(lecture, 0)} "
                                "ledger entries")
        for lecture, count in charged.items():
            if lecture not in bought:
                problems.append(f"student {student}: charged {count}× for lecture {lecture}, which it did not buy")
        if not upheld:
            reasons = [reason for _, reason, _, _ in entries]
            net_evaluations = reasons.count("evaluationWritten") - reasons.count("evaluationDeleted")
            net_exam_posts = reasons.count("examPostWritten") - reasons.count("examPostDeleted")
            if net_evaluations != evaluations.get(student, 0):
                problems.append(f"student {student}: the ledger nets {net_evaluations} evaluations, "
                                f"{evaluations.get(student, 0)} stored")
            if net_exam_posts != exam_posts.get(student, 0):
                problems.append(f"student {student}: the ledger nets {net_exam_posts} exam posts, "
                                f"{exam_posts.get(student, 0)} stored")
    known = {row[0] for row in students}
    for student in ledger:
        if student not in known:
            problems.append(f"ledger entries for {student}, who is not a student")

    recomputed = {row[0]: row[1:] for row in db.execute(
        "SELECT lecture_id, count(*), sum(satisfaction_half_points), sum(learning_half_points), "
        "sum(honey_half_points), sum(team), sum(difficulty), sum(homework) FROM evaluation_post GROUP BY lecture_id")}
    lectures = db.execute(
        "SELECT id, posts_count, satisfaction_half_points, learning_half_points, honey_half_points, team_sum, "
        "difficulty_sum, homework_sum FROM evaluation_lecture").fetchall()
    for lecture, *stored in lectures:
        expected = list(recomputed.get(lecture, (0, 0, 0, 0, 0, 0, 0)))
        if list(stored) != expected:
            problems.append(f"lecture {lecture}: stored count and sums {stored}, its evaluations give {expected}")

    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    orphans = 0
    if "accounts" in tables:
        accounts = {row[0] for row in db.execute("SELECT kit_id FROM accounts WHERE api = 'suwiki'")}
        for kit_id in accounts - known:
            problems.append(f"SUWIKI account for student {kit_id}, who is not a student")
        orphans = len(known - accounts)
    if "sequences" in tables:
        sequences = dict(db.execute("SELECT name, next FROM sequences").fetchall())
        for name, table in (("suwiki-evaluation", "evaluation_post"), ("suwiki-exam-post", "exam_post"),
                            ("suwiki-student", "evaluation_student")):
            highest = db.execute(f"SELECT max(CAST(id AS INTEGER)) FROM {table}").fetchone()[0]
            if highest is not None and name in sequences and highest >= sequences[name]:
                problems.append(f"{table}: id {highest} is not below the sequence's next value {sequences[name]}")
    figures = {"students": len(students), "entries": sum(len(v) for v in ledger.values()),
               "evaluations": sum(evaluations.values()), "exam_posts": sum(exam_posts.values()),
               "purchases": sum(len(v) for v in purchases.values()), "lectures": len(lectures), "orphans": orphans}
    db.close()
    return problems, figures


def main(arguments: list[str]) -> int:
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    path, copy = arguments[0], "--copy" in arguments[1:]
    if not os.path.exists(path):
        print(f"server-audit-sqlite: no file {path}", file=sys.stderr)
        return 64
    folder = None
    try:
        if copy:
            folder = tempfile.mkdtemp(prefix="server-audit-")
            for suffix in ("", "-wal", "-shm"):
                if os.path.exists(path + suffix):
                    shutil.copyfile(path + suffix, os.path.join(folder, "store.sqlite" + suffix))
            path = os.path.join(folder, "store.sqlite")
            # The copy may need WAL recovery, which a read-only connection cannot do: recover it read-write.
            recovering = sqlite3.connect(path)
            recovering.execute("SELECT count(*) FROM sqlite_master").fetchone()
            recovering.close()
        problems, figures = audit(path)
    finally:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)
    for problem in problems:
        print(f"AUDIT {problem}")
    print(f"audit: {figures['students']} students ({figures['orphans']} without an account), {figures['entries']} "
          f"ledger entries, {figures['evaluations']} evaluations, {figures['exam_posts']} exam posts, "
          f"{figures['purchases']} purchases, {figures['lectures']} lectures: "
          + ("FAILED" if problems else "consistent"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
