"""What the load generators of `Scripts/server-load.py` share, whichever API they play.

The server's address (`Target`, reread from `--url-file` after a connection failure; loopback only), one keep-alive
connection with the retry rules (`Connection`: a connection that cannot be opened is retried with backoff; a request
sent and then cut off is "in doubt": a read is sent again, a write raises `InDoubt`), every answer checked against a
table of documented statuses and codes (`Recorder`), a client thread's token rules (`Player`: on a 401 that says the
access token expired, refresh once and send again; a refresh whose answer was lost is sent again, and a 401 then
means the lost one rotated the token, so the client signs in again), requests sent at once on several connections
(`at_once`), the run itself (`run_players`: start, stop file, progress file, join) and the report (`print_table`,
`finish`). Python's standard library only.
"""

from __future__ import annotations

import http.client
import ipaddress
import json
import os
import random
import select
import socket
import threading
import time
import urllib.parse

class Stopped(Exception):
    """The load was told to stop while a request could not even be sent."""


class GaveUp(Exception):
    """The server did not come back within the recovery time."""


class InDoubt(Exception):
    """A write was sent and its answer was lost: it may or may not have happened."""

    def __init__(self, kind: str, start: float):
        super().__init__(kind)
        self.kind, self.start = kind, start


class Target:
    """The server's address, reread from `--url-file` after a connection failure (a restart may move it)."""

    def __init__(self, url: str | None, url_file: str | None):
        self.url_file = url_file
        self.lock = threading.Lock()
        self.host, self.port = check_loopback(url if url else read_url_file(url_file))

    def reload(self):
        if not self.url_file:
            return
        try:
            host, port = check_loopback(read_url_file(self.url_file))
        except (OSError, ValueError):
            return
        with self.lock:
            self.host, self.port = host, port

    def address(self):
        with self.lock:
            return self.host, self.port


def read_url_file(path: str) -> str:
    with open(path, encoding="utf-8") as handle:
        return handle.read().strip()


def check_loopback(url: str):
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "http" or not parts.hostname or not parts.port:
        raise ValueError(f"not an http://HOST:PORT URL: {url!r}")
    host = parts.hostname
    if host == "localhost":
        addresses = {info[4][0] for info in socket.getaddrinfo(host, parts.port, proto=socket.IPPROTO_TCP)}
    else:
        addresses = {host}
    for address in addresses:
        try:
            loopback = ipaddress.ip_address(address.split("%")[0]).is_loopback
        except ValueError:
            loopback = False
        if not loopback:
            raise ValueError(f"{url} is not a loopback address; this load runs against loopback only")
    return host, parts.port


class Recorder:
    """Every request's outcome, shared by the clients.

    `documented` is the API's table: per operation, status -> the codes a 4xx may carry (None: a success); `writes`
    the operations that change something (one cut off is in doubt, not sent again); `code_field` the key of the error
    body that names the refusal (`code` for SUWIKI and the couple app, `message` for Hous)."""

    def __init__(self, events_path: str | None, documented: dict, writes: set, code_field: str = "code"):
        self.documented, self.writes, self.code_field = documented, writes, code_field
        self.lock = threading.Lock()
        self.samples: dict[str, list[float]] = {}
        self.classes = {"2xx": 0, "4xx": 0, "5xx": 0, "other": 0, "connect": 0, "in-doubt": 0, "read-retry": 0}
        self.failures: list[str] = []
        self.anomalies: list[str] = []
        self.accepted_writes = 0
        self.keep_events = events_path is not None
        self.events: list[dict] = []
        self.slowest = (0.0, "")
        self.phase = "setup"

    def answer(self, op, method, path, status, code, started, ended, wall):
        latency = ended - started
        with self.lock:
            if self.phase == "load":
                self.samples.setdefault(op, []).append(latency)
            key = f"{status // 100}xx" if status // 100 in (2, 4, 5) else "other"
            self.classes[key] += 1
            if latency > self.slowest[0]:
                self.slowest = (latency, f"{method} {path} {status}")
            if status >= 500:
                self.failures.append(f"{method} {path}: {status} {code or ''}".strip())
            else:
                allowed = self.documented[op]
                if status not in allowed:
                    self.failures.append(f"{method} {path}: {status} {code or ''} is not documented for {op}")
                elif allowed[status] is not None and code not in allowed[status]:
                    self.failures.append(f"{method} {path}: {status} {code} is not a documented code for {op}")
            if 200 <= status < 300 and op in self.writes:
                self.accepted_writes += 1
            if self.keep_events:
                self.events.append({"op": op, "method": method, "path": path, "start": wall,
                                    "end": wall + latency, "status": status, "code": code, "phase": self.phase})

    def error(self, op, method, path, kind, sent, started, ended, wall):
        with self.lock:
            if not sent:
                self.classes["connect"] += 1
            elif op in self.writes:
                self.classes["in-doubt"] += 1
            else:
                self.classes["read-retry"] += 1
            if self.keep_events:
                self.events.append({"op": op, "method": method, "path": path, "start": wall,
                                    "end": wall + (ended - started), "status": None, "error": kind, "sent": sent,
                                    "phase": self.phase})

    def anomaly(self, text):
        with self.lock:
            self.anomalies.append(text)


