"""The couple app's load (`Scripts/server-load.py --api couple`), then a reconciliation of every couple from the API.

Each client signs up two partners (`POST /couple/api/auth/signup`), the first creates a couple (`POST /api/couple`)
and the second joins it with the invite code (`POST /api/couple/join`); each partner keeps its own keep-alive
connection and sends `Authorization: Bearer <token>`. Then, until `--seconds` pass, a loop:

  - starts a battle (`POST /api/game/short`) in a category of the catalogue (`GET /api/v1/mission`), with a wish or
    without one. Now and then (`--race-chance`) both partners start one at once on their two connections: the rule
    is one live battle per couple, so at most one is accepted and the other is refused with UE1003;
  - now and then (1 in 20) abandons it instead (`DELETE`: 204, then the battle answers UE5007);
  - plays it: both partners report (`PATCH /api/game/short/{id}`), one after the other or, half the time, both at
    once; now and then the first asks for the result before the second reported (UE1009) or reports a second time
    (UE1005);
  - reads the result (`GET /api/game/short/result/{id}`; now and then both partners at once): each partner's
    `result` is their report, and `finalResult` follows the decision table of the document (a completed mission
    beats a failed one, of two completed the earlier report wins, two failed draw; two completions whose times are
    equal to the millisecond on the wire may go either way, the kit compares them exactly);
  - reads the history (`GET /api/history`), which must list the battle with the reader's result;
  - spends coupons: the winner of a coupon without a wish writes one (`PATCH /api/wish`, which the server puts on the
    winner's oldest blank unused coupon; the text names the coupon the client expects, so the reconciliation sees
    where it went), and a coupon with a wish is used (`PATCH /api/wish/{id}`, 204). Now and then the use is sent
    twice at once: by the owner on both connections, or by the owner and the partner (only the owner may use a
    coupon, once: at most one 204, the others UE1001). Now and then a partner looks at a coupon (`GET
    /api/wish/{id}`: `isMine` is whether it is the reader's; the owner's look marks it seen).

Every answer is checked against the statuses and codes `docs/openapi/domainkits-server.yaml` lists for the operation
(the table below, written from it); a 5xx or anything else fails the run. A 401 UE2001 refreshes (`POST
/api/auth/refresh`, the refresh token in the body) and sends again. A write whose answer was lost is settled at once
from the API (the home's live battle, the battle's report, the coupon) and not sent again; the couple's own creation
cannot be settled (its invite code is only in the lost answer), so that client leaves both partners behind and starts
over with two new ones.

The reconciliation, per couple, from the API only, as each partner sees it:
  - the home (`GET /api/v1/home`): its battle is the one the client left live, else the latest it saw settled
    (`enable` false); `myScore`, `partnerScore` and `drawCount` are the reader's wins, losses and draws among the
    battles the client saw settled; `userId`, `partnerId` and `partnerNickname` are the couple's;
  - the history: exactly the battles the client saw settled, newest first, each with the reader's result and the
    winner's nickname; none it abandoned, none whose start was refused;
  - the coupons of each partner (`GET /api/user/{userId}/wish`): exactly the battles that partner won; the wish the
    battle carried or the one the client wrote on it; used if and only if the client saw a use accepted (none used
    twice: a second 204 on one coupon fails at once); `availableWishCoupon` the unused ones, `newWishCoupon` those
    the owner neither looked at nor used.
"One live battle per couple" is observable only through the races (at most one start accepted) and the home (its
battle is the client's): the API lists no battle that is live beside another.
"""

from __future__ import annotations

import threading

from load.common import (Connection, GaveUp, InDoubt, Player, Recorder, Stopped, at_once, finish, load,
                         report_doubts)

