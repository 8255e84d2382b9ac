#!/usr/bin/env python3
"""Checks docs/openapi/domainkits-server.yaml, the reference server's own OpenAPI document.

Usage: check-server-document.py [DOCUMENT]

1. The document is valid OpenAPI 3.0 (openapi-spec-validator, every error reported).
2. Every example the document gives (request bodies, parameters, schemas) is valid against its schema.
3. Every answer the replay servers give (Scripts/replay/suwiki and Scripts/replay/couple: the SUWIKI samples and the
   couple app's shapes, transcribed from the project's research) conforms to the document: the operation is found by
   method and path template (below the route's mount, `/suwiki` or `/couple`), the status must be documented, and a
   JSON body must validate against that status's schema.
4. With --schemathesis, schemathesis loads the document and every operation parses (the count is printed).

Prints one line per check and exits 1 when any fails. Needs PyYAML, openapi-spec-validator and (for 4) schemathesis,
pinned in Scripts/openapi/check-server-document.requirements.txt. Reads nothing outside the repository.
"""

import json
import pathlib
import re
import sys

import yaml
from openapi_schema_validator import OAS30Validator
from openapi_spec_validator import validate
from openapi_spec_validator.readers import read_from_filename

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
METHODS = ("get", "put", "post", "delete", "patch")
MOUNTS = {"suwiki": "/suwiki", "couple": "/couple"}


class Document:
    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as source:
            self.doc = yaml.safe_load(source)
        self.templates = []
        for template, item in self.doc["paths"].items():
            mount = item.get("servers", [{"url": "/"}])[0]["url"]
            regex = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
            self.templates.append((template.count("{"), template, mount, re.compile(regex)))
        self.templates.sort(key=lambda entry: (entry[0], entry[1]))

    def resolve(self, node):
        while isinstance(node, dict) and "$ref" in node:
            target = self.doc
            for part in node["$ref"][2:].split("/"):
                target = target[part]
            node = target
        return node

    def errors(self, schema, value):
        wrapped = {"allOf": [schema], "components": self.doc["components"]}
        return [
            f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message[:200]}"
            for error in OAS30Validator(wrapped).iter_errors(value)
        ]

    def operation(self, mount, method, path):
        for _, template, template_mount, regex in self.templates:
            if template_mount == mount and regex.match(path):
                op = self.doc["paths"][template].get(method.lower())
                if op is not None:
                    return template, op
        return None, None


def check_examples(document, report):
    for template, item in document.doc["paths"].items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            where = f"{method.upper()} {template}"
            for parameter in op.get("parameters", []) + item.get("parameters", []):
                parameter = document.resolve(parameter)
                if "example" in parameter:
                    report(f"example {where} {parameter['name']}", document.errors(parameter["schema"], parameter["example"]))
            body = op.get("requestBody")
            if body and "example" in body["content"]["application/json"]:
                media = body["content"]["application/json"]
                report(f"example {where} body", document.errors(media["schema"], media["example"]))
    for name, schema in document.doc["components"]["schemas"].items():
        if "example" in schema:
            report(f"example schema {name}", document.errors({"$ref": f"#/components/schemas/{name}"}, schema["example"]))
        for prop, sub in (schema.get("properties") or {}).items():
            if isinstance(sub, dict) and "example" in sub:
                report(f"example schema {name}.{prop}", document.errors(sub, sub["example"]))


def check_replay(document, report, server):
    folder = ROOT / "Scripts" / "replay" / server
    spec = json.loads((folder / "routes.json").read_text(encoding="utf-8"))
    for route in spec["routes"]:
        method, path = route["method"], route["path"]
        template, op = document.operation(MOUNTS[server], method, path)
        where = f"{server} {method} {path}"
        if op is None:
            report(where, ["no operation of the document has this method and path"])
            continue
        for answer in route["responses"]:
            status = str(answer["status"])
            response = document.resolve(op["responses"].get(status))
            if response is None:
                report(f"{where} {status}", [f"status {status} is not documented for {method} {template}"])
                continue
            content = response.get("content", {})
            kind = answer["contentType"].split(";")[0].strip()
            if kind not in content:
                report(f"{where} {status}", [f"{kind} is not documented (documented: {sorted(content)})"])
                continue
            raw = (folder / answer["file"]).read_bytes()
            value = json.loads(raw) if kind == "application/json" else raw.decode("utf-8")
            report(f"{where} {status} {answer['file']}", document.errors(content[kind]["schema"], value))


def check_schemathesis(path, report):
    import schemathesis

    schema = schemathesis.openapi.from_path(str(path))
    loaded, failed = 0, []
    for result in schema.get_all_operations():
        try:
            result.ok()
            loaded += 1
        except Exception as error:  # an operation schemathesis cannot parse
            failed.append(str(error)[:200])
    report(f"schemathesis loads {loaded} operations", failed)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    path = pathlib.Path(args[0]) if args else ROOT / "docs" / "openapi" / "domainkits-server.yaml"
    failures = 0

    def report(label, errors):
        nonlocal failures
        if errors:
            failures += 1
            print(f"FAIL  {label}")
            for error in errors[:6]:
                print(f"        {error}")
        else:
            print(f"ok    {label}")

    spec, _ = read_from_filename(str(path))
    try:
        validate(spec)
        report("openapi-spec-validator", [])
    except Exception as error:
        report("openapi-spec-validator", [str(error)[:2000]])
        return 1
    document = Document(path)
    check_examples(document, report)
    for server in MOUNTS:
        check_replay(document, report, server)
    if "--schemathesis" in argv:
        check_schemathesis(path, report)
    print(f"{failures} failed" if failures else "the document passed every check")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
