"""Hous's load (`Scripts/server-load.py --api hous`), then a reconciliation of every room from the API.

Each client signs up `--roommates` roommates (`POST /hous/auth/signup`; 3 by default), the first creates a room
(`POST /room/`, which writes the guide data: the category 청소 with a key rule and an event) and the others join it
with its code (`POST /room/{roomId}/in`); the first adds a category of its own. Each roommate keeps its own keep-alive
connection and sends `Authorization: Bearer <token>`. Then, until `--seconds` pass, a random roommate:

  - adds a rule (`POST /room/{roomId}/rule`) in one of the two categories, with assignees and their weekdays (today,
    in Seoul, often among them), or removes one (`DELETE`); a category holding 20 rules refuses another
    (`제한 개수를 초과하였습니다.`, the kit's `rulesPerCategory`);
  - checks or unchecks one of its todos of today (`PUT /room/{roomId}/rule/{ruleId}/check`: the answer is the state
    asked for); now and then a rule it is not assigned today, which is 403 (`권한이 없는 유저의 요청입니다.`);
  - adds an event (`POST /room/{roomId}/event`) or removes one; a room holding 10 events refuses another;
  - now and then updates its profile (`PUT /user/profile/me`);
  - reads the home, the rules screen or its todos.
Now and then (`--race-chance`) the loop starts with two toggles of one todo at once on two connections: two roommates
assigned the same rule today each set their own check (both are accepted, and both must be kept: one command must not
lose the other's), or one roommate sets it on and off at once (both accepted; the state is then either).

Every answer is checked against the statuses and messages `OpenAPI/hous-server.json` (the document the server serves)
lists for the operation, read from the document itself; a 5xx or anything else fails the run. A 401 `만료된 토큰
입니다.` refreshes (`POST /auth/refresh`, the refresh token as the Bearer token, the new one in the `Refresh-Token`
header) and sends again. A write whose answer was lost is settled at once from the lists (a rule or event by its name,
which the client keeps unique, a removal by a 404, a check by the todos, a profile by the profile) and not sent again.

The reconciliation, per room, from the API only:
  - members: every roommate's room (`GET /room/`) is the room; the rule form's homies are the roommates in join order
    with the names of their last accepted profile, and each profile (`GET /user/profile/me`) is that profile;
  - rules: each category's list holds exactly the guide's rules and those the clients saw added and not removed, and
    each rule (`GET /room/{roomId}/rule/{ruleId}`) has the name, category and assignees with weekdays it was added
    with;
  - todos: each roommate's todos of today are exactly the rules that assign it today, in the order they were added,
    each checked as its last accepted check set it (either state after a roommate's two toggles at once; unchecked
    when never set); the rules screen lists every rule but the key rules, those nobody keeps today first, each group in the order added (the
    kit's `House.todos(on:)`), `isAllChecked` when someone keeps it today and every one of them checked it;
  - events: the home lists exactly the guide's event and those added and not removed, each with its name, icon,
    date and participants.
A room's day is Seoul's: a run that crosses midnight there skips the todo checks (and says so).
Not loaded: rule updates, categories beyond the first added, today's temporary assignees, the personality test,
leaving a room and deleting an account.
"""

from __future__ import annotations

import datetime
import json
import pathlib
import threading

from load.common import (Connection, GaveUp, InDoubt, Player, Recorder, Stopped, at_once, finish, load,
                         report_doubts)

DOCUMENT = pathlib.Path(__file__).resolve().parents[2] / "OpenAPI" / "hous-server.json"
# The operations the load sends: name -> (method, path) in the document, below `/hous`.
OPERATIONS = {
    "signup": ("post", "/auth/signup"), "login": ("post", "/auth/login"), "refresh": ("post", "/auth/refresh"),
    "room": ("get", "/room/"), "create-room": ("post", "/room/"), "join-room": ("post", "/room/{roomId}/in"),
    "rule-form": ("get", "/room/{roomId}/rule/new"), "add-category": ("post", "/room/{roomId}/rules/category"),
    "add-rule": ("post", "/room/{roomId}/rule"), "rule": ("get", "/room/{roomId}/rule/{ruleId}"),
    "remove-rule": ("delete", "/room/{roomId}/rule/{ruleId}"),
    "category-rules": ("get", "/room/{roomId}/category/{categoryId}/rule"),
    "rules-home": ("get", "/room/{roomId}/rules"), "my-todos": ("get", "/room/{roomId}/rules/me"),
    "check": ("put", "/room/{roomId}/rule/{ruleId}/check"), "add-event": ("post", "/room/{roomId}/event"),
    "event": ("get", "/room/{roomId}/event/{eventId}"), "remove-event": ("delete", "/room/{roomId}/event/{eventId}"),
    "home": ("get", "/room/{roomId}/home"), "profile": ("get", "/user/profile/me"),
    "update-profile": ("put", "/user/profile/me"),
}
WRITES = {"signup", "refresh", "create-room", "join-room", "add-category", "add-rule", "remove-rule", "check",
          "add-event", "remove-event", "update-profile"}