# --- What docs/openapi/domainkits-server.yaml allows: per operation, status -> the codes a 4xx may carry. ------------
UNAUTHORIZED = {"UE2001", "UE2002", "UE2003"}
INVALID = {"UE1001"}
CONFLICT = {"UE10002", "UE10003"}
DOCUMENTED = {
    "signup": {200: None, 400: INVALID, 409: {"UE10001"}, 413: INVALID},
    "login": {200: None, 400: INVALID, 401: UNAUTHORIZED, 413: INVALID},
    "refresh": {200: None, 400: INVALID, 401: UNAUTHORIZED, 413: INVALID},
    "create-couple": {200: None, 400: INVALID, 401: UNAUTHORIZED, 409: CONFLICT, 413: INVALID},
    "join-couple": {204: None, 400: {"UE1001", "UE1007"}, 401: UNAUTHORIZED, 409: CONFLICT, 413: INVALID},
    "missions": {200: None, 401: UNAUTHORIZED},
    "home": {200: None, 400: {"UE1006"}, 401: UNAUTHORIZED},
    "start-battle": {200: None, 400: {"UE1001", "UE1003", "UE1006"}, 401: UNAUTHORIZED, 404: {"UE5003", "UE5004"},
                     413: INVALID},
    "round-mission": {200: None, 400: INVALID, 401: UNAUTHORIZED, 404: {"UE5007"}},
    "report": {200: None, 400: {"UE1001", "UE1005"}, 401: UNAUTHORIZED, 404: {"UE5007"}, 413: INVALID},
    "abandon": {204: None, 400: {"UE1001", "UE1005"}, 401: UNAUTHORIZED, 404: {"UE5007"}},
    "result": {200: None, 400: {"UE1001", "UE1009"}, 401: UNAUTHORIZED, 404: {"UE5007"}},
    "history": {200: None, 400: {"UE1006"}, 401: UNAUTHORIZED},
    "coupons": {200: None, 400: {"UE1001", "UE1006"}, 401: UNAUTHORIZED, 404: {"UE5002"}},
    "write-wish": {204: None, 400: INVALID, 401: UNAUTHORIZED, 413: INVALID},
    "coupon": {200: None, 400: INVALID, 401: UNAUTHORIZED, 404: {"UE5006"}},
    "use-coupon": {204: None, 400: INVALID, 401: UNAUTHORIZED, 404: {"UE5006"}},
}
# The result settles the battle on its first call but is idempotent, and a look at a coupon only marks it seen:
# both are sent again like reads.
WRITES = {"signup", "refresh", "create-couple", "join-couple", "start-battle", "report", "abandon", "write-wish",
          "use-coupon"}

API = "/couple/api"
ABANDON_CHANCE, WISH_CHANCE, WRITE_WISH_CHANCE, USE_CHANCE, LOOK_CHANCE = 0.05, 0.5, 0.8, 0.6, 0.3
COMPLETED_CHANCE, EARLY_RESULT_CHANCE, REPORT_AGAIN_CHANCE, BOTH_REPORT_CHANCE = 0.6, 0.15, 0.1, 0.5


class Partner:
    """A throw-away couple-app account and what its client saw of it."""

    def __init__(self, login: str, nickname: str):
        self.login, self.password, self.nickname = login, f"{login}-pw!", nickname
        self.access = self.refresh_token = None
        self.user_id: int | None = None
        self.doubts: list[dict] = []  # the writes in doubt, each settled ("happened")


class Battle:
    """A battle as the client saw it; the seats are the partners' indexes in the client's `partners`."""

    def __init__(self, battle_id: int, category: int, wish: str | None):
        self.id, self.category = battle_id, category
        self.wish = wish  # what the coupon carries: "" for none, None when unknown (a start in doubt)
        self.state = "live"  # live | settled | abandoned
        self.reports: dict[int, tuple[bool, str]] = {}  # seat -> (completed, updatedAt as the wire says)
        self.final: dict[int, str] = {}  # seat -> WIN | LOSE | DRAW once settled
        self.winner: int | None = None
        self.uses: list[str] = []  # the coupon's uses: "ok" | "refused CODE" | "doubt"
        self.seen = False  # the owner looked at the coupon or used it


def expected_finals(reports):
    """The (first, second) final results the decision table allows for two reports (completed, time on the wire)."""
    (first, first_at), (second, second_at) = reports[0], reports[1]
    if first and second:
        if first_at < second_at:
            return {("WIN", "LOSE")}
        if second_at < first_at:
            return {("LOSE", "WIN")}
        return {("WIN", "LOSE"), ("LOSE", "WIN"), ("DRAW", "DRAW")}  # equal to the millisecond: the kit sees finer
    if first:
        return {("WIN", "LOSE")}
    if second:
        return {("LOSE", "WIN")}
    return {("DRAW", "DRAW")}


