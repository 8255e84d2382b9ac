#!/usr/bin/env python3
"""A mock of the Hous server made from its OpenAPI document by connexion, every request checked by openapi-core.

Usage: hous-mock.py --port PORT --log FILE [--spec OpenAPI/hous.json]

- connexion 3 serves the document with `MockResolver(mock_all=True)`: each operation answers its first documented
  response with the document's examples (built from the schema's `example` fields).
- connexion validates each request (strict validation: a query parameter the document does not name is refused)
  and checks the `JWT` bearer scheme with a handler that accepts any non-empty token (sign-up and login need none).
- Before connexion, an ASGI middleware validates every request with openapi-core against the same document and
  appends one JSON line to FILE: `{"method", "path" (the document's template, or the raw path when none matches),
  "url", "valid", "reason", "status"}`. A request connexion refuses (4xx) is logged invalid too, with its answer.
- `GET /_hous-mock/ready` answers 200 without being logged: the readiness probe of Scripts/check-hous-mock.sh.

Loopback only (127.0.0.1). Needs connexion 3, openapi-core, uvicorn (Scripts/check-hous-mock.sh installs them).
"""

import argparse
import copy
import json
import os
import re
import sys
import threading

READY_PATH = "/_hous-mock/ready"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def accept_any_token(token):
    """The `JWT` scheme's handler (connexion's `x-bearerInfoFunc`): any non-empty token is a signed-in user."""
    if token and token.strip():
        return {"sub": "hous-mock"}
    return None


class Templates:
    """Finds the document's path template of a request path: literal segments before parameters
    (`/user/me/type` is not `/user/{userId}/type`; `/user/profile` is not `/user/{homieId}`)."""

    def __init__(self, spec):
        self.entries = []
        for template, item in spec["paths"].items():
            parts = re.split(r"(\{[^}/]+\})", template)
            regex = "".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts)
            methods = {m for m in item if m in METHODS}
            self.entries.append((template.count("{"), template, re.compile("^" + regex + "$"), methods))
        self.entries.sort(key=lambda entry: (entry[0], entry[1]))

    def find(self, method, path):
        for _, template, regex, methods in self.entries:
            if regex.match(path) and method.lower() in methods:
                return template
        return None


def describe(error):
    """openapi-core's error with its causes and schema errors, on one line."""
    parts = [f"{type(error).__name__}: {error}"]
    cause = error.__cause__ or error.__context__
    seen = 0
    while cause is not None and seen < 5:
        parts.append(f"{type(cause).__name__}: {cause}")
        for schema_error in getattr(cause, "schema_errors", None) or []:
            location = "/".join(str(p) for p in schema_error.path)
            parts.append(f"{location or 'body'}: {schema_error.message}")
        cause = cause.__cause__ or cause.__context__
        seen += 1
    return "; ".join(parts)


class ValidateAndLog:
    """ASGI middleware: validates each HTTP request with openapi-core, passes it on unchanged, logs one line."""

    def __init__(self, app, openapi, templates, log_path):
        self.app = app
        self.openapi = openapi
        self.templates = templates
        self.log_path = log_path
        self.lock = threading.Lock()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["path"] == READY_PATH:
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/plain")]})
            await send({"type": "http.response.body", "body": b"ready\n"})
            return

        from openapi_core.contrib.starlette.requests import StarletteOpenAPIRequest
        from starlette.requests import Request

        body = b""
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            body += message.get("body", b"")
            if not message.get("more_body", False):
                break

        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        method = scope["method"]
        path = scope["path"]
        request = Request(scope)
        try:
            self.openapi.validate_request(StarletteOpenAPIRequest(request, body))
            valid, reason = True, ""
        except Exception as error:  # every openapi-core refusal is a reason to log, never a crash
            valid, reason = False, describe(error)

        answer = {"status": None, "body": b""}

        async def capture(message):
            if message["type"] == "http.response.start":
                answer["status"] = message["status"]
            elif message["type"] == "http.response.body" and len(answer["body"]) < 600:
                answer["body"] += message.get("body", b"")
            await send(message)

        try:
            await self.app(scope, replay, capture)
        finally:
            status = answer["status"]
            if status is not None and 400 <= status < 500:
                text = answer["body"][:600].decode("utf-8", "replace").replace("\n", " ")
                valid = False
                reason = (reason + "; " if reason else "") + f"connexion refused it: HTTP {status} {text}"
            query = scope.get("query_string", b"").decode("latin-1")
            record = {
                "method": method,
                "path": self.templates.find(method, path) or path,
                "url": path + ("?" + query if query else ""),
                "valid": valid,
                "reason": reason,
                "status": status,
            }
            with self.lock, open(self.log_path, "a", encoding="utf-8") as log:
                log.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")


def build(spec_path, log_path):
    """The ASGI app: ValidateAndLog around connexion's mock of the document at `spec_path`."""
    import connexion
    from connexion.mock import MockResolver
    from connexion.options import SwaggerUIOptions
    from openapi_core import OpenAPI

    with open(spec_path, encoding="utf-8") as source:
        spec = json.load(source)

    served = copy.deepcopy(spec)
    # The handler is connexion's own setting, added to the copy connexion serves; openapi-core reads the document
    # as committed. `__main__` is this script when it runs as one; `hous_mock` when imported for tests.
    module = __name__ if __name__ != "__main__" else "__main__"
    served["components"]["securitySchemes"]["JWT"]["x-bearerInfoFunc"] = f"{module}.accept_any_token"

    app = connexion.AsyncApp(__name__)
    app.add_api(
        served,
        resolver=MockResolver(mock_all=True),
        strict_validation=True,
        validate_responses=False,
        swagger_ui_options=SwaggerUIOptions(swagger_ui=False, serve_spec=False),
    )
    return ValidateAndLog(app, OpenAPI.from_dict(spec), Templates(spec), log_path)


def main(argv):
    default_spec = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "OpenAPI", "hous.json")
    parser = argparse.ArgumentParser(description="connexion's mock of the Hous server, requests logged")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--log", required=True, help="JSON lines, one per request")
    parser.add_argument("--spec", default=os.path.normpath(default_spec))
    args = parser.parse_args(argv[1:])

    import uvicorn

    open(args.log, "a", encoding="utf-8").close()
    app = build(args.spec, args.log)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning", access_log=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