EXPIRED = "만료된 토큰 입니다."
TOO_MANY = "제한 개수를 초과하였습니다."
FORBIDDEN = "권한이 없는 유저의 요청입니다."
NOT_FOUND = {"remove-rule": "존재하지 않는 규칙입니다.", "remove-event": "존재하지 않는 이벤트입니다."}
RULES_PER_CATEGORY, EVENTS = 20, 10  # HouseLimits.original
SEOUL = datetime.timezone(datetime.timedelta(hours=9))
JOBS, INTRODUCTIONS, HASHTAGS = ["학생", "개발자", "디자이너", ""], ["반가워요", "잘 부탁해요", ""], ["INTJ", "집순이", "아침형", "ESFP"]
TODAY_CHANCE, UNASSIGNED_CHECK_CHANCE, TODOS_READ_CHANCE = 0.6, 0.1, 0.15


def documented(document: dict) -> dict:
    """Per operation, status -> None for a success, else the messages its error body may carry."""
    def resolve(node):
        while isinstance(node, dict) and "$ref" in node:
            target = document
            for part in node["$ref"].removeprefix("#/").split("/"):
                target = target[part]
            node = target
        return node

    table = {}
    for op, (method, path) in OPERATIONS.items():
        answers = {}
        for status, response in document["paths"][path][method]["responses"].items():
            if status.startswith("2"):
                answers[int(status)] = None
                continue
            schema = resolve(resolve(response)["content"]["application/json"]["schema"])
            answers[int(status)] = set(schema["properties"]["message"]["enum"])
        table[op] = answers
    return table


def profile_of(data: dict) -> dict:
    """The fields of a profile a roommate writes (`PUT /user/profile/me`), from an answer that may hold more."""
    return {key: data[key] for key in ("userName", "job", "introduction", "hashTag")}


def seoul_today() -> datetime.date:
    return datetime.datetime.now(SEOUL).date()


def weekday(day: datetime.date) -> int:
    """Hous's weekday: 0 is Sunday."""
    return (day.weekday() + 1) % 7


class Roommate:
    """A throw-away Hous account and what its client saw of it."""

    def __init__(self, login: str, number: int):
        self.login, self.password, self.number = login, f"{login}-pw!", number
        self.access = self.refresh_token = None
        self.id: str | None = None
        self.profile = {"userName": f"호미{number}", "job": "", "introduction": "", "hashTag": []}
        self.doubts: list[dict] = []