class CoupleClient(Player):
    scheme = "Bearer "
    expired = frozenset({"UE2001"})

    def __init__(self, number, options, target, recorder, stop, deadline, rng_seed):
        super().__init__(f"client-{number}", options, target, recorder, stop, deadline, rng_seed)
        self.number = number
        self.second = Connection(target, recorder, stop, options.recovery)
        self.partners: list[Partner] = []
        self.left_behind: list[Partner] = []  # partners of a couple whose creation was cut off (kept for the doubts)
        self.categories: list[int] = []
        self.couple: int | None = None
        self.battles: dict[int, Battle] = {}
        self.live: Battle | None = None
        self.wishes = 0
        self.counts = {"starts": 0, "start_races": 0, "start_refused": 0, "uses": 0, "use_races": 0,
                       "wishes_written": 0, "reports_at_once": 0, "results_at_once": 0, "out_of_order": 0}

    def connections(self):
        return [self.http, self.second]

    def conn(self, seat: int) -> Connection:
        return self.http if seat == 0 else self.second

    def send(self, seat, op, method, path, body=None):
        return self.authed(self.partners[seat], op, method, API + path, body, http=self.conn(seat))

    def note(self, text):
        self.recorder.anomaly(f"{self.name} couple {self.couple}: {text}")

    # --- accounts and tokens ---------------------------------------------------------------------------------------

    def refresh_request(self, partner, http):
        return http.call("refresh", "POST", API + "/auth/refresh", {"refresh_token": partner.refresh_token})

    def take_tokens(self, partner, parsed, http):
        partner.access, partner.refresh_token = parsed["access_token"], parsed["refresh_token"]

    def sign_in(self, partner, http=None):
        body = {"loginId": partner.login, "password": partner.password}
        while True:
            try:
                status, code, parsed = (http or self.http).call("login", "POST", API + "/auth/login", body)
            except InDoubt:
                continue
            if status != 200:
                raise RuntimeError(f"login of {partner.login}: {status} {code}")
            self.take_tokens(partner, parsed, http)
            return

    def sign_up(self, seat: int) -> Partner:
        generation = len(self.left_behind) // 2
        partner = Partner(f"cp{self.options.run_tag}c{self.number}g{generation}{'ab'[seat]}", ["첫째", "둘째"][seat])
        self.partners.append(partner)
        body = {"loginId": partner.login, "password": partner.password, "nickname": partner.nickname}
        in_doubt = None
        while True:
            try:
                status, code, parsed = self.conn(seat).call("signup", "POST", API + "/auth/signup", body)
            except InDoubt as error:
                in_doubt = in_doubt or {"op": "signup", "what": partner.login, "start": error.start}
                continue
            if in_doubt:  # sent again: UE10001 says the first one made the account
                partner.doubts.append({**in_doubt, "happened": status == 409})
            if status == 200:
                self.take_tokens(partner, parsed, None)
                return partner
            if status == 409 and in_doubt:
                self.sign_in(partner, self.conn(seat))
                return partner
            raise RuntimeError(f"sign-up of {partner.login}: {status} {code}")

    def form_couple(self):
        """The first partner creates the couple, the second joins it with the invite code. A creation cut off by a
        kill cannot be settled (the invite code is only in its answer), so the client leaves both partners behind
        and starts over with two new ones."""
        while True:
            first, second = self.sign_up(0), self.sign_up(1)
            try:
                status, code, parsed = self.send(0, "create-couple", "POST", "/couple", {"startDate": "2024-01-01"})
                break
            except InDoubt as error:
                first.doubts.append({"op": "create-couple", "what": first.login, "start": error.start,
                                     "happened": None})
                self.left_behind += self.partners
                self.partners = []
        if status != 200:
            raise RuntimeError(f"couple of {first.login}: {status} {code}")
        self.couple, invite = parsed["id"], parsed["inviteCode"]
        in_doubt = None
        while True:
            try:
                status, code, _ = self.send(1, "join-couple", "POST", "/couple/join", {"inviteCode": invite})
            except InDoubt as error:
                in_doubt = in_doubt or {"op": "join-couple", "what": second.login, "start": error.start}
                continue
            if in_doubt:  # sent again: UE10002 (the code connected its couple) says the first one joined
                second.doubts.append({**in_doubt, "happened": status == 409})
            if status == 204 or (status == 409 and in_doubt):
                break
            raise RuntimeError(f"{second.login} joining couple {self.couple}: {status} {code}")
        for seat in (0, 1):
            home = self.read(seat, "home", "/v1/home")
            self.partners[seat].user_id = home["userId"]
        status, code, parsed = self.send(0, "missions", "GET", "/v1/mission")
        if status != 200:
            raise RuntimeError(f"missions: {status} {code}")
        self.categories = [category["id"] for category in parsed if category.get("missionContentsDto")]
        if not self.categories:
            raise RuntimeError("the mission catalogue has no category with missions")

    def read(self, seat, op, path):
        status, code, parsed = self.send(seat, op, "GET", path)
        if status != 200:
            raise RuntimeError(f"{self.partners[seat].login}: GET {API}{path}: {status} {code}")
        return parsed

    # --- a battle --------------------------------------------------------------------------------------------------

    def start_body(self):
        category = self.rng.choice(self.categories)
        body = {"missionCategoryId": category}
        wish = ""
        if self.rng.random() < WISH_CHANCE:
            self.wishes += 1
            wish = f"c{self.number} 소원 {self.wishes}"
            body["wishContent"] = wish
        elif self.rng.random() < 0.5:
            body["wishContent"] = self.rng.choice(["", None])
        return body, category, wish

    def adopt_live(self, seat, bodies, start):
        """A start in doubt: the home's live battle, if the client does not know it, is the one it made."""
        home = self.read(seat, "home", "/v1/home")
        game = home.get("shortGame")
        happened = bool(game and game.get("enable") and game["id"] not in self.battles)
        self.partners[seat].doubts.append({"op": "start-battle", "what": self.couple, "start": start,
                                           "happened": happened})
        if not happened:
            return None
        mission = self.read(seat, "round-mission", f"/game/short/{game['id']}")["myRoundMission"]
        category = mission["missionContent"]["missionCategory"]["id"]
        wishes = {wish for body, body_category, wish in bodies if body_category == category}
        battle = Battle(game["id"], category, wishes.pop() if len(wishes) == 1 else None)
        self.battles[battle.id] = battle
        return battle

    def start_battle(self) -> Battle | None:
        self.counts["starts"] += 1
        if self.rng.random() < self.options.race_chance:
            return self.start_race()
        seat = self.rng.randrange(2)
        body, category, wish = self.start_body()
        try:
            status, code, parsed = self.send(seat, "start-battle", "POST", "/game/short", body)
        except InDoubt as error:
            return self.adopt_live(seat, [(body, category, wish)], error.start)
        if status == 404 and code == "UE5004":  # too few missions in the category: not one to start
            self.categories.remove(category)
            return None
        if status != 200:
            self.note(f"start refused ({status} {code}) with no battle live")
            return None
        battle = Battle(parsed["roundGameId"], category, wish)
        self.battles[battle.id] = battle
        return battle

    def start_race(self) -> Battle | None:
        """Both partners start a battle at once: at most one is accepted, the other is refused with UE1003."""
        self.counts["start_races"] += 1
        for seat in (0, 1):  # fresh access tokens first
            self.read(seat, "home", "/v1/home")
        bodies = [self.start_body() for _ in (0, 1)]
        results = at_once(*[
            (lambda seat=seat: self.conn(seat).call("start-battle", "POST", API + "/game/short", bodies[seat][0],
                                                    token=self.scheme + self.partners[seat].access))
            for seat in (0, 1)])
        accepted, doubt_start = [], None
        for seat, result in enumerate(results):
            if isinstance(result, InDoubt):
                doubt_start = doubt_start or result.start
            elif isinstance(result, Exception):
                continue  # never sent (Stopped, GaveUp): raised below
            else:
                status, code, parsed = result
                if status == 200:
                    battle = Battle(parsed["roundGameId"], bodies[seat][1], bodies[seat][2])
                    self.battles[battle.id] = battle
                    accepted.append(battle)
                elif status == 404 and code == "UE5004":
                    if bodies[seat][1] in self.categories:
                        self.categories.remove(bodies[seat][1])
                elif status == 400 and code == "UE1003":
                    self.counts["start_refused"] += 1
                elif not (status == 401 and code in self.expired):
                    self.note(f"start race: {self.partners[seat].login} refused with {status} {code}, not UE1003")
        for result in results:
            if isinstance(result, (Stopped, GaveUp)):
                raise result
        if len(accepted) > 1:
            self.note(f"both partners' battles started at once: {[b.id for b in accepted]} (one live battle per "
                      "couple)")
            for extra in accepted[1:]:
                self.abandon(extra, check=False)
        if not accepted and doubt_start is not None:
            return self.adopt_live(0, bodies, doubt_start)
        if not accepted and all(isinstance(r, tuple) and r[1] == "UE1003" for r in results):
            self.note("both partners' starts refused with UE1003 while no battle was live")
        return accepted[0] if accepted else None

    def abandon(self, battle: Battle, check=True):
        seat = self.rng.randrange(2)
        try:
            status, code, _ = self.send(seat, "abandon", "DELETE", f"/game/short/{battle.id}")
        except InDoubt as error:
            status, code, _ = self.send(1 - seat, "round-mission", "GET", f"/game/short/{battle.id}")
            happened = status == 404
            self.partners[seat].doubts.append({"op": "abandon", "what": battle.id, "start": error.start,
                                               "happened": happened})
            if happened:
                battle.state = "abandoned"
            return
        if status != 204:
            self.note(f"abandoning live battle {battle.id}: {status} {code}")
            return
        battle.state = "abandoned"
        if check:
            status, code, _ = self.send(1 - seat, "round-mission", "GET", f"/game/short/{battle.id}")
            if (status, code) != (404, "UE5007"):
                self.note(f"battle {battle.id} abandoned (204) but answers {status} {code}, not UE5007")

    def report(self, battle: Battle, seat: int, completed: bool, http_result=None):
        """One partner's report, sent (or taken from `http_result` when it was sent at once with the other's)."""
        try:
            if http_result is None:
                status, code, parsed = self.send(seat, "report", "PATCH", f"/game/short/{battle.id}",
                                                 {"result": completed})
            elif isinstance(http_result, Exception):
                raise http_result
            else:
                status, code, parsed = http_result
        except InDoubt as error:
            mission = self.read(seat, "round-mission", f"/game/short/{battle.id}")["myRoundMission"]
            happened = mission["result"] != "UNDECIDED"
            self.partners[seat].doubts.append({"op": "report", "what": battle.id, "start": error.start,
                                               "happened": happened})
            if happened:
                battle.reports[seat] = (mission["result"] == "WIN", mission["updatedAt"])
            return
        if status == 401 and code in self.expired:  # sent at once with a stale token: nothing happened
            return
        if status == 400 and code == "UE1001" and http_result is not None:
            # Two reports at once: the server dates each before its transaction, and the kit refuses an event dated
            # before the battle's latest (`outOfOrder`, UE1001). Counted; the partner reports again below.
            self.counts["out_of_order"] += 1
            return
        if status != 200:
            self.note(f"{self.partners[seat].login}'s first report on live battle {battle.id}: {status} {code}")
            return
        mission = parsed["myRoundMission"]
        if mission["result"] != ("WIN" if completed else "LOSE") or mission["finalResult"] != "UNDECIDED":
            self.note(f"battle {battle.id}: report {completed} answered result {mission['result']}, final "
                      f"{mission['finalResult']}")
        battle.reports[seat] = (completed, mission["updatedAt"])

    def play(self):
        self.form_couple()
        while not self.finished():
            battle = self.start_battle()
            if battle is None:
                continue
            self.live = battle
            if self.rng.random() < ABANDON_CHANCE:
                self.abandon(battle)
            else:
                self.play_battle(battle)
            if battle.state != "live":
                self.live = None
            if battle.state == "settled":
                self.read_history(battle)
                self.spend_coupons()

    def play_battle(self, battle: Battle):
        completed = [self.rng.random() < COMPLETED_CHANCE for _ in (0, 1)]
        if self.rng.random() < BOTH_REPORT_CHANCE:
            self.counts["reports_at_once"] += 1
            for seat in (0, 1):  # fresh access tokens first
                self.read(seat, "round-mission", f"/game/short/{battle.id}")
            results = at_once(*[
                (lambda seat=seat: self.conn(seat).call(
                    "report", "PATCH", f"{API}/game/short/{battle.id}", {"result": completed[seat]},
                    token=self.scheme + self.partners[seat].access))
                for seat in (0, 1)])
            for seat in (0, 1):
                self.report(battle, seat, completed[seat], http_result=results[seat])
        else:
            first = self.rng.randrange(2)
            self.report(battle, first, completed[first])
            if first in battle.reports and self.rng.random() < EARLY_RESULT_CHANCE:
                status, code, _ = self.send(first, "result", "GET", f"/game/short/result/{battle.id}")
                if (status, code) != (400, "UE1009"):
                    self.note(f"battle {battle.id}: the result before the partner reported is {status} {code}, "
                              "not UE1009")
            self.report(battle, 1 - first, completed[1 - first])
        for seat in (0, 1):  # a report refused out of order, or a stale token in a race: the partner reports again
            if seat not in battle.reports:
                self.report(battle, seat, completed[seat])
        if len(battle.reports) < 2:
            self.abandon(battle)
            return
        if self.rng.random() < REPORT_AGAIN_CHANCE:
            seat = self.rng.randrange(2)
            try:
                status, code, _ = self.send(seat, "report", "PATCH", f"/game/short/{battle.id}",
                                            {"result": not completed[seat]})
            except InDoubt:  # cut off by a kill: refused or never arrived, it changed nothing either way
                status, code = 400, "UE1005"
            if (status, code) != (400, "UE1005"):
                self.note(f"battle {battle.id}: a second report by {self.partners[seat].login} is {status} {code}, "
                          "not UE1005")
        self.settle(battle)

    def settle(self, battle: Battle):
        if self.rng.random() < self.options.race_chance:
            self.counts["results_at_once"] += 1
            for seat in (0, 1):
                self.read(seat, "round-mission", f"/game/short/{battle.id}")
            answers = at_once(*[
                (lambda seat=seat: self.conn(seat).call("result", "GET", f"{API}/game/short/result/{battle.id}",
                                                        token=self.scheme + self.partners[seat].access))
                for seat in (0, 1)])
            for answer in answers:
                if isinstance(answer, Exception):
                    raise answer
            seats = [0, 1]
        else:
            seat = self.rng.randrange(2)
            answers = [self.send(seat, "result", "GET", f"/game/short/result/{battle.id}")]
            seats = [seat]
        allowed = expected_finals(battle.reports)
        for seat, (status, code, parsed) in zip(seats, answers):
            if status == 401 and code in self.expired:  # the token expired since the read before the race: again
                status, code, parsed = self.send(seat, "result", "GET", f"/game/short/result/{battle.id}")
            if status != 200:
                self.note(f"battle {battle.id}: the result after both reports is {status} {code}")
                continue
            mine, theirs = parsed["myRoundMission"], parsed["partnerRoundMission"]
            finals = {seat: mine["finalResult"], 1 - seat: theirs["finalResult"]}
            for who, mission in ((seat, mine), (1 - seat, theirs)):
                completed, at = battle.reports[who]
                if mission["result"] != ("WIN" if completed else "LOSE") or mission["updatedAt"] != at:
                    self.note(f"battle {battle.id}: {self.partners[who].login}'s report reads "
                              f"{mission['result']} at {mission['updatedAt']}, it was {completed} at {at}")
            if (finals[0], finals[1]) not in allowed:
                self.note(f"battle {battle.id}: final {finals[0]}/{finals[1]} for reports {battle.reports}")
            if battle.final and battle.final != finals:
                self.note(f"battle {battle.id}: the partners read different results {battle.final} and {finals}")
            battle.final = finals
        if battle.final:
            battle.state = "settled"
            battle.winner = next((s for s in (0, 1) if battle.final[s] == "WIN"), None)

    def read_history(self, battle: Battle):
        seat = self.rng.randrange(2)
        items = self.read(seat, "history", "/history")
        item = next((i for i in items if i["roundGameId"] == battle.id), None)
        if item is None:
            self.note(f"battle {battle.id} settled but not in {self.partners[seat].login}'s history")
        elif item["result"] != battle.final[seat]:
            self.note(f"battle {battle.id}: the history says {item['result']}, the result said {battle.final[seat]}")

    # --- coupons ---------------------------------------------------------------------------------------------------

    def coupons_of(self, seat, predicate):
        return sorted((b for b in self.battles.values() if b.state == "settled" and b.winner == seat and predicate(b)),
                      key=lambda b: b.id)

    def spend_coupons(self):
        for seat in (0, 1):
            blank = self.coupons_of(seat, lambda b: b.wish == "" and "ok" not in b.uses and "doubt" not in b.uses)
            if blank and self.rng.random() < WRITE_WISH_CHANCE:
                self.write_wish(seat, blank[0])  # the server writes the oldest blank unused coupon
        usable = [b for seat in (0, 1) for b in self.coupons_of(seat, lambda b: b.wish and not b.uses)]
        if usable and self.rng.random() < USE_CHANCE:
            self.use(self.rng.choice(usable))
        if usable and self.rng.random() < LOOK_CHANCE:
            self.look(self.rng.choice(usable), self.rng.randrange(2))

    def write_wish(self, seat, target: Battle):
        text = f"c{self.number} 소원권 {target.id}"
        try:
            status, code, _ = self.send(seat, "write-wish", "PATCH", "/wish", {"gameType": "SHORT", "content": text})
        except InDoubt as error:
            status, code, parsed = self.send(seat, "coupon", "GET", f"/wish/{target.id}")
            target.seen = True
            happened = status == 200 and parsed["wishCoupon"]["content"] is not None
            self.partners[seat].doubts.append({"op": "write-wish", "what": target.id, "start": error.start,
                                               "happened": happened})
            if happened:
                target.wish = parsed["wishCoupon"]["content"]
            return
        if status != 204:
            self.note(f"{self.partners[seat].login} writing the wish of its blank coupon {target.id}: {status} {code}")
            return
        self.counts["wishes_written"] += 1
        target.wish = text

    def use(self, coupon: Battle):
        owner = coupon.winner
        path = f"{API}/wish/{coupon.id}"
        self.counts["uses"] += 1
        if self.rng.random() >= self.options.race_chance:
            try:
                status, code, _ = self.send(owner, "use-coupon", "PATCH", f"/wish/{coupon.id}")
            except InDoubt as error:
                self.settle_use(coupon, owner, error.start)
                return
            coupon.uses.append("ok" if status == 204 else f"refused {code}")
            if status != 204:
                self.note(f"the owner's first use of coupon {coupon.id} (with a wish): {status} {code}")
            else:
                coupon.seen = True
            return
        # The same coupon used twice at once: by its owner on both connections, or by the owner and the partner.
        self.counts["use_races"] += 1
        other = owner if self.rng.random() < 0.5 else 1 - owner
        for seat in {owner, other}:
            self.read(seat, "home", "/v1/home")
        users = [owner, other]
        results = at_once(*[
            (lambda index=index: self.conn(index).call("use-coupon", "PATCH", path,
                                                       token=self.scheme + self.partners[users[index]].access))
            for index in (0, 1)])
        doubt_start, expired = None, False
        for user, result in zip(users, results):
            if isinstance(result, InDoubt):
                doubt_start = doubt_start or result.start
                continue
            if isinstance(result, Exception):
                raise result
            status, code, _ = result
            if status == 401 and code in self.expired:  # a stale token: nothing happened
                expired = True
                continue
            if user != owner:
                if status == 204:
                    self.note(f"coupon {coupon.id} used (204) by {self.partners[user].login}, not its owner")
                elif (status, code) != (400, "UE1001"):
                    self.note(f"coupon {coupon.id} used by the partner: {status} {code}, not UE1001")
                continue
            coupon.uses.append("ok" if status == 204 else f"refused {code}")
            if status == 204:
                coupon.seen = True
            elif (status, code) != (400, "UE1001"):
                self.note(f"coupon {coupon.id}, the owner's use raced: {status} {code}")
        if coupon.uses.count("ok") > 1:
            self.note(f"coupon {coupon.id} used twice: two 204s at once")
        if "ok" not in coupon.uses and doubt_start is None and not expired:
            self.note(f"coupon {coupon.id} (the owner's, with a wish, unused): no use accepted {coupon.uses}")
        if doubt_start is not None and "ok" not in coupon.uses:
            self.settle_use(coupon, owner, doubt_start)

    def settle_use(self, coupon: Battle, owner: int, start: float):
        status, code, parsed = self.send(owner, "coupon", "GET", f"/wish/{coupon.id}")
        coupon.seen = True
        happened = status == 200 and parsed["wishCoupon"]["isUsed"]
        self.partners[owner].doubts.append({"op": "use-coupon", "what": coupon.id, "start": start,
                                            "happened": happened})
        coupon.uses.append("ok" if happened else "refused (in doubt, not used)")

    def look(self, coupon: Battle, seat: int):
        status, code, parsed = self.send(seat, "coupon", "GET", f"/wish/{coupon.id}")
        if status != 200:
            self.note(f"{self.partners[seat].login} looking at coupon {coupon.id}: {status} {code}")
            return
        mine = seat == coupon.winner
        if parsed["isMine"] != mine or parsed["nickname"] != self.partners[coupon.winner].nickname:
            self.note(f"coupon {coupon.id} read by {self.partners[seat].login}: isMine {parsed['isMine']}, "
                      f"owner {parsed['nickname']}")
        if mine:
            coupon.seen = True