class Connection:
    """One keep-alive HTTP/1.1 connection with the retry rules of the module's docstring."""

    def __init__(self, target: Target, recorder: Recorder, stop: threading.Event, recovery: float):
        self.target, self.recorder, self.stop, self.recovery = target, recorder, stop, recovery
        self.conn: http.client.HTTPConnection | None = None
        self.interruptible = True
        self.headers: dict[str, str] = {}  # the last answer's headers, names in lower case

    def close(self):
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def _stale(self) -> bool:
        """Whether the server closed this idle keep-alive connection (readable with nothing pending = EOF)."""
        sock = self.conn.sock if self.conn is not None else None
        if sock is None:
            return True
        try:
            readable, _, _ = select.select([sock], [], [], 0)
        except (OSError, ValueError):
            return True
        return bool(readable)

    def call(self, op, method, path, body=None, token=None):
        """(status, code, parsed body or text); raises InDoubt for a write whose answer was lost."""
        payload = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        headers = {"Accept": "application/json"}
        if payload is not None:
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = token
        backoff, first_failure = 0.05, None
        while True:
            if self.conn is not None and self._stale():
                self.close()
            wall, started = time.time(), time.monotonic()
            if self.conn is None:
                host, port = self.target.address()
                conn = http.client.HTTPConnection(host, port, timeout=30)
                try:
                    conn.connect()
                except OSError as error:
                    conn.close()
                    self.recorder.error(op, method, path, type(error).__name__, False, started, time.monotonic(),
                                        wall)
                    first_failure = first_failure or time.monotonic()
                    if self.interruptible and self.stop.is_set():
                        raise Stopped() from error
                    if time.monotonic() - first_failure > self.recovery:
                        raise GaveUp(f"{method} {path}: no connection for {self.recovery:.0f} s") from error
                    time.sleep(backoff * random.uniform(0.8, 1.2))
                    backoff = min(backoff * 2, 1.0)
                    self.target.reload()
                    continue
                conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                self.conn = conn
            got_headers = False
            try:
                self.conn.request(method, path, body=payload, headers=headers)
                response = self.conn.getresponse()
                got_headers = True
                data = response.read()
            except (http.client.HTTPException, OSError) as error:
                ended = time.monotonic()
                self.close()
                kind = type(error).__name__ + (" after the headers" if got_headers else "")
                self.recorder.error(op, method, path, kind, True, started, ended, wall)
                if op in self.recorder.writes:
                    raise InDoubt(kind, wall) from error
                first_failure = first_failure or time.monotonic()
                if time.monotonic() - first_failure > self.recovery:
                    raise GaveUp(f"{method} {path}: no answer for {self.recovery:.0f} s") from error
                time.sleep(backoff * random.uniform(0.8, 1.2))
                backoff = min(backoff * 2, 1.0)
                self.target.reload()
                continue
            ended = time.monotonic()
            self.headers = {name.lower(): value for name, value in response.getheaders()}
            if response.will_close:
                self.close()
            text = data.decode("utf-8", errors="replace")
            parsed, code = text, None
            if response.getheader("Content-Type", "").startswith("application/json"):
                try:
                    parsed = json.loads(text)
                except ValueError:
                    self.recorder.anomaly(f"{method} {path}: {response.status} with a body that is not JSON")
                if response.status >= 400 and isinstance(parsed, dict):
                    code = parsed.get(self.recorder.code_field)
            self.recorder.answer(op, method, path, response.status, code, started, ended, wall)
            return response.status, code, parsed



