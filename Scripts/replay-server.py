#!/usr/bin/env python3
"""A local HTTP server that replays one seed app's recorded answers byte for byte.

    Scripts/replay-server.py DIR PORT LOG [--expire-first]

DIR holds `routes.json` and the body files it names (`Scripts/replay/suwiki`, `Scripts/replay/couple`). The server
listens on 127.0.0.1:PORT (0 picks a free port; the port is printed as `listening on 127.0.0.1:PORT`) and answers:

- a recorded route (method, path and, where the route names one, the exact query) with its file's bytes, the
  recorded status and content type, and an exact Content-Length; a route with several answers gives them in turn
  (the last one repeats), so a list can change after a purchase;
- a request the recorded API does not allow with 400: a query no route of that path records, a body that is not
  a JSON object with the keys (and JSON types) the route names, a body where none is expected;
- a missing or wrong token with 401: the `raw` servers (SUWIKI) take the JWT itself in `Authorization`, a `Bearer`
  prefix is refused; the `bearer` servers (the couple app) take `Bearer <token>`;
- anything else with 404.

Each request appends one JSON line to LOG: method, path, query, status, route (or null), valid, reason. A 401 that
the server gives on purpose (`--expire-first`) is valid; every other refusal is not.

`--expire-first`: until a refresh call was answered, every route that needs the access token answers 401, so the
client must refresh (SUWIKI's `POST /user/refresh`) and send the call again; after the refresh only the refreshed
access token is accepted. A server without a refresh route then refuses every such call: the client must end with
"sign in again".
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

JSON_TYPES = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
}


class Replay:
    """The routes of one server and what happened so far (answers given, refresh done), behind one lock."""

    def __init__(self, directory: Path, log: Path, expire_first: bool) -> None:
        self.directory = directory
        self.spec = json.loads((directory / "routes.json").read_text(encoding="utf-8"))
        self.routes = self.spec["routes"]
        self.scheme = self.spec.get("authorization", "raw")
        self.expire_first = expire_first
        self.log_path = log
        self.lock = threading.Lock()
        self.turns = [0] * len(self.routes)
        self.refreshed = False
        # Each body file read once: the bytes sent are the file's, whatever the request.
        self.bodies: dict[str, bytes] = {}
        for route in self.routes:
            for answer in route["responses"]:
                self.bodies[answer["file"]] = (directory / answer["file"]).read_bytes()
        self.sign_in = self._tokens(self.spec.get("signIn"))
        self.refresh = self._tokens(self.spec.get("refresh"))
        self.refresh_route = self.spec.get("refresh")

    def _tokens(self, name: str | None) -> dict[str, str]:
        """The token pair a route's (first) answer issues: `{"AccessToken", "RefreshToken"}`."""
        if not name:
            return {}
        method, path = name.split(" ", 1)
        for route in self.routes:
            if route["method"] == method and route["path"] == path:
                body = json.loads(self.bodies[route["responses"][0]["file"]])
                return {"access": body["AccessToken"], "refresh": body.get("RefreshToken", "")}
        raise SystemExit(f"routes.json names {name}, which it does not record")

    def access_tokens(self) -> set[str]:
        """The access tokens accepted now."""
        if "accessToken" in self.spec:
            accepted = {self.spec["accessToken"]}
        else:
            accepted = {self.sign_in.get("access", ""), self.refresh.get("access", "")} - {""}
        if self.expire_first:
            return {self.refresh["access"]} if self.refreshed and self.refresh else set()
        return accepted

    def refresh_tokens(self) -> set[str]:
        return {self.sign_in.get("refresh", ""), self.refresh.get("refresh", "")} - {""}

    def log(self, entry: dict) -> None:
        with self.lock, self.log_path.open("a", encoding="utf-8") as log:
            log.write(json.dumps(entry, ensure_ascii=False) + "\n")


def check_body(spec: dict | None, raw: bytes, content_type: str) -> str | None:
    """Why the body is not what the route allows, or None."""
    if spec is None:
        return None if not raw.strip() else f"a {len(raw)}-byte body where the API takes none"
    if "application/json" not in content_type.lower():
        return f"Content-Type {content_type or '(none)'}, not application/json"
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        return f"the body is not JSON: {error}"
    if not isinstance(body, dict):
        return "the body is not a JSON object"
    required, optional = spec.get("required", {}), spec.get("optional", {})
    missing = sorted(set(required) - set(body))
    unknown = sorted(set(body) - set(required) - set(optional))
    if missing:
        return f"the body lacks {', '.join(missing)}"
    if unknown:
        return f"the body has keys the API does not name: {', '.join(unknown)}"
    for key, kind in {**required, **optional}.items():
        if key in body and not JSON_TYPES[kind](body[key]):
            return f"{key} is {json.dumps(body[key], ensure_ascii=False)}, not a JSON {kind}"
    return None