class HousClient(Player):
    scheme = "Bearer "
    expired = frozenset({EXPIRED})

    def __init__(self, number, options, event_icons, target, recorder, stop, deadline, rng_seed):
        super().__init__(f"client-{number}", options, target, recorder, stop, deadline, rng_seed)
        self.number, self.event_icons = number, event_icons
        self.conns = [self.http] + [Connection(target, recorder, stop, options.recovery)
                                    for _ in range(options.roommates - 1)]
        self.roommates: list[Roommate] = []
        self.room: str | None = None
        self.categories: dict[str, str] = {}  # id -> name
        self.rules: dict[str, dict] = {}  # id -> {name, category, members: {homie: days}, key, notify}
        self.events: dict[str, dict] = {}  # id -> {name, icon, date, participants}
        self.checks: dict[tuple[str, str], set] = {}  # (rule, homie) -> the states the check may be in
        self.made = 0
        self.today = seoul_today()
        self.counts = {"rules_added": 0, "rules_removed": 0, "rules_refused_full": 0, "events_added": 0,
                       "events_removed": 0, "events_refused_full": 0, "checks": 0, "checks_forbidden": 0,
                       "toggle_races": 0, "toggle_races_same": 0, "profiles": 0}

    def connections(self):
        return self.conns

    def send(self, seat, op, method, path, body=None):
        return self.authed(self.roommates[seat], op, method, "/hous" + path, body, http=self.conns[seat])

    def read(self, seat, op, path):
        status, code, parsed = self.send(seat, op, "GET", path)
        if status != 200:
            raise RuntimeError(f"{self.roommates[seat].login}: GET /hous{path}: {status} {code}")
        return parsed["data"]

    def note(self, text):
        self.recorder.anomaly(f"{self.name} room {self.room}: {text}")

    # --- accounts and tokens ---------------------------------------------------------------------------------------

    def refresh_request(self, roommate, http):
        return http.call("refresh", "POST", "/hous/auth/refresh", token=self.scheme + roommate.refresh_token)

    def take_tokens(self, roommate, parsed, http):
        roommate.access, roommate.refresh_token = parsed["data"], http.headers.get("refresh-token")

    def sign_in(self, roommate, http=None):
        http = http or self.http
        body = {"email": roommate.login, "password": roommate.password, "fcmToken": "load"}
        while True:
            try:
                status, code, parsed = http.call("login", "POST", "/hous/auth/login", body)
            except InDoubt:
                continue
            if status != 200:
                raise RuntimeError(f"login of {roommate.login}: {status} {code}")
            self.take_tokens(roommate, parsed, http)
            return

    def sign_up(self, seat: int) -> Roommate:
        roommate = Roommate(f"hs{self.options.run_tag}c{self.number}r{seat}@load.example", seat + 1)
        self.roommates.append(roommate)
        body = {"email": roommate.login, "password": roommate.password, "userName": roommate.profile["userName"],
                "gender": "", "birthday": "2000-01-01", "fcmToken": "load"}
        http, in_doubt = self.conns[seat], None
        while True:
            try:
                status, code, parsed = http.call("signup", "POST", "/hous/auth/signup", body)
            except InDoubt as error:
                in_doubt = in_doubt or {"op": "signup", "what": roommate.login, "start": error.start}
                continue
            if in_doubt:  # sent again: 이메일 중복입니다. (409) says the first one made the account
                roommate.doubts.append({**in_doubt, "happened": status == 409})
            if status == 201:
                self.take_tokens(roommate, parsed, http)
                return roommate
            if status == 409 and in_doubt:
                self.sign_in(roommate, http)
                return roommate
            raise RuntimeError(f"sign-up of {roommate.login}: {status} {code}")

    # --- the room --------------------------------------------------------------------------------------------------

    def make_room(self):
        for seat in range(self.options.roommates):
            self.sign_up(seat)
        while True:
            try:
                status, code, parsed = self.send(0, "create-room", "POST", "/room/")
            except InDoubt as error:
                # Settled from the API: the caller's room (`GET /room/`), its code on the home screen.
                room = self.read(0, "room", "/room/")
                self.roommates[0].doubts.append({"op": "create-room", "what": self.roommates[0].login,
                                                 "start": error.start, "happened": room is not None})
                if room is None:
                    continue
                self.room, invite = room, self.read(0, "home", f"/room/{room}/home")["roomCode"]
                break
            if status != 201:
                raise RuntimeError(f"room of {self.roommates[0].login}: {status} {code}")
            self.room, invite = parsed["data"]["_id"], parsed["data"]["roomCode"]
            break
        for seat in range(1, self.options.roommates):
            in_doubt = None
            while True:
                try:
                    status, code, _ = self.send(seat, "join-room", "POST", f"/room/{self.room}/in",
                                                {"roomCode": invite})
                except InDoubt as error:
                    in_doubt = in_doubt or {"op": "join-room", "what": self.room, "start": error.start}
                    continue
                if in_doubt:  # sent again: 참가중인 방이 있습니다. (409) says the first one joined
                    self.roommates[seat].doubts.append({**in_doubt, "happened": status == 409})
                if status == 200 or (status == 409 and in_doubt):
                    break
                raise RuntimeError(f"{self.roommates[seat].login} joining room {self.room}: {status} {code}")
        form = self.read(0, "rule-form", f"/room/{self.room}/rule/new")
        by_name = {homie["name"]: homie["_id"] for homie in form["homies"]}
        for roommate in self.roommates:
            roommate.id = by_name.get(roommate.profile["userName"])
            if roommate.id is None:
                raise RuntimeError(f"{roommate.login} is not among the room's homies {sorted(by_name)}")
        self.categories = {category["_id"]: category["categoryName"] for category in form["ruleCategories"]}
        body = {"categoryName": "주방", "categoryIcon": "COFFEE"}
        while True:
            try:
                status, code, parsed = self.send(0, "add-category", "POST", f"/room/{self.room}/rules/category",
                                                  body)
            except InDoubt as error:  # settled from the rule form: the room's categories by name
                listed = self.read(0, "rule-form", f"/room/{self.room}/rule/new")["ruleCategories"]
                made = [category["_id"] for category in listed if category["categoryName"] == "주방"]
                self.roommates[0].doubts.append({"op": "add-category", "what": self.room, "start": error.start,
                                                 "happened": bool(made)})
                if not made:
                    continue
                self.categories[made[0]] = "주방"
                break
            if status != 201:
                raise RuntimeError(f"category of room {self.room}: {status} {code}")
            self.categories[parsed["data"]["_id"]] = "주방"
            break
        # The guide data the room was made with, as the API lists it.
        for category in self.categories:
            listed = self.read(0, "category-rules", f"/room/{self.room}/category/{category}/rule")
            for item in listed["keyRules"] + listed["rules"]:
                self.rules[item["_id"]] = self.stored_rule(self.read(0, "rule", f"/room/{self.room}/rule/"
                                                                               f"{item['_id']}")["rule"])
        for item in self.read(0, "home", f"/room/{self.room}/home")["eventList"]:
            self.events[item["_id"]] = self.stored_event(self.read(0, "event", f"/room/{self.room}/event/"
                                                                               f"{item['_id']}"))

    @staticmethod
    def stored_rule(rule: dict) -> dict:
        """A rule as `GET /room/{roomId}/rule/{ruleId}` reads it, in the client's terms."""
        return {"name": rule["ruleName"], "category": rule["ruleCategory"]["_id"], "key": rule["isKeyRules"],
                "notify": rule["notificationState"],
                "members": {m["homie"]["_id"]: sorted(m["day"]) for m in rule["ruleMembers"]}}

    @staticmethod
    def stored_event(event: dict) -> dict:
        """An event as `GET /room/{roomId}/event/{eventId}` reads it (every homie, participants checked)."""
        return {"name": event["eventName"], "icon": event["eventIcon"], "date": event["date"],
                "participants": sorted(p["_id"] for p in event["participants"] if p["isChecked"])}

    def assigned_today(self, homie: str) -> list[str]:
        today = weekday(self.today)
        return [rule for rule, info in self.rules.items() if today in info["members"].get(homie, [])]

    # --- one loop --------------------------------------------------------------------------------------------------

    def play(self):
        self.make_room()
        while not self.finished():
            if self.rng.random() < self.options.race_chance:
                self.toggle_race()
            seat = self.rng.randrange(len(self.roommates))
            roll = self.rng.random()
            if roll < 0.35:
                self.check(seat)
            elif roll < 0.6:
                if self.rng.random() < 0.6:
                    self.add_rule(seat)
                else:
                    self.remove(seat, "remove-rule")
            elif roll < 0.8:
                if self.rng.random() < 0.6:
                    self.add_event(seat)
                else:
                    self.remove(seat, "remove-event")
            elif roll < 0.85:
                self.update_profile(seat)
            else:
                op, path = self.rng.choice([("home", "home"), ("rules-home", "rules"), ("my-todos", "rules/me")])
                self.read(seat, op, f"/room/{self.room}/{path}")

    def add_rule(self, seat):
        category = self.rng.choice(sorted(self.categories))
        self.made += 1
        name = f"규칙 {self.made}"
        members = {}
        for roommate in self.rng.sample(self.roommates, self.rng.randint(1, len(self.roommates))):
            days = set(self.rng.sample(range(7), self.rng.randint(1, 4)))
            if self.rng.random() < TODAY_CHANCE:
                days.add(weekday(self.today))
            members[roommate.id] = sorted(days)
        expected = {"name": name, "category": category, "key": False, "notify": self.rng.random() < 0.5,
                    "members": members}
        body = {"ruleName": name, "categoryId": category, "isKeyRules": False, "notificationState": expected["notify"],
                "ruleMembers": [{"userId": homie, "day": days} for homie, days in members.items()]}
        full = sum(1 for rule in self.rules.values() if rule["category"] == category) >= RULES_PER_CATEGORY
        try:
            status, code, parsed = self.send(seat, "add-rule", "POST", f"/room/{self.room}/rule", body)
        except InDoubt as error:
            listed = self.read(seat, "category-rules", f"/room/{self.room}/category/{category}/rule")
            found = [item["_id"] for item in listed["keyRules"] + listed["rules"] if item["ruleName"] == name]
            self.roommates[seat].doubts.append({"op": "add-rule", "what": name, "start": error.start,
                                                "happened": bool(found)})
            if found:
                self.rules[found[0]] = expected
            return
        if full:
            self.counts["rules_refused_full"] += 1
            if (status, code) != (400, TOO_MANY):
                self.note(f"a rule added to a category holding {RULES_PER_CATEGORY}: {status} {code}")
        if status != 201:
            if not full:
                self.note(f"adding rule {name!r}: {status} {code}")
            return
        data = parsed["data"]
        answered = {homie["userId"]: sorted(homie["day"]) for homie in data["ruleMembers"]}
        if data["ruleName"] != name or data["categoryId"] != category or answered != members:
            self.note(f"rule {name!r} added as {data}")
        self.rules[data["_id"]] = expected
        self.counts["rules_added"] += 1

    def remove(self, seat, op):
        """Removes a rule the room holds (not the guide's key rule) or an event."""
        if op == "remove-rule":
            pool, kind = sorted(rule for rule, info in self.rules.items() if not info["key"]), "rule"
        else:
            pool, kind = sorted(self.events), "event"
        if not pool:
            return
        item = self.rng.choice(pool)
        path = f"/room/{self.room}/{kind}/{item}"
        try:
            status, code, _ = self.send(seat, op, "DELETE", path)
        except InDoubt as error:
            status, code, _ = self.send(seat, kind, "GET", path)
            happened = (status, code) == (404, NOT_FOUND[op])
            self.roommates[seat].doubts.append({"op": op, "what": item, "start": error.start, "happened": happened})
            if happened:
                self.forget(kind, item)
            return
        if status != 200:
            self.note(f"removing {kind} {item}: {status} {code}")
            return
        self.forget(kind, item)
        self.counts[f"{kind}s_removed"] += 1

    def forget(self, kind, item):
        if kind == "rule":
            del self.rules[item]
            for key in [key for key in self.checks if key[0] == item]:
                del self.checks[key]
        else:
            del self.events[item]

    def check(self, seat):
        roommate = self.roommates[seat]
        mine = self.assigned_today(roommate.id)
        others = [rule for rule, info in self.rules.items() if rule not in mine and not info["key"]]
        if others and (not mine or self.rng.random() < UNASSIGNED_CHECK_CHANCE):
            rule = self.rng.choice(sorted(others))
            try:
                status, code, _ = self.send(seat, "check", "PUT", f"/room/{self.room}/rule/{rule}/check",
                                            {"isCheck": True})
            except InDoubt:  # cut off by a kill: refused or never arrived, it changed nothing either way
                status, code = 403, FORBIDDEN
            self.counts["checks_forbidden"] += 1
            if (status, code) != (403, FORBIDDEN):
                self.note(f"{roommate.login} checking rule {rule}, not its own today: {status} {code}")
            return
        if not mine:
            return
        rule = self.rng.choice(sorted(mine))
        states = self.checks.get((rule, roommate.id), {False})
        wanted = not next(iter(states)) if len(states) == 1 else self.rng.random() < 0.5
        try:
            status, code, parsed = self.send(seat, "check", "PUT", f"/room/{self.room}/rule/{rule}/check",
                                             {"isCheck": wanted})
        except InDoubt as error:
            self.settle_check(seat, rule, wanted, error.start, states, alone=True)
            return
        self.counts["checks"] += 1
        if status != 200 or parsed["data"]["isCheck"] != wanted:
            self.note(f"{roommate.login} setting its check of rule {rule} to {wanted}: {status} {code}")
            return
        self.checks[(rule, roommate.id)] = {wanted}
        if self.rng.random() < TODOS_READ_CHANCE:
            self.compare_todos(seat)

    def settle_check(self, seat, rule, wanted, start, before, alone):
        """A check whose answer was lost: the roommate's todos say the state now, which is the state from then on.
        It happened if the state moved to the one asked for, with nothing else sent on it (`alone`); otherwise, or
        when the state was that one already, nobody can tell (`happened` None)."""
        roommate = self.roommates[seat]
        todos = self.read(seat, "my-todos", f"/room/{self.room}/rules/me")
        now = next((t["isChecked"] for t in todos if t["_id"] == rule), None)
        known = alone and now is not None and (now != wanted or wanted not in before)
        roommate.doubts.append({"op": "check", "what": rule, "start": start,
                                "happened": (now == wanted) if known else None})
        if now is not None:
            self.checks[(rule, roommate.id)] = {now}

    def compare_todos(self, seat, report=True) -> list[str]:
        """The roommate's todos of today against the rules that assign it today and its checks; the differences,
        reported as anomalies unless `report` is false."""
        roommate = self.roommates[seat]
        todos = {t["_id"]: t["isChecked"] for t in self.read(seat, "my-todos", f"/room/{self.room}/rules/me")}
        problems = []
        mine = self.assigned_today(roommate.id)  # in the order the rules were added, as the kit lists them
        if list(todos) != mine:
            problems.append(f"{roommate.login}'s todos {list(todos)}, the rules assigning it today in the order "
                            f"added {mine}")
        for rule, checked in todos.items():
            states = self.checks.get((rule, roommate.id), {False})
            if checked not in states:
                problems.append(f"{roommate.login}'s todo {rule} is {'checked' if checked else 'unchecked'}, its "
                                f"last accepted check set {sorted(states)}")
        for problem in problems if report else []:
            self.note(problem)
        return problems

    def toggle_race(self):
        """Two toggles of one todo at once on two connections: two roommates assigned the rule today each set their
        own check (both kept), or one roommate sets it on and off (both accepted; the state is then either)."""
        shared = [rule for rule, info in self.rules.items()
                  if sum(weekday(self.today) in days for days in info["members"].values()) >= 2]
        by_rule = {rule: [r for r in range(len(self.roommates))
                          if weekday(self.today) in self.rules[rule]["members"].get(self.roommates[r].id, [])]
                   for rule in shared}
        alone = [(rule, seat) for seat, roommate in enumerate(self.roommates)
                 for rule in self.assigned_today(roommate.id)]
        if shared and (self.rng.random() < 0.6 or not alone):
            rule = self.rng.choice(sorted(shared))
            seats = self.rng.sample(by_rule[rule], 2)
            wanted = [self.rng.random() < 0.5 for _ in seats]
            conns = [self.conns[seats[0]], self.conns[seats[1]]]
            self.counts["toggle_races"] += 1
        elif alone:
            rule, seat = self.rng.choice(sorted(alone))
            seats, wanted = [seat, seat], [True, False]
            conns = [self.conns[seat], self.conns[(seat + 1) % len(self.conns)]]
            self.counts["toggle_races_same"] += 1
        else:
            return
        for seat in set(seats):  # fresh access tokens first
            self.read(seat, "my-todos", f"/room/{self.room}/rules/me")
        path = f"/hous/room/{self.room}/rule/{rule}/check"
        results = at_once(*[
            (lambda index=index: conns[index].call("check", "PUT", path, {"isCheck": wanted[index]},
                                                   token=self.scheme + self.roommates[seats[index]].access))
            for index in (0, 1)])
        states: dict[str, set] = {}
        doubts = []
        for index, result in enumerate(results):
            homie = self.roommates[seats[index]].id
            if isinstance(result, (Stopped, GaveUp)):
                raise result
            if isinstance(result, InDoubt):
                doubts.append((index, result.start, set(self.checks.get((rule, homie), {False}))))
                continue
            if isinstance(result, Exception):
                raise result
            status, code, parsed = result
            if status == 401 and code in self.expired:
                states.setdefault(homie, set(self.checks.get((rule, homie), {False})))
                continue
            if status != 200 or parsed["data"]["isCheck"] != wanted[index]:
                self.note(f"{self.roommates[seats[index]].login} setting its check of rule {rule} to "
                          f"{wanted[index]} at once with another: {status} {code}")
                continue
            states.setdefault(homie, set()).add(wanted[index])
        for homie, possible in states.items():
            self.checks[(rule, homie)] = possible
        for index, start, before in doubts:
            self.settle_check(seats[index], rule, wanted[index], start, before, alone=seats[0] != seats[1])
        for seat in set(seats):
            self.compare_todos(seat)

    def add_event(self, seat):
        self.made += 1
        name = f"행사 {self.made}"
        participants = sorted(r.id for r in self.rng.sample(self.roommates, self.rng.randint(1, len(self.roommates))))
        date = (self.today + datetime.timedelta(days=self.rng.randint(1, 60))).isoformat()
        expected = {"name": name, "icon": self.rng.choice(self.event_icons), "date": date,
                    "participants": participants}
        body = {"eventName": name, "eventIcon": expected["icon"], "date": date, "participants": participants}
        full = len(self.events) >= EVENTS
        try:
            status, code, parsed = self.send(seat, "add-event", "POST", f"/room/{self.room}/event", body)
        except InDoubt as error:
            found = None
            for item in self.read(seat, "home", f"/room/{self.room}/home")["eventList"]:
                if item["_id"] not in self.events:
                    event = self.read(seat, "event", f"/room/{self.room}/event/{item['_id']}")
                    found = item["_id"] if event["eventName"] == name else found
            self.roommates[seat].doubts.append({"op": "add-event", "what": name, "start": error.start,
                                                "happened": found is not None})
            if found:
                self.events[found] = expected
            return
        if full:
            self.counts["events_refused_full"] += 1
            if (status, code) != (400, TOO_MANY):
                self.note(f"an event added to a room holding {EVENTS}: {status} {code}")
        if status != 201:
            if not full:
                self.note(f"adding event {name!r}: {status} {code}")
            return
        data = parsed["data"]
        if {"name": data["eventName"], "icon": data["eventIcon"], "date": data["date"],
                "participants": sorted(data["participants"])} != expected:
            self.note(f"event {name!r} added as {data}")
        self.events[data["_id"]] = expected
        self.counts["events_added"] += 1

    def update_profile(self, seat):
        roommate = self.roommates[seat]
        profile = {"userName": self.rng.choice([f"호미{roommate.number}", f"룸메{roommate.number}",
                                                f"새이름{roommate.number}"]),
                   "job": self.rng.choice(JOBS), "introduction": self.rng.choice(INTRODUCTIONS),
                   "hashTag": self.rng.sample(HASHTAGS, self.rng.randint(0, 3))}
        try:
            status, code, parsed = self.send(seat, "update-profile", "PUT", "/user/profile/me", profile)
        except InDoubt as error:
            happened = profile_of(self.read(seat, "profile", "/user/profile/me")) == profile
            roommate.doubts.append({"op": "update-profile", "what": roommate.login, "start": error.start,
                                    "happened": happened})
            roommate.profile = profile if happened else roommate.profile
            return
        self.counts["profiles"] += 1
        if status != 200 or parsed["data"] != profile:
            self.note(f"{roommate.login} updating its profile to {profile}: {status} {code} "
                      f"{parsed.get('data') if isinstance(parsed, dict) else parsed}")
            return
        roommate.profile = profile