def percentile(sorted_values, fraction):
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, int(round(fraction * len(sorted_values) + 0.5)) - 1))
    return sorted_values[index]


def print_table(recorder: Recorder, elapsed: float):
    rows = []
    everything = []
    for op in sorted(recorder.samples):
        values = sorted(recorder.samples[op])
        everything.extend(values)
        rows.append((op, values))
    rows.append(("overall", sorted(everything)))
    print(f"{'operation':<22}{'requests':>9}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for op, values in rows:
        if op == "overall":
            print("-" * 67)
        print(f"{op:<22}{len(values):>9}{len(values) / elapsed:>9.1f}{percentile(values, 0.5) * 1000:>9.1f}"
              f"{percentile(values, 0.99) * 1000:>9.1f}{(values[-1] if values else 0) * 1000:>9.1f}")
    c = recorder.classes
    print(f"answers: 2xx {c['2xx']}, 4xx {c['4xx']}, 5xx {c['5xx']}, other {c['other']}; connection errors: "
          f"{c['connect']} not sent (retried), {c['read-retry']} reads cut off (sent again), "
          f"{c['in-doubt']} writes in doubt")



class Player(threading.Thread):
    """A client thread with the token rules every API shares.

    A subclass says how `Authorization` carries the access token (`scheme`: SUWIKI sends it raw, the couple app and
    Hous after `Bearer `), which 401 codes say it expired (`expired`), how to ask for a refresh (`refresh_request`),
    take the tokens of an answer (`take_tokens`) and sign in (`sign_in`), and what the client does (`play`). An
    account is any object with `login`, `access`, `refresh_token` and `doubts` (the writes in doubt it settled)."""

    scheme = ""
    expired: frozenset = frozenset()

    def __init__(self, name, options, target, recorder, stop, deadline, rng_seed):
        super().__init__(name=name, daemon=True)
        self.options, self.target, self.recorder, self.stop, self.deadline = options, target, recorder, stop, deadline
        self.http = Connection(target, recorder, stop, options.recovery)
        self.rng = random.Random(rng_seed)
        self.error: str | None = None

    def refresh_request(self, account, http):
        raise NotImplementedError

    def take_tokens(self, account, parsed, http):
        raise NotImplementedError

    def sign_in(self, account, http=None):
        raise NotImplementedError

    def play(self):
        raise NotImplementedError

    def connections(self):
        """Every connection the player opened, closed when it ends."""
        return [self.http]

    def authed(self, account, op, method, path, body=None, http=None):
        """A request with the account's access token; on a 401 that says it expired, a refresh and the request
        again."""
        http = http or self.http
        for _ in range(3):
            status, code, parsed = http.call(op, method, path, body, token=self.scheme + account.access)
            if status != 401:
                return status, code, parsed
            if code not in self.expired:
                self.recorder.anomaly(f"{account.login}: {method} {path} answered 401 {code} to an access token "
                                      "the server issued (tokens must survive a restart)")
            self.refresh(account, http)
        raise RuntimeError(f"{account.login}: {method} {path} still 401 after refreshing")

    def refresh(self, account, http=None):
        """A new token pair; a refresh whose answer was lost is sent again, and when the lost one rotated the token
        (401) the client signs in again, as the apps do."""
        http = http or self.http
        in_doubt = None
        while True:
            try:
                status, code, parsed = self.refresh_request(account, http)
            except InDoubt as error:
                in_doubt = in_doubt or {"op": "refresh", "what": account.login, "start": error.start}
                continue
            if in_doubt:  # sent again: a 401 says the first one rotated the token
                account.doubts.append({**in_doubt, "happened": status == 401})
            if status == 200:
                self.take_tokens(account, parsed, http)
                return
            if not in_doubt:
                self.recorder.anomaly(f"{account.login}: refresh refused ({status} {code}) with a refresh token "
                                      "that was never used")
            self.sign_in(account, http)  # the lost refresh rotated the token: sign in again, as the app does
            return

    def finished(self):
        return self.stop.is_set() or time.monotonic() >= self.deadline

    def run(self):
        try:
            self.play()
        except Stopped:
            pass
        except GaveUp as error:
            self.error = str(error)
        except Exception as error:  # noqa: BLE001 - reported, fails the run
            self.error = f"{type(error).__name__}: {error}"
        finally:
            for connection in self.connections():
                if connection is not None:
                    connection.close()


def at_once(*calls):
    """Runs the calls at the same time, each on its own thread; their results in order, an exception as a result."""
    results: list = [None] * len(calls)

    def one(index, call):
        try:
            results[index] = call()
        except Exception as error:  # noqa: BLE001 - the caller decides
            results[index] = error

    threads = [threading.Thread(target=one, args=(index, call)) for index, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def run_players(players, options, recorder: Recorder, stop: threading.Event, started: float) -> float:
    """Starts the players, watches `--stop-file` (then sets `stop`) and rewrites `--progress` every 0.2 s until they
    end; the seconds the load took since `started`."""
    for player in players:
        player.start()

    def watch():
        while any(player.is_alive() for player in players):
            if options.stop_file and os.path.exists(options.stop_file):
                stop.set()
            if options.progress:
                temporary = options.progress + ".tmp"
                with open(temporary, "w", encoding="utf-8") as handle:
                    handle.write(f"{recorder.accepted_writes}\n")
                os.replace(temporary, options.progress)
            time.sleep(0.2)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    for player in players:
        player.join()
    elapsed = time.monotonic() - started
    watcher.join()
    return elapsed


def load(recorder: Recorder, options, stop: threading.Event, make_player):
    """The load phase: `options.clients` players, `make_player(number, deadline)` each, run until `options.seconds`
    pass (or `stop`), then the table; the players and whether one failed."""
    recorder.phase = "load"
    started = time.monotonic()
    deadline = started + options.seconds
    players = [make_player(number, deadline) for number in range(options.clients)]
    elapsed = run_players(players, options, recorder, stop, started)
    return players, report_load(recorder, players, elapsed)


def report_load(recorder: Recorder, players, elapsed: float) -> bool:
    """The table, the slowest answer and the players that failed; whether one did."""
    print(f"load: {elapsed:.1f} s")
    print_table(recorder, elapsed)
    print(f"slowest answer: {recorder.slowest[0] * 1000:.0f} ms ({recorder.slowest[1]})")
    failed = False
    for player in players:
        if player.error:
            print(f"FAIL {player.name}: {player.error}")
            failed = True
    return failed


def report_doubts(settled):
    """The writes whose answer was lost, each settled from the API: `happened` true or false, or None when the API
    cannot tell (a write that changed nothing visible; its effect, if any, is what the reconciliation checked)."""
    happened = sum(1 for d in settled if d.get("happened"))
    unknown = sum(1 for d in settled if "happened" in d and d["happened"] is None)
    by_op: dict[str, list[int]] = {}
    for doubt in settled:
        if "happened" in doubt and doubt["happened"] is None:
            continue
        by_op.setdefault(doubt["op"], [0, 0])[0 if doubt.get("happened") else 1] += 1
    detail = ", ".join(f"{op} {done}+{not_done}" for op, (done, not_done) in sorted(by_op.items()))
    print(f"in doubt, settled: {len(settled)} writes whose answer was lost, {happened} had happened, "
          f"{len(settled) - happened - unknown} had not" + (f", {unknown} cannot be told" if unknown else "")
          + (f" (happened+not: {detail})" if detail else ""))


def finish(recorder: Recorder, options, failed: bool, doubt_events=()) -> int:
    """Writes `--events`, prints every failure and anomaly, fails on connection errors without `--faults`; the exit
    code."""
    if options.events:
        with open(options.events, "w", encoding="utf-8") as handle:
            for event in recorder.events:
                handle.write(json.dumps(event, ensure_ascii=False) + "\n")
            for event in doubt_events:
                handle.write(json.dumps(event, ensure_ascii=False) + "\n")
    for failure in recorder.failures[:20]:
        print(f"FAIL {failure}")
    if len(recorder.failures) > 20:
        print(f"FAIL … {len(recorder.failures) - 20} more")
    for anomaly in recorder.anomalies[:20]:
        print(f"FAIL {anomaly}")
    if len(recorder.anomalies) > 20:
        print(f"FAIL … {len(recorder.anomalies) - 20} more")
    connection_errors = recorder.classes["connect"] + recorder.classes["in-doubt"] + recorder.classes["read-retry"]
    if connection_errors and not options.faults:
        print(f"FAIL {connection_errors} connection errors without a fault injected")
        failed = True
    failed = failed or bool(recorder.failures) or bool(recorder.anomalies)
    print("server-load: FAILED" if failed else "server-load: passed")
    return 1 if failed else 0
