#!/usr/bin/env python3
"""Repairs the Hous server's machine-generated OpenAPI document so validators and connexion's mock accept it.

Usage: repair-hous.py SOURCE OUT

SOURCE is TeamHous/Hous-Server's swagger-output.json (swagger-autogen output, commit d42dce5); OUT is written with
sorted keys and a 2-space indent, so the same SOURCE always gives the same bytes. Each repair is listed in
OpenAPI/README.md; the script refuses a SOURCE whose defects are not the ones it knows (the assertions say which),
so a new upstream document is looked at before it is repaired.

Nothing the API accepts or returns changes beyond the defects: schemas, examples, status codes and parameters stay.
"""

import copy
import json
import re
import sys

METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def operation_id(method, path):
    """`PUT /room/{roomId}/rule/{ruleId}/check` -> `put_room_roomId_rule_ruleId_check`; `/user/` -> `delete_user`."""
    words = [method] + [re.sub(r"[{}]", "", part) for part in path.split("/") if part]
    return "_".join(words)


def only_json(content, where):
    """Keeps the `application/json` entry of a content map (the XML alternates repeat it) and drops the
    schema's `xml` hint, which only an XML body reads."""
    assert "application/json" in content, f"{where}: no application/json content"
    extra = set(content) - {"application/json", "application/xml"}
    assert not extra, f"{where}: unexpected content types {sorted(extra)}"
    media = copy.deepcopy(content["application/json"])
    schema = media.get("schema")
    if isinstance(schema, dict):
        schema.pop("xml", None)
    return {"application/json": media}


def repair(doc):
    doc = copy.deepcopy(doc)
    assert doc.get("openapi") == "3.0.0", "expected an OpenAPI 3.0.0 document"

    # 1. `host` is Swagger 2.0; OpenAPI 3 names servers. The server is mounted at the root.
    assert doc.pop("host", None) == "", "expected an empty top-level host"
    doc["servers"] = [{"url": "/"}]

    # 2. The security scheme mixes http (scheme, bearerFormat) with apiKey's `name` and `in`.
    jwt = doc["components"]["securitySchemes"]["JWT"]
    assert jwt["type"] == "http" and jwt["scheme"] == "bearer"
    jwt.pop("name", None)
    jwt.pop("in", None)

    seen_ids = set()
    for path, item in doc["paths"].items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            where = f"{method.upper()} {path}"

            # 3. No operationIds: one derived from the method and path, stable and unique.
            assert "operationId" not in op, f"{where}: already has an operationId"
            op["operationId"] = operation_id(method, path)
            assert op["operationId"] not in seen_ids, f"{where}: operationId {op['operationId']} twice"
            seen_ids.add(op["operationId"])

            # 4. `requestBody: {required: false}` without content: the operation takes no body.
            body = op.get("requestBody")
            if body is not None:
                if "content" not in body:
                    assert body == {"required": False}, f"{where}: unexpected empty requestBody {body}"
                    del op["requestBody"]
                else:
                    # 5. One JSON content type per request body.
                    body["content"] = only_json(body["content"], where + " requestBody")

            # 5. One JSON content type per response.
            for status, response in op.get("responses", {}).items():
                if "content" in response:
                    response["content"] = only_json(response["content"], f"{where} {status}")

    paths = doc["paths"]

    # 6. DELETE /user/ lists no response (`responses: {}`); OpenAPI needs one. The server answers like its other
    # deletions: 200 with the envelope and no data.
    quit_op = paths["/user/"]["delete"]
    assert quit_op["responses"] == {}, "DELETE /user/: expected no responses"
    quit_op["responses"] = {
        "200": {
            "description": "OK",
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "properties": {
                            "status": {"type": "number", "example": 200},
                            "success": {"type": "boolean", "example": True},
                            "message": {"type": "string", "example": "회원 탈퇴 성공입니다."},
                            "data": {},
                        },
                    }
                }
            },
        }
    }

    # 7. POST /auth/login: the e-mail field's `type` is an e-mail address and its example a boolean's text
    # (`{"type": "hous@naver.com", "example": "true"}`); sign-up's same field is a string with that example.
    email = paths["/auth/login"]["post"]["requestBody"]["content"]["application/json"]["schema"]["properties"]["email"]
    assert email == {"type": "hous@naver.com", "example": "true"}, f"POST /auth/login email: {email}"
    email.clear()
    email.update({"type": "string", "example": "hous@naver.com"})

    # 8. POST and PUT of a rule: `userId` and `day`, the fields of each `ruleMembers` entry, are listed as required
    # at the top of the body, where no property has those names; they are required in each entry.
    for path, method in (("/room/{roomId}/rule", "post"), ("/room/{roomId}/rule/{ruleId}", "put")):
        schema = paths[path][method]["requestBody"]["content"]["application/json"]["schema"]
        assert schema["required"][-2:] == ["userId", "day"], f"{method.upper()} {path}: {schema['required']}"
        assert "userId" not in schema["properties"] and "day" not in schema["properties"]
        schema["required"] = schema["required"][:-2]
        items = schema["properties"]["ruleMembers"]["items"]
        assert set(items["properties"]) == {"userId", "day"} and "required" not in items
        items["required"] = ["userId", "day"]

    # 9. POST /room/{roomId}/in: the body requires `roomCode` but its one property is named `isCheck` (the check's
    # field, copied), with an invite code as example; the property is `roomCode`.
    join = paths["/room/{roomId}/in"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert join["required"] == ["roomCode"] and list(join["properties"]) == ["isCheck"], f"join body: {join}"
    join["properties"] = {"roomCode": join["properties"]["isCheck"]}

    return doc


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: repair-hous.py SOURCE OUT\n")
        return 64
    with open(argv[1], encoding="utf-8") as source:
        doc = json.load(source)
    repaired = repair(doc)
    with open(argv[2], "w", encoding="utf-8") as out:
        json.dump(repaired, out, ensure_ascii=False, indent=2, sort_keys=True)
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