# --- reconciliation --------------------------------------------------------------------------------------------------

def reconcile(client: HousClient) -> tuple[list[str], dict]:
    problems: list[str] = []
    name, room = f"room {client.room} ({client.name})", client.room
    roommates = client.roommates
    for seat, roommate in enumerate(roommates):
        if client.read(seat, "room", "/room/") != room:
            problems.append(f"{name}: {roommate.login}'s room is not the room")
        profile = profile_of(client.read(seat, "profile", "/user/profile/me"))
        if profile != roommate.profile:
            problems.append(f"{name}: {roommate.login}'s profile {profile}, its last accepted {roommate.profile}")

    form = client.read(0, "rule-form", f"/room/{room}/rule/new")
    homies = [(homie["_id"], homie["name"]) for homie in form["homies"]]
    if [homie for homie, _ in homies] != [r.id for r in roommates]:
        problems.append(f"{name}: the homies {homies}, the roommates in join order {[r.id for r in roommates]}")
    for (homie, shown), roommate in zip(homies, roommates):
        if shown != roommate.profile["userName"]:
            problems.append(f"{name}: homie {homie} is named {shown}, its profile says "
                            f"{roommate.profile['userName']}")
    categories = {c["_id"]: c["categoryName"] for c in form["ruleCategories"]}
    if categories != client.categories:
        problems.append(f"{name}: categories {categories}, the client made {client.categories}")

    listed = {}
    for category in client.categories:
        rules = client.read(0, "category-rules", f"/room/{room}/category/{category}/rule")
        for item in rules["keyRules"] + rules["rules"]:
            listed[item["_id"]] = (category, item["ruleName"])
    if set(listed) != set(client.rules):
        problems.append(f"{name}: rules listed but not seen added {sorted(set(listed) - set(client.rules))}; seen "
                        f"added and not removed but not listed {sorted(set(client.rules) - set(listed))}")
    for rule, expected in client.rules.items():
        if rule not in listed:
            continue
        stored = client.stored_rule(client.read(0, "rule", f"/room/{room}/rule/{rule}")["rule"])
        if stored != expected or listed[rule] != (expected["category"], expected["name"]):
            problems.append(f"{name}: rule {rule} is {stored}, it was added as {expected}")

    today = seoul_today()
    todo_note = None
    if today != client.today:
        todo_note = f"the day in Seoul turned from {client.today} to {today}: todos and checks not reconciled"
    else:
        for seat in range(len(roommates)):
            problems.extend(f"{name}: {problem}" for problem in client.compare_todos(seat, report=False))
        # The house's todos: every rule but the key rules, those nobody keeps today first, each group in the order
        # the rules were added (the kit's `House.todos(on:)`); all checked when someone keeps it today and every
        # one of them checked it.
        screen = client.read(0, "rules-home", f"/room/{room}/rules")
        shown = [(todo["_id"], todo["isAllChecked"]) for todo in screen["todayTodoRules"]]
        day = weekday(today)
        kept = {rule: [homie for homie, days in info["members"].items() if day in days]
                for rule, info in client.rules.items() if not info["key"]}
        order = [rule for rule in kept if not kept[rule]] + [rule for rule in kept if kept[rule]]
        if [rule for rule, _ in shown] != order:
            problems.append(f"{name}: the rules screen's todos {[rule for rule, _ in shown]}, the rules (unkept "
                            f"today first, in the order added) {order}")
        for rule, all_checked in shown:
            if rule not in kept:
                continue
            states = [client.checks.get((rule, homie), {False}) for homie in kept[rule]]
            if all(len(s) == 1 for s in states) and all_checked != (bool(states) and all(True in s for s in states)):
                problems.append(f"{name}: rule {rule} isAllChecked {all_checked}, its assignees' checks {states}")

    home = client.read(0, "home", f"/room/{room}/home")
    shown_events = {item["_id"] for item in home["eventList"]}
    if shown_events != set(client.events):
        problems.append(f"{name}: events listed but not seen added {sorted(shown_events - set(client.events))}; "
                        f"seen added and not removed but not listed {sorted(set(client.events) - shown_events)}")
    for event, expected in client.events.items():
        if event in shown_events:
            stored = client.stored_event(client.read(0, "event", f"/room/{room}/event/{event}"))
            if stored != expected:
                problems.append(f"{name}: event {event} is {stored}, it was added as {expected}")
    names = [p["userName"] for p in home["homieProfileList"]]
    if sorted(names) != sorted(r.profile["userName"] for r in roommates):
        problems.append(f"{name}: the home's homies {names}, the roommates' profiles say "
                        f"{[r.profile['userName'] for r in roommates]}")

    figures = {"rooms": 1, "roommates": len(roommates), "rules": len(client.rules), "events": len(client.events),
               "checked": sum(1 for states in client.checks.values() if states == {True}),
               "either": sum(1 for states in client.checks.values() if len(states) > 1), **client.counts}
    return problems + ([f"NOTE {todo_note}"] if todo_note else []), figures


