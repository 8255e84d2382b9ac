#!/usr/bin/env python3
"""A bounded load on the reference server's SUWIKI API, then an exact reconciliation of every student's points.

    Scripts/server-load.py --url http://127.0.0.1:PORT [--clients 8] [--seconds 20]
    Scripts/server-load.py --url-file FILE --faults --stop-file FILE ...     (as check-server-kills.sh runs it)
    Scripts/server-load.py --api couple --url http://127.0.0.1:PORT [--clients 8] [--seconds 20]
    Scripts/server-load.py --api hous --url http://127.0.0.1:PORT [--clients 8] [--seconds 20] [--roommates 3]

`--api couple` plays couples of the couple app (battles, reports, results, coupons) and `--api hous` rooms of Hous
(rules, events, checks, profiles) instead of SUWIKI's students, each with its own reconciliation from the API:
Scripts/load/couple.py and Scripts/load/hous.py say what they send and check. The options, the table, the answer
checks, the retry and in-doubt rules and the exit codes below are the same for every API (Scripts/load/common.py);
`--remove-chance`, `--rebuy` and `--read-chance` are SUWIKI's, `--roommates` Hous's.

Loopback only: a URL whose host is not 127.0.0.0/8, ::1 or `localhost` is refused (exit 64). Python's standard
library only: one thread and one keep-alive `http.client` connection per client (per partner or roommate with
`--api couple` or `hous`).

Each client signs up a throw-away student (`POST /suwiki/user/join`, then login) and loops until `--seconds` pass (or
`--stop-file` appears): writes an evaluation on a lecture the student has not evaluated (+10), an exam post on a
lecture it has no exam post on (+20), buys another lecture's exam posts (−20; now and then one it already bought,
which must be EXAM_POST002 and charge nothing), sometimes removes one of its own posts (−30, USER006 below 30), now
and then reads a bought lecture's exam posts (`canRead` must be true), and reads its page. Now and then
(`--race-chance`) a loop starts with a race: the same purchase, or the same evaluation, sent twice at once on two
connections; at most one may be accepted, the other refused (EXAM_POST002 or USER006; POSTS001). When the student has
evaluated every lecture the client signs up the next one. The point values are LectureEvaluationKit's
(`PointsReason.delta`): evaluation +10, exam post +20, purchase −20, removing a post −30.

Every answer is checked against the statuses and codes `docs/openapi/domainkits-server.yaml` documents for the
operation; a 5xx or an undocumented status or code fails the run. Tokens: on a 401 TOKEN001 (expired) the client
refreshes (`POST /suwiki/user/refresh`, the refresh token raw in `Authorization`) and sends the request again; a
refresh whose answer was lost is sent again and, when the first one did rotate, answers 401, so the client signs in
again. A connection that cannot be opened is retried with backoff (the request was not sent); a request sent and then
cut off (a reset, a closed connection, a timeout) is "in doubt": a read is sent again, a write is not, and its outcome
is settled by the reconciliation. Without `--faults`, any connection error fails the run.

The reconciliation, per student, from the API only (`/user/my-page`, `/evaluate-posts/written`, `/exam-posts/written`,
`GET /exam-posts/purchase`):
  - the counters on the page equal the lists (`writtenEvaluation`, `writtenExam`, `viewExam`);
  - every write the client saw accepted is listed unless the client removed it; none it saw refused is listed; a post
    is listed only if the client wrote it (accepted or in doubt) on that lecture;
  - every purchase the client saw accepted is listed exactly once; a lecture whose purchases were all refused for
    points (USER006) is not listed; EXAM_POST002 comes only after a purchase that was accepted or in doubt;
  - a removal seen accepted took its post off the list; a removal seen refused left it;
  - points = 10 × evaluations listed + 20 × exam posts listed − 20 × purchases listed − 20 × evaluations removed −
    10 × exam posts removed (a removed post was +10 or +20 when written, then −30), where "removed" counts the posts
    the client saw listed, asked to remove (accepted or in doubt) and no longer finds; so an in-doubt write or
    purchase may have happened or not, but it is charged exactly as the lists say.
And per lecture (`GET /lecture`, `GET /evaluate-posts`): the averages the server shows equal the averages of the
evaluations it lists (float32 precision).

Output: a table (requests, requests/s, p50 and p99 in ms, per operation and overall, for the answers that had a
status), the counts of 2xx/4xx/5xx/connection errors, then the reconciliation summary. Exit 0 when everything held,
1 otherwise, 64 for a bad invocation. `--events FILE` writes every request as a JSON line (check-server-drain.sh
reads it); `--progress FILE` is rewritten every 0.2 s with the number of accepted writes (check-server-kills.sh
watches it to see the load resume after a restart).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import threading
import time

from load import couple, hous
from load.common import (Connection, GaveUp, InDoubt, Player, Recorder, Stopped, Target, finish, load,
                         report_doubts)

# --- What the document allows: per operation, status -> the codes a 4xx may carry (None: a success). -------------
UNAUTHORIZED = {"SECURITY001", "TOKEN001"}
DOCUMENTED = {
    "join": {200: None, 400: {"PARAM001", "USER010"}, 413: {"PARAM001"}},
    "login": {200: None, 400: {"PARAM001"}, 401: {"SECURITY003"}, 413: {"PARAM001"}},
    "refresh": {200: None, 401: UNAUTHORIZED},
    "my-page": {200: None, 401: UNAUTHORIZED},
    "lecture-list": {200: None, 400: {"PARAM001", "OPTION001"}, 401: UNAUTHORIZED},
    "lecture": {200: None, 400: {"PARAM001"}, 401: UNAUTHORIZED, 403: {"USER008"}, 404: {"LECTURE001"}},
    "evaluation-page": {200: None, 400: {"PARAM001"}, 401: UNAUTHORIZED, 403: {"USER008"}, 404: {"LECTURE001"}},
    "write-evaluation": {200: None, 400: {"PARAM001", "POSTS001"}, 401: UNAUTHORIZED, 403: {"USER008"},
                         404: {"LECTURE001"}, 413: {"PARAM001"}},
    "remove-evaluation": {200: None, 400: {"PARAM001", "USER006"}, 401: UNAUTHORIZED, 403: {"USER008", "USER11"},
                          404: {"EVALUATE_POST001"}},
    "written-evaluations": {200: None, 400: {"PARAM001"}, 401: UNAUTHORIZED, 403: {"USER008"}},
    "exam-page": {200: None, 400: {"PARAM001"}, 401: UNAUTHORIZED, 403: {"USER008"}, 404: {"LECTURE001"}},
    "write-exam-post": {200: None, 400: {"PARAM001", "POSTS001"}, 401: UNAUTHORIZED, 403: {"USER008"},
                        404: {"LECTURE001"}, 413: {"PARAM001"}},
    "remove-exam-post": {200: None, 400: {"PARAM001", "USER006"}, 401: UNAUTHORIZED, 403: {"USER008", "USER11"},
                         404: {"EXAM_POST001"}},
    "written-exam-posts": {200: None, 400: {"PARAM001"}, 401: UNAUTHORIZED},
    "purchase": {200: None, 400: {"PARAM001", "EXAM_POST002", "USER006"}, 401: UNAUTHORIZED, 403: {"USER008"},
                 404: {"LECTURE001"}},
    "purchases": {200: None, 401: UNAUTHORIZED},
}
WRITES = {"join", "refresh", "write-evaluation", "write-exam-post", "remove-evaluation", "remove-exam-post",
          "purchase"}

# LectureEvaluationKit's PointsReason.delta.
EVALUATION_WRITTEN, EXAM_POST_WRITTEN, EXAM_INFO_PURCHASED, POST_REMOVED = 10, 20, -20, -30

EXAM_TYPES = ["중간고사", "기말고사", "쪽지", "기타"]
EXAM_INFO = ["족보, PPT", "교재", "필기, 응용", "족보, 교재, 과제", "실습"]
EXAM_DIFFICULTIES = ["쉬움", "보통", "어려움"]
LECTURE_TAG = re.compile(r"\[load lecture (\d+)\]")


class Student:
    """A throw-away account and what its client saw happen."""

    def __init__(self, login: str):
        self.login, self.password, self.email = login, f"{login}-pw!", f"{login}@load.example"
        self.access = self.refresh_token = None
        self.evaluations: dict[int, str] = {}  # lecture -> "ok" | "refused CODE" | "doubt"
        self.exam_posts: dict[int, str] = {}
        self.purchases: dict[int, list[str]] = {}  # lecture -> outcomes, in order
        self.removals: dict[tuple[str, int], dict] = {}  # (kind, post id) -> {lecture, outcomes}
        self.doubts: list[dict] = []  # every write in doubt: op, what, when sent; "happened" once settled
        self.closed = False  # could not be signed up or in: left out of the reconciliation


class Client(Player):
    scheme = ""  # SUWIKI takes the raw JWT in Authorization
    expired = frozenset({"TOKEN001"})

    def __init__(self, number, options, lectures, target, recorder, stop, deadline, rng_seed):
        super().__init__(f"client-{number}", options, target, recorder, stop, deadline, rng_seed)
        self.number, self.lectures = number, lectures
        self.students: list[Student] = []
        self.second: Connection | None = None  # the other connection of a race
        self.races = 0

    def connections(self):
        return [self.http, self.second]

    # --- accounts and tokens ---------------------------------------------------------------------------------------

    def sign_up(self) -> Student:
        student = Student(f"ld{self.options.run_tag}c{self.number}s{len(self.students)}")
        self.students.append(student)
        body = {"loginId": student.login, "password": student.password, "email": student.email}
        in_doubt = None
        while True:
            try:
                status, code, _ = self.http.call("join", "POST", "/suwiki/user/join", body)
            except InDoubt as error:
                in_doubt = in_doubt or {"op": "join", "what": student.login, "start": error.start}
                continue
            if in_doubt:  # sent again: USER010 says the first one made the account
                student.doubts.append({**in_doubt, "happened": status == 400 and code == "USER010"})
            if status == 200 or (status == 400 and code == "USER010" and in_doubt):
                break
            student.closed = True
            raise RuntimeError(f"sign-up of {student.login}: {status} {code}")
        self.sign_in(student)
        return student

    def sign_in(self, student: Student, http=None):
        body = {"loginId": student.login, "password": student.password}
        while True:
            try:
                status, code, parsed = (http or self.http).call("login", "POST", "/suwiki/user/login", body)
            except InDoubt:
                continue
            if status == 200:
                student.access, student.refresh_token = parsed["AccessToken"], parsed["RefreshToken"]
                return
            student.closed = True
            raise RuntimeError(f"login of {student.login}: {status} {code}")

    def refresh_request(self, student, http):
        return http.call("refresh", "POST", "/suwiki/user/refresh", token=student.refresh_token)

    def take_tokens(self, student, parsed, http):
        student.access, student.refresh_token = parsed["AccessToken"], parsed["RefreshToken"]

    # --- one loop --------------------------------------------------------------------------------------------------

    def evaluation_body(self, student, lecture):
        info = self.lectures[lecture]
        return {
            "lectureName": info["name"], "professor": info["professor"],
            "selectedSemester": self.rng.choice(info["semesters"]),
            "satisfaction": self.rng.randint(1, 10) / 2, "learning": self.rng.randint(1, 10) / 2,
            "honey": self.rng.randint(1, 10) / 2, "team": self.rng.randint(0, 1),
            "difficulty": self.rng.randint(0, 2), "homework": self.rng.randint(0, 2),
            "content": f"[load lecture {lecture}] {student.login}: 설명이 분명하고 과제 양이 적당했습니다. 추천합니다.",
        }

    def write(self, student, kind, lecture):
        info = self.lectures[lecture]
        semester = self.rng.choice(info["semesters"])
        tag = f"[load lecture {lecture}]"
        if kind == "evaluation":
            op, path, ledger = "write-evaluation", f"/suwiki/evaluate-posts?lectureId={lecture}", student.evaluations
            body = self.evaluation_body(student, lecture)
        else:
            op, path, ledger = "write-exam-post", f"/suwiki/exam-posts?lectureId={lecture}", student.exam_posts
            body = {
                "lectureName": info["name"], "professor": info["professor"], "selectedSemester": semester,
                "examType": self.rng.choice(EXAM_TYPES), "examInfo": self.rng.choice(EXAM_INFO),
                "examDifficulty": self.rng.choice(EXAM_DIFFICULTIES),
                "content": f"{tag} {student.login}: 족보와 비슷하게 나왔고 PPT 예제를 꼭 풀어보세요.",
            }
        try:
            status, code, _ = self.authed(student, op, "POST", path, body)
        except InDoubt as error:
            ledger[lecture] = "doubt"
            student.doubts.append({"op": op, "what": lecture, "start": error.start})
            return
        ledger[lecture] = "ok" if status == 200 else f"refused {code}"
        if status != 200:
            self.recorder.anomaly(f"{student.login}: {op} on {lecture}, a lecture it had not written on: "
                                  f"{status} {code}")

    def purchase(self, student, exclude):
        bought = [lecture for lecture, outcomes in student.purchases.items()
                  if any(o in ("ok", "doubt") for o in outcomes)]
        fresh = [lecture for lecture in self.lectures if lecture not in bought and lecture != exclude]
        if fresh and self.rng.random() >= self.options.rebuy:
            lecture = self.rng.choice(fresh)
        elif bought:
            lecture = self.rng.choice(bought)
        else:
            return
        outcomes = student.purchases.setdefault(lecture, [])
        try:
            status, code, _ = self.authed(student, "purchase", "POST",
                                          f"/suwiki/exam-posts/purchase?lectureId={lecture}")
        except InDoubt as error:
            if "doubt" not in outcomes:
                student.doubts.append({"op": "purchase", "what": lecture, "start": error.start,
                                       "after_accepted": "ok" in outcomes})
            outcomes.append("doubt")
            return
        outcomes.append("ok" if status == 200 else f"refused {code}")
        earlier = outcomes[:-1]
        if status == 200 and any(o == "ok" for o in earlier):
            self.recorder.anomaly(f"{student.login}: lecture {lecture} bought twice (both 200)")
        if code == "EXAM_POST002" and not any(o in ("ok", "doubt") for o in earlier):
            self.recorder.anomaly(f"{student.login}: EXAM_POST002 on lecture {lecture}, never bought before")
        if status == 400 and code == "USER006" and any(o == "ok" for o in earlier):
            self.recorder.anomaly(f"{student.login}: USER006 on lecture {lecture}, already bought "
                                  "(EXAM_POST002 is checked first)")
        if status == 200 and self.rng.random() < self.options.read_chance:
            status, code, parsed = self.authed(student, "exam-page", "GET",
                                               f"/suwiki/exam-posts?lectureId={lecture}&page=1")
            if status == 200 and not parsed.get("canRead"):
                self.recorder.anomaly(f"{student.login}: lecture {lecture} bought (200) but canRead is false")

    def remove(self, student):
        kind = self.rng.choice(["evaluation", "exam"])
        listing = "/suwiki/evaluate-posts/written?page=1" if kind == "evaluation" else \
            "/suwiki/exam-posts/written?page=1"
        list_op = "written-evaluations" if kind == "evaluation" else "written-exam-posts"
        status, code, parsed = self.authed(student, list_op, "GET", listing)
        if status != 200 or not parsed.get("data"):
            return
        item = self.rng.choice(parsed["data"])
        match = LECTURE_TAG.search(item.get("content", ""))
        if not match:
            self.recorder.anomaly(f"{student.login}: its own {kind} post {item.get('id')} has no load tag")
            return
        lecture, post = int(match.group(1)), item["id"]
        record = student.removals.setdefault((kind, post), {"lecture": lecture, "outcomes": []})
        op = "remove-evaluation" if kind == "evaluation" else "remove-exam-post"
        path = f"/suwiki/evaluate-posts?evaluateIdx={post}" if kind == "evaluation" else \
            f"/suwiki/exam-posts?examIdx={post}"
        try:
            status, code, _ = self.authed(student, op, "DELETE", path)
        except InDoubt as error:
            record["outcomes"].append("doubt")
            student.doubts.append({"op": op, "what": post, "start": error.start})
            return
        record["outcomes"].append("ok" if status == 200 else f"refused {code}")
        if status != 200 and code != "USER006":
            self.recorder.anomaly(f"{student.login}: {op} of its own post {post}: {status} {code}")

    def race(self, student):
        """The same request twice at once on two connections: a purchase of a lecture the student has not bought,
        or an evaluation of a lecture it has not evaluated. At most one may be accepted; the other is refused
        (EXAM_POST002 or USER006; POSTS001) and charges nothing, which the reconciliation checks."""
        self.authed(student, "my-page", "GET", "/suwiki/user/my-page")  # a fresh access token first
        if self.rng.random() < 0.5:
            fresh = [lecture for lecture in self.lectures if lecture not in student.purchases]
            op, refusals = "purchase", {"EXAM_POST002", "USER006"}
        else:
            fresh = [lecture for lecture in self.lectures if lecture not in student.evaluations]
            op, refusals = "write-evaluation", {"POSTS001"}
        if not fresh:
            return
        lecture = self.rng.choice(fresh)
        if op == "purchase":
            path, body = f"/suwiki/exam-posts/purchase?lectureId={lecture}", None
        else:
            path, body = f"/suwiki/evaluate-posts?lectureId={lecture}", self.evaluation_body(student, lecture)
        if self.second is None:
            self.second = Connection(self.http.target, self.recorder, self.stop, self.options.recovery)
        results: list = [None, None]

        def send(index, connection):
            try:
                results[index] = connection.call(op, "POST", path, body, token=student.access)
            except (InDoubt, Stopped, GaveUp) as error:
                results[index] = error

        threads = [threading.Thread(target=send, args=(0, self.http)),
                   threading.Thread(target=send, args=(1, self.second))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        outcomes, doubt_start = [], None
        for result in results:
            if isinstance(result, InDoubt):
                outcomes.append("doubt")
                doubt_start = doubt_start or result.start
            elif isinstance(result, Exception):
                outcomes.append("refused unsent")  # never sent: nothing happened
            else:
                status, code, _ = result
                outcomes.append("ok" if status == 200 else f"refused {code}")
                if status not in (200, 401) and code not in refusals:
                    self.recorder.anomaly(f"{student.login}: {op} race on lecture {lecture}: {status} {code}")
        self.races += 1
        if outcomes.count("ok") > 1:
            self.recorder.anomaly(f"{student.login}: {op} race on lecture {lecture}: both accepted")
        if doubt_start is not None and "ok" not in outcomes:
            student.doubts.append({"op": op, "what": lecture, "start": doubt_start, "after_accepted": False})
        if op == "purchase":
            student.purchases[lecture] = outcomes
        else:
            student.evaluations[lecture] = "ok" if "ok" in outcomes else ("doubt" if "doubt" in outcomes
                                                                          else outcomes[0])
        for result in results:
            if isinstance(result, (Stopped, GaveUp)):
                raise result

    def one_loop(self, student):
        if self.rng.random() < self.options.race_chance:
            self.race(student)
        open_evaluations = [lecture for lecture in self.lectures if lecture not in student.evaluations]
        open_exams = [lecture for lecture in self.lectures if lecture not in student.exam_posts]
        if open_evaluations:
            self.write(student, "evaluation", self.rng.choice(open_evaluations))
        exam_lecture = None
        if open_exams:
            exam_lecture = self.rng.choice(open_exams)
            self.write(student, "exam", exam_lecture)
        self.purchase(student, exclude=exam_lecture)
        if self.rng.random() < self.options.remove_chance:
            self.remove(student)
        self.authed(student, "my-page", "GET", "/suwiki/user/my-page")
        return bool(open_evaluations) or bool(open_exams)

    def play(self):
        student = self.sign_up()
        while not self.finished():
            if not self.one_loop(student) and not self.finished():
                student = self.sign_up()


# --- reconciliation --------------------------------------------------------------------------------------------------

def pages(client: Client, student: Student, op: str, path: str):
    items, page = [], 1
    while True:
        status, code, parsed = client.authed(student, op, "GET", f"{path}?page={page}")
        if status != 200:
            raise RuntimeError(f"{student.login}: GET {path} page {page}: {status} {code}")
        if not parsed["data"]:
            return items
        items.extend(parsed["data"])
        page += 1


def reconcile_student(client: Client, student: Student) -> tuple[list[str], dict]:
    problems: list[str] = []
    name = student.login
    status, code, page = client.authed(student, "my-page", "GET", "/suwiki/user/my-page")
    if status != 200:
        return [f"{name}: my-page {status} {code}"], {}
    evaluations = pages(client, student, "written-evaluations", "/suwiki/evaluate-posts/written")
    exam_posts = pages(client, student, "written-exam-posts", "/suwiki/exam-posts/written")
    status, code, bought = client.authed(student, "purchases", "GET", "/suwiki/exam-posts/purchase")
    if status != 200:
        return [f"{name}: purchases {status} {code}"], {}
    purchases = [item["id"] for item in bought["data"]]

    # Counters.
    for label, counter, listed in (("writtenEvaluation", page["writtenEvaluation"], len(evaluations)),
                                   ("writtenExam", page["writtenExam"], len(exam_posts)),
                                   ("viewExam", page["viewExam"], len(purchases))):
        if counter != listed:
            problems.append(f"{name}: {label} is {counter}, the list has {listed}")
    if len(set(purchases)) != len(purchases):
        problems.append(f"{name}: a lecture appears twice among the purchases {sorted(purchases)}")

    removed = {"evaluation": 0, "exam": 0}
    doubts = {"doubt_writes": 0, "doubt_purchases": 0, "doubt_removals": 0}
    for kind, listed_items, writes in (("evaluation", evaluations, student.evaluations),
                                       ("exam", exam_posts, student.exam_posts)):
        by_lecture: dict[int, int] = {}
        listed_ids = set()
        for item in listed_items:
            listed_ids.add(item["id"])
            match = LECTURE_TAG.search(item.get("content", ""))
            if not match:
                problems.append(f"{name}: listed {kind} post {item['id']} is not one this client wrote")
                continue
            lecture = int(match.group(1))
            if lecture in by_lecture:
                problems.append(f"{name}: two {kind} posts on lecture {lecture}")
            by_lecture[lecture] = item["id"]
        removed_lectures = set()
        for (removal_kind, post), record in student.removals.items():
            if removal_kind != kind:
                continue
            outcomes = record["outcomes"]
            gone = post not in listed_ids
            if "ok" in outcomes and not gone:
                problems.append(f"{name}: {kind} post {post} removed (200) but still listed")
            if outcomes and all(o.startswith("refused") for o in outcomes) and gone:
                problems.append(f"{name}: {kind} post {post} refused removal ({outcomes}) but is gone")
            if gone and any(o in ("ok", "doubt") for o in outcomes):
                removed[kind] += 1
                removed_lectures.add(record["lecture"])
            doubts["doubt_removals"] += outcomes.count("doubt")
        for lecture, outcome in writes.items():
            doubts["doubt_writes"] += outcome == "doubt"
            listed = lecture in by_lecture
            if outcome == "ok" and not listed and lecture not in removed_lectures:
                problems.append(f"{name}: {kind} on lecture {lecture} accepted (200) but not listed (lost write)")
            if outcome.startswith("refused") and listed:
                problems.append(f"{name}: {kind} on lecture {lecture} refused ({outcome}) but listed")
        for lecture in by_lecture:
            if writes.get(lecture) not in ("ok", "doubt"):
                problems.append(f"{name}: {kind} on lecture {lecture} listed, the client's write was "
                                f"{writes.get(lecture, 'never sent')}")

    for lecture, outcomes in student.purchases.items():
        doubts["doubt_purchases"] += outcomes.count("doubt")
        listed = lecture in purchases
        if "ok" in outcomes and not listed:
            problems.append(f"{name}: purchase of lecture {lecture} accepted (200) but not listed")
        if not any(o in ("ok", "doubt") for o in outcomes) and listed:
            problems.append(f"{name}: lecture {lecture} listed as bought, every purchase was refused {outcomes}")
    for lecture in purchases:
        if lecture not in student.purchases:
            problems.append(f"{name}: lecture {lecture} listed as bought, the client never bought it")

    # Settle the doubts: did the write the client lost the answer of happen?
    listed_posts = {"write-evaluation": {int(LECTURE_TAG.search(i.get("content", "")).group(1))
                                         for i in evaluations if LECTURE_TAG.search(i.get("content", ""))},
                    "write-exam-post": {int(LECTURE_TAG.search(i.get("content", "")).group(1))
                                        for i in exam_posts if LECTURE_TAG.search(i.get("content", ""))}}
    listed_ids = {"remove-evaluation": {i["id"] for i in evaluations}, "remove-exam-post": {i["id"] for i in exam_posts}}
    removed_by_lecture = {"write-evaluation": set(), "write-exam-post": set()}
    for (kind, post), record in student.removals.items():
        if post not in listed_ids["remove-evaluation" if kind == "evaluation" else "remove-exam-post"] and \
                any(o in ("ok", "doubt") for o in record["outcomes"]):
            removed_by_lecture["write-evaluation" if kind == "evaluation" else "write-exam-post"].add(record["lecture"])
    for doubt in student.doubts:
        if "happened" in doubt:
            continue
        op, what = doubt["op"], doubt["what"]
        if op in listed_posts:
            doubt["happened"] = what in listed_posts[op] or what in removed_by_lecture[op]
        elif op == "purchase":
            doubt["happened"] = (not doubt["after_accepted"] and what in purchases
                                 and "ok" not in student.purchases.get(what, []))
        else:  # a removal
            kind = "evaluation" if op == "remove-evaluation" else "exam"
            doubt["happened"] = what not in listed_ids[op] and "ok" not in student.removals[(kind, what)]["outcomes"]

    expected = (EVALUATION_WRITTEN * len(evaluations) + EXAM_POST_WRITTEN * len(exam_posts)
                + EXAM_INFO_PURCHASED * len(purchases)
                + (EVALUATION_WRITTEN + POST_REMOVED) * removed["evaluation"]
                + (EXAM_POST_WRITTEN + POST_REMOVED) * removed["exam"])
    if page["point"] != expected:
        problems.append(
            f"{name}: {page['point']} points, the lists say {expected} (evaluations {len(evaluations)}, exam posts "
            f"{len(exam_posts)}, purchases {len(purchases)}, removed {removed['evaluation']} evaluations and "
            f"{removed['exam']} exam posts)")
    figures = {"points": page["point"], "evaluations": len(evaluations), "exam_posts": len(exam_posts),
               "purchases": len(purchases), "removed": removed["evaluation"] + removed["exam"],
               "accepted_purchases": sum(o == "ok" for v in student.purchases.values() for o in v),
               "refused_purchases": sum(o.startswith("refused") for v in student.purchases.values() for o in v),
               **doubts}
    return problems, figures


def reconcile_lectures(client: Client, student: Student) -> list[str]:
    problems = []
    for lecture in client.lectures:
        status, code, form = client.authed(student, "lecture", "GET", f"/suwiki/lecture?lectureId={lecture}")
        if status != 200:
            problems.append(f"lecture {lecture}: {status} {code}")
            continue
        shown = form["data"]
        posts, page = [], 1
        while True:
            status, code, parsed = client.authed(student, "evaluation-page", "GET",
                                                 f"/suwiki/evaluate-posts?lectureId={lecture}&page={page}")
            if status != 200:
                problems.append(f"lecture {lecture} evaluations page {page}: {status} {code}")
                break
            if not parsed["data"]:
                break
            posts.extend(parsed["data"])
            page += 1
        count = len(posts)

        def mean(key):
            return sum(post[key] for post in posts) / count if count else 0.0

        averages = {"lectureSatisfactionAvg": mean("satisfaction"), "lectureLearningAvg": mean("learning"),
                    "lectureHoneyAvg": mean("honey"), "lectureTeamAvg": mean("team"),
                    "lectureDifficultyAvg": mean("difficulty"), "lectureHomeworkAvg": mean("homework")}
        averages["lectureTotalAvg"] = (averages["lectureSatisfactionAvg"] + averages["lectureHoneyAvg"]
                                       + averages["lectureLearningAvg"]) / 3
        for key, value in averages.items():
            if abs(shown[key] - value) > 1e-4:
                problems.append(f"lecture {lecture}: {key} is {shown[key]}, its {count} evaluations average {value}")
    return problems


def run_suwiki(options, target: Target, seed: int) -> int:
    recorder = Recorder(options.events, DOCUMENTED, WRITES)
    stop = threading.Event()

    # The lectures and their semesters, through a first student of its own.
    setup = Client("setup", options, {}, target, recorder, stop, time.monotonic() + 3600, seed)
    setup.http.interruptible = False
    try:
        admin = setup.sign_up()
        lectures, page = {}, 1
        while True:
            status, code, parsed = setup.authed(admin, "lecture-list", "GET", f"/suwiki/lecture/all?page={page}")
            if status != 200:
                raise RuntimeError(f"GET /suwiki/lecture/all: {status} {code}")
            if not parsed["data"]:
                break
            for item in parsed["data"]:
                semesters = [s.strip() for s in item["semesterList"].split(",") if s.strip()]
                if semesters:
                    lectures[item["id"]] = {"name": item["lectureName"], "professor": item["professor"],
                                            "semesters": semesters}
            page += 1
    except (RuntimeError, GaveUp, InDoubt, Stopped) as error:
        print(f"server-load: setup failed: {error}", file=sys.stderr)
        return 1
    print(f"server-load: {len(lectures)} lectures", flush=True)

    clients, failed = load(recorder, options, stop, lambda n, deadline: Client(
        n, options, lectures, target, recorder, stop, deadline, seed * 1000 + n))

    if not options.no_reconcile:
        recorder.phase = "reconcile"
        all_problems, totals = [], {}
        students = [s for client in clients for s in client.students if not s.closed and s.access]
        checker_by_student = {id(s): c for c in clients for s in c.students}
        for student in students:
            client = checker_by_student[id(student)]
            client.http = Connection(target, recorder, threading.Event(), options.recovery)
            client.http.interruptible = False
            try:
                problems, figures = reconcile_student(client, student)
            except (RuntimeError, GaveUp, InDoubt) as error:
                problems, figures = [f"{student.login}: {error}"], {}
            all_problems.extend(problems)
            for key, value in figures.items():
                totals[key] = totals.get(key, 0) + value
            client.http.close()
        setup.http = Connection(target, recorder, threading.Event(), options.recovery)
        setup.http.interruptible = False
        try:
            lecture_problems = reconcile_lectures(setup, admin)
        except (RuntimeError, GaveUp, InDoubt) as error:
            lecture_problems = [f"lectures: {error}"]
        setup.http.close()
        all_problems.extend(lecture_problems)
        print(f"reconciliation: {len(students)} students, {totals.get('points', 0)} points in all; listed "
              f"{totals.get('evaluations', 0)} evaluations, {totals.get('exam_posts', 0)} exam posts, "
              f"{totals.get('purchases', 0)} purchases; {totals.get('removed', 0)} posts removed; purchases seen "
              f"accepted {totals.get('accepted_purchases', 0)}, refused {totals.get('refused_purchases', 0)}; in "
              f"doubt: {totals.get('doubt_writes', 0)} writes, {totals.get('doubt_purchases', 0)} purchases, "
              f"{totals.get('doubt_removals', 0)} removals; {sum(c.races for c in clients)} races (the same "
              f"purchase or evaluation twice at once); {len(lectures)} lectures' averages checked")
        report_doubts([d for s in students for d in s.doubts])
        for problem in all_problems:
            print(f"MISMATCH {problem}")
        if all_problems:
            failed = True
        else:
            print("reconciliation: every student's points, counters and lists agree")

    doubt_events = [{"doubt": True, "student": student.login, **doubt}
                    for client in clients for student in client.students for doubt in student.doubts]
    return finish(recorder, options, failed, doubt_events)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--url", help="the server's root, http://127.0.0.1:PORT")
    where.add_argument("--url-file", help="a file holding the root, reread after a connection failure")
    parser.add_argument("--api", choices=["suwiki", "couple", "hous"], default="suwiki",
                        help="the API to load: SUWIKI's students (the default), the couple app's couples "
                             "(Scripts/load/couple.py) or Hous's rooms (Scripts/load/hous.py)")
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--stop-file", help="stop (as after --seconds) once this file exists")
    parser.add_argument("--faults", action="store_true",
                        help="connection errors are expected (a kill or a drain); without it they fail the run")
    parser.add_argument("--recovery", type=float, default=60,
                        help="seconds a client keeps retrying a server that does not answer")
    parser.add_argument("--remove-chance", type=float, default=0.15, help="SUWIKI only")
    parser.add_argument("--rebuy", type=float, default=0.1,
                        help="SUWIKI only: how often a purchase is one already made")
    parser.add_argument("--read-chance", type=float, default=0.2, help="SUWIKI only")
    parser.add_argument("--race-chance", type=float, default=0.1,
                        help="how often a loop starts with the same write sent twice at once (SUWIKI: a purchase or "
                             "an evaluation; couple: a battle by both partners, a coupon used twice; Hous: two "
                             "toggles of one todo)")
    parser.add_argument("--roommates", type=int, default=3, help="Hous only: roommates per room (2 to 8)")
    parser.add_argument("--no-reconcile", action="store_true")
    parser.add_argument("--events", help="write every request as a JSON line to this file")
    parser.add_argument("--progress", help="rewrite this file with the number of accepted writes every 0.2 s")
    parser.add_argument("--seed", type=int, default=None)
    options = parser.parse_args()
    if options.clients < 1 or options.seconds <= 0:
        parser.error("--clients and --seconds must be positive")
    if not 2 <= options.roommates <= 8:
        parser.error("--roommates must be 2 to 8 (a Hous room holds 8)")
    try:
        target = Target(options.url, options.url_file)
    except (OSError, ValueError) as error:
        print(f"server-load: {error}", file=sys.stderr)
        return 64
    seed = options.seed if options.seed is not None else random.randrange(1 << 30)
    options.run_tag = f"{seed % 100000:05d}"
    api = "" if options.api == "suwiki" else f", the {options.api} API"
    print(f"server-load: {options.clients} clients, {options.seconds:g} s, seed {seed}, "
          f"http://{target.host}:{target.port}{api}", flush=True)
    if options.api == "couple":
        return couple.run(options, target, seed)
    if options.api == "hous":
        return hous.run(options, target, seed)
    return run_suwiki(options, target, seed)


if __name__ == "__main__":
    sys.exit(main())