# --- reconciliation --------------------------------------------------------------------------------------------------

def reconcile(client: CoupleClient) -> tuple[list[str], dict]:
    problems: list[str] = []
    name = f"couple {client.couple} ({client.name})"
    settled = sorted((b for b in client.battles.values() if b.state == "settled"), key=lambda b: b.id)
    live = [b for b in client.battles.values() if b.state == "live"]
    if len(live) > 1:
        problems.append(f"{name}: the client holds {len(live)} live battles {[b.id for b in live]}")
    partners = client.partners
    for seat in (0, 1):
        reader = partners[seat].login
        home = client.read(seat, "home", "/v1/home")
        game = home.get("shortGame")
        if live:
            if not game or game["id"] != live[0].id or not game["enable"] or home["roundGameId"] != live[0].id:
                problems.append(f"{name}: {reader}'s home shows {game}, the client left battle {live[0].id} live")
        elif settled:
            latest = settled[-1].id
            if not game or game["id"] != latest or game["enable"] or home["roundGameId"] != latest:
                problems.append(f"{name}: {reader}'s home shows {game}, the latest battle settled is {latest}")
        elif game is not None:
            problems.append(f"{name}: {reader}'s home shows {game}, no battle was settled or left live")
        wins = sum(1 for b in settled if b.final[seat] == "WIN")
        losses = sum(1 for b in settled if b.final[seat] == "LOSE")
        draws = sum(1 for b in settled if b.final[seat] == "DRAW")
        shown = (home["myScore"], home["partnerScore"], home["drawCount"])
        if shown != (wins, losses, draws):
            problems.append(f"{name}: {reader}'s home scores {shown}, the battles settled say {(wins, losses, draws)}")
        if (home["userId"], home["partnerId"], home["partnerNickname"]) != \
                (partners[seat].user_id, partners[1 - seat].user_id, partners[1 - seat].nickname):
            problems.append(f"{name}: {reader}'s home names {home['userId']}, {home['partnerId']} "
                            f"{home['partnerNickname']}")

        history = client.read(seat, "history", "/history")
        listed = [item["roundGameId"] for item in history]
        expected = [b.id for b in reversed(settled)]
        if listed != expected:
            unknown = sorted(set(listed) - set(expected))
            abandoned = [i for i in unknown if client.battles.get(i) and client.battles[i].state == "abandoned"]
            problems.append(f"{name}: {reader}'s history lists {listed}, the client saw {expected} settled "
                            f"(missing {sorted(set(expected) - set(listed))}, unknown {unknown}, abandoned "
                            f"{abandoned})")
        for item in history:
            battle = client.battles.get(item["roundGameId"])
            if battle is None or battle.state != "settled":
                continue
            winner = None if battle.winner is None else partners[battle.winner].nickname
            if item["result"] != battle.final[seat] or item["winner"] != winner:
                problems.append(f"{name}: {reader}'s history item {battle.id}: {item['result']}, winner "
                                f"{item['winner']}; the result said {battle.final[seat]}, winner {winner}")

    figures = {"couples": 1, "settled": len(settled), "draws": sum(1 for b in settled if b.winner is None),
               "abandoned": sum(1 for b in client.battles.values() if b.state == "abandoned"), "live": len(live),
               "coupons": 0, "used": 0, "unused": 0, **client.counts}
    for seat in (0, 1):
        owner = partners[seat]
        listing = client.read(0, "coupons", f"/user/{owner.user_id}/wish")
        coupons = {c["id"]: c for c in listing["wishCouponList"]}
        won = {b.id: b for b in settled if b.winner == seat}
        if set(coupons) != set(won):
            problems.append(f"{name}: {owner.login}'s coupons {sorted(coupons)}, the battles it won "
                            f"{sorted(won)}")
        unseen = 0
        for coupon_id, battle in won.items():
            coupon = coupons.get(coupon_id)
            if coupon is None:
                continue
            used = "ok" in battle.uses
            figures["coupons"] += 1
            figures["used" if coupon["isUsed"] else "unused"] += 1
            if coupon["isUsed"] != used:
                problems.append(f"{name}: coupon {coupon_id} isUsed {coupon['isUsed']}, the client's uses "
                                f"{battle.uses}")
            if battle.wish is not None and (coupon["content"] or "") != battle.wish:
                problems.append(f"{name}: coupon {coupon_id} carries {coupon['content']!r}, the client put "
                                f"{battle.wish!r} on it")
            if coupon["isVisible"] != bool(coupon["content"]):
                problems.append(f"{name}: coupon {coupon_id} isVisible {coupon['isVisible']} with content "
                                f"{coupon['content']!r}")
            unseen += not battle.seen
        unused = sum(1 for c in coupons.values() if not c["isUsed"])
        if listing["availableWishCoupon"] != unused or listing["newWishCoupon"] != unseen:
            problems.append(f"{name}: {owner.login}'s counts {listing['availableWishCoupon']} unused, "
                            f"{listing['newWishCoupon']} new; the list has {unused} unused, the owner never looked "
                            f"at {unseen}")
    return problems, figures