def run(options, target, seed) -> int:
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    recorder = Recorder(options.events, documented(document), WRITES, code_field="message")
    event_icons = document["components"]["schemas"]["EventIcon"]["enum"]
    stop = threading.Event()
    clients, failed = load(recorder, options, stop, lambda n, deadline: HousClient(
        n, options, event_icons, target, recorder, stop, deadline, seed * 1000 + n))

    if not options.no_reconcile:
        recorder.phase = "reconcile"
        all_problems, notes, totals = [], [], {}
        for client in clients:
            if client.room is None or not all(r.id for r in client.roommates):
                continue
            client.conns = [Connection(target, recorder, threading.Event(), options.recovery)
                            for _ in client.roommates]
            for connection in client.conns:
                connection.interruptible = False
            client.http = client.conns[0]
            try:
                problems, figures = reconcile(client)
            except (RuntimeError, GaveUp, InDoubt, KeyError, TypeError) as error:
                problems, figures = [f"room {client.room}: {type(error).__name__}: {error}"], {}
            all_problems.extend(p for p in problems if not p.startswith("NOTE "))
            notes.extend(p for p in problems if p.startswith("NOTE "))
            for key, value in figures.items():
                totals[key] = totals.get(key, 0) + value
            for connection in client.conns:
                connection.close()
        t = totals.get
        print(f"reconciliation: {t('rooms', 0)} rooms of {t('roommates', 0)} roommates; rules: {t('rules_added', 0)} "
              f"added, {t('rules_removed', 0)} removed, {t('rules_refused_full', 0)} refused in a full category, "
              f"{t('rules', 0)} listed; events: {t('events_added', 0)} added, {t('events_removed', 0)} removed, "
              f"{t('events_refused_full', 0)} refused in a full room, {t('events', 0)} listed; checks: "
              f"{t('checks', 0)} set, {t('checks_forbidden', 0)} refused on a rule not the roommate's today, "
              f"{t('toggle_races', 0)} races of two roommates and {t('toggle_races_same', 0)} of one roommate on "
              f"and off at once, {t('checked', 0)} todos checked at the end and {t('either', 0)} either; "
              f"{t('profiles', 0)} profiles updated")
        report_doubts([d for client in clients for r in client.roommates for d in r.doubts])
        for note in notes:
            print(note)
        for problem in all_problems:
            print(f"MISMATCH {problem}")
        if all_problems:
            failed = True
        else:
            print("reconciliation: every room's members, profiles, rules, todos, checks and events agree with what "
                  "its clients saw")
    doubt_events = [{"doubt": True, "roommate": r.login, **d} for client in clients for r in client.roommates
                    for d in r.doubts]
    return finish(recorder, options, failed, doubt_events)