class Handler(BaseHTTPRequestHandler):
    server_version = "DomainKitsReplay/1"
    protocol_version = "HTTP/1.1"
    replay: Replay

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the base class's name
        pass

    def do_GET(self) -> None:
        self.answer()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

    def answer(self) -> None:
        replay = self.replay
        parts = urlsplit(self.path)
        path, query = parts.path, dict(parse_qsl(parts.query, keep_blank_values=True))
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        entry = {"method": self.command, "path": path, "query": query}

        same_path = [i for i, r in enumerate(replay.routes) if r["method"] == self.command and r["path"] == path]
        if not same_path:
            return self.refuse(entry, 404, f"no recorded route for {self.command} {path}")
        matches = [i for i in same_path if replay.routes[i].get("query", {}) == query]
        if not matches:
            recorded = " or ".join(json.dumps(replay.routes[i].get("query", {})) for i in same_path)
            return self.refuse(entry, 400, f"query {json.dumps(query)} is not the recorded {recorded}")
        index = matches[0]
        route = replay.routes[index]
        entry["route"] = index

        problem = check_body(route.get("body"), raw, self.headers.get("Content-Type", ""))
        if problem:
            return self.refuse(entry, 400, problem)

        with replay.lock:
            refusal = self.authorize(route)
            if refusal is None:
                answers = route["responses"]
                answer = answers[min(replay.turns[index], len(answers) - 1)]
                replay.turns[index] += 1
                if replay.refresh_route == f"{route['method']} {route['path']}":
                    replay.refreshed = True
        if refusal is not None:
            code, reason, valid = refusal
            return self.refuse(entry, code, reason, valid=valid)
        body = replay.bodies[answer["file"]]
        self.send(answer["status"], answer["contentType"], body)
        replay.log({**entry, "status": answer["status"], "file": answer["file"], "valid": True, "reason": "recorded"})

    def authorize(self, route: dict) -> tuple[int, str, bool] | None:
        """None when the token is what the route needs, else (status, reason, whether the request was valid)."""
        replay = self.replay
        need = route.get("auth", "access")
        if need == "none":
            return None
        header = self.headers.get("Authorization")
        if header is None:
            return 401, "no Authorization header", False
        if replay.scheme == "bearer":
            if not header.startswith("Bearer "):
                return 401, "Authorization is not 'Bearer <token>'", False
            token = header[len("Bearer "):]
        else:
            if header.lower().startswith("bearer "):
                return 401, "Authorization has a Bearer prefix; this server takes the raw JWT", False
            token = header
        if need == "refresh":
            if token in replay.refresh_tokens():
                return None
            return 401, "not a refresh token this server issued", False
        if token in replay.access_tokens():
            return None
        if replay.expire_first and not replay.refreshed and (
            token == replay.sign_in.get("access") or token == replay.spec.get("accessToken")
        ):
            return 401, "expired on purpose (--expire-first): refresh first", True
        return 401, "not an access token this server accepts now", False

    def refuse(self, entry: dict, status: int, reason: str, valid: bool = False) -> None:
        body = json.dumps({"replay": reason}, ensure_ascii=False).encode("utf-8")
        self.send(status, "application/json", body)
        self.replay.log({**entry, "status": status, "valid": valid, "reason": reason})

    def send(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


def main() -> None:
    parser = argparse.ArgumentParser(description="Replays a seed app's recorded answers (see the module's text).")
    parser.add_argument("directory", type=Path, help="the folder with routes.json and its body files")
    parser.add_argument("port", type=int, help="the port on 127.0.0.1 (0: any free port)")
    parser.add_argument("log", type=Path, help="the file that gets one JSON line per request")
    parser.add_argument("--expire-first", action="store_true", help="refuse the access token until a refresh")
    args = parser.parse_args()
    Handler.replay = Replay(args.directory, args.log, args.expire_first)
    args.log.touch()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    sys.exit(main())