def run(options, target, seed) -> int:
    recorder = Recorder(options.events, DOCUMENTED, WRITES)
    stop = threading.Event()
    clients, failed = load(recorder, options, stop, lambda n, deadline: CoupleClient(
        n, options, target, recorder, stop, deadline, seed * 1000 + n))

    if not options.no_reconcile:
        recorder.phase = "reconcile"
        all_problems, totals = [], {}
        checked = [client for client in clients if client.couple is not None and all(p.user_id for p in
                                                                                     client.partners)]
        for client in checked:
            client.http = Connection(target, recorder, threading.Event(), options.recovery)
            client.second = Connection(target, recorder, threading.Event(), options.recovery)
            client.http.interruptible = client.second.interruptible = False
            try:
                problems, figures = reconcile(client)
            except (RuntimeError, GaveUp, InDoubt, KeyError, TypeError) as error:
                problems, figures = [f"couple {client.couple}: {type(error).__name__}: {error}"], {}
            all_problems.extend(problems)
            for key, value in figures.items():
                totals[key] = totals.get(key, 0) + value
            client.http.close()
            client.second.close()
        t = totals.get
        print(f"reconciliation: {t('couples', 0)} couples; battles: {t('starts', 0)} starts ({t('start_races', 0)} "
              f"races of both partners, {t('start_refused', 0)} starts refused UE1003), {t('settled', 0)} settled "
              f"({t('draws', 0)} draws; {t('reports_at_once', 0)} with both reports at once, "
              f"{t('out_of_order', 0)} of those refused UE1001 out of order and sent again; "
              f"{t('results_at_once', 0)} results read by both at once), {t('abandoned', 0)} abandoned, "
              f"{t('live', 0)} left live; coupons: {t('coupons', 0)} won, {t('wishes_written', 0)} wishes written "
              f"later, {t('used', 0)} used, {t('unused', 0)} unused; {t('uses', 0)} coupons spent "
              f"({t('use_races', 0)} of them by two uses at once)")
        report_doubts([d for client in clients for p in client.partners + client.left_behind for d in p.doubts])
        for problem in all_problems:
            print(f"MISMATCH {problem}")
        if all_problems:
            failed = True
        else:
            print("reconciliation: every couple's home, history, scores and coupons agree with what its clients saw")
    doubt_events = [{"doubt": True, "partner": p.login, **d} for client in clients for p in client.partners
                    for d in p.doubts]
    return finish(recorder, options, failed, doubt_events)
