#!/usr/bin/env python3
"""Makes the reference server's Hous document from the project's repaired copy of the Hous server's own.

Usage: hous-server.py [SOURCE [OUT]] [--check]

SOURCE is OpenAPI/hous.json (the Hous server's document, repaired: OpenAPI/README.md); OUT is
OpenAPI/hous-server.json, written with sorted keys and a 2-space indent, so the same SOURCE always gives the same
bytes. With --check nothing is written and the script exits 1 when OUT is not what it would write (CI).

The result describes what `domainkits-server` answers at `/hous` (docs/design/reference-server.md §5.3, §11.3), for
schemathesis and for readers. It keeps the source's paths, operationIds, summaries and tags, and changes, asserting
each defect before it does (the list is in OpenAPI/README.md):

1. every operation's responses: the success envelope `{status, success, message, data}` with `required` lists,
   `integer` statuses, the exact status and message, and typed payloads; the error answers each operation can give
   (400, 401, 403 for a room's operations, 404 for operations with ids, 409, 413 for operations with a body), each
   Hous's error body `{status, success: false, message}` with the seed server's messages as enums;
2. every request body an object (`type: object`) with its `required` list; keys not described stay allowed (the Hous
   server, Express, ignores them, and so does this one);
3. the kits' limits as `maxLength`/`minLength`/`enum`/`pattern`/`minimum`/`maximum` (HouseLimits.original, the
   icons, `yyyy-MM-dd` dates, JavaScript day numbers 0...6, scores 3...9), ids as 24 lowercase hex digits;
4. booleans' examples as booleans, and every example valid for its schema;
5. `security: [{JWT: []}]` on `DELETE /user/` too; the `authorization` header parameters removed (the scheme says it);
6. `X-Request-Id` as a required header of every answer;
7. `POST /auth/refresh` (this server's) and the `Refresh-Token` header of sign-up, login and refresh;
8. the body `GET /room/in` reads (`{"roomCode"}`), which the source does not describe;
9. links from `POST /room/` and the create operations of rules, categories and events to the operations on what they
   made, for schemathesis's stateful phase;
10. `servers: [{url: /hous}]` and this server's `info`.
"""

import copy
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
SOURCE = ROOT / "OpenAPI" / "hous.json"
OUT = ROOT / "OpenAPI" / "hous-server.json"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")

# --- Shapes -------------------------------------------------------------------------------------------------------

SCHEMAS = {
    "Id": {
        "description": "An id: 24 lowercase hexadecimal digits, like the Hous server's MongoDB object ids.",
        "type": "string", "pattern": "^[0-9a-f]{24}$", "example": "62cac03afa32959ed64ae000",
    },
}
ID = {"$ref": "#/components/schemas/Id"}
TYPE_COLORS = ["YELLOW", "RED", "BLUE", "PURPLE", "GREEN", "GRAY"]
TYPE_NAMES = ["늘 행복한 동글이", "슈퍼 팔로워 셋돌이", "룸메 맞춤형 네각이", "하이레벨 오각이", "룰 세터 육각이", "임시 디폴트"]
CATEGORY_ICONS = ["CLEAN", "TRASH", "HEART", "LIGHT", "BEER", "CAKE", "LAUNDRY", "COFFEE"]
EVENT_ICONS = CATEGORY_ICONS + ["PARTY"]
QUESTION_TYPES = ["LIGHT", "NOISE", "SMELL", "INTROVERSION", "CLEAN"]
DATE = {"type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "example": "2026-12-24"}


def text(low=None, high=None, example=None):
    schema = {"type": "string"}
    if low is not None:
        schema["minLength"] = low
    if high is not None:
        schema["maxLength"] = high
    if example is not None:
        schema["example"] = example
    return schema


def boolean(example=True):
    return {"type": "boolean", "example": example}


def integer(low=None, high=None):
    schema = {"type": "integer"}
    if low is not None:
        schema["minimum"] = low
    if high is not None:
        schema["maximum"] = high
    return schema


def array(items, low=None, high=None, example=None):
    schema = {"type": "array", "items": items}
    if low is not None:
        schema["minItems"] = low
    if high is not None:
        schema["maxItems"] = high
    if example is not None:
        schema["example"] = example
    return schema


def obj(properties, required=None):
    """An object with `properties`, every one required unless `required` names fewer; other keys allowed."""
    return {
        "type": "object",
        "properties": properties,
        "required": sorted(properties) if required is None else sorted(required),
    }


def enum(values, example=None):
    schema = {"type": "string", "enum": values}
    if example is not None:
        schema["example"] = example
    return schema


NULL = {"type": "string", "nullable": True, "enum": [None], "description": "Always `null`."}
TOKEN = text(1, None, "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl")
WEEKDAY = dict(integer(0, 6), description="A weekday as JavaScript numbers it: 0 Sunday, 1 Monday, ... 6 Saturday; "
              "\"today\" is the date and weekday in Asia/Seoul.")
SCHEMAS["TypeColor"] = dict(enum(TYPE_COLORS, "GRAY"), description="A personality type's colour; GRAY before the test.")
SCHEMAS["TypeName"] = dict(enum(TYPE_NAMES, "임시 디폴트"), description="A personality type's Korean name.")
SCHEMAS["CategoryIcon"] = dict(enum(CATEGORY_ICONS, "CLEAN"), description="A rule category's icon.")
SCHEMAS["EventIcon"] = dict(enum(EVENT_ICONS, "PARTY"), description="An event's icon.")
COLOR = {"$ref": "#/components/schemas/TypeColor"}
TYPE_NAME = {"$ref": "#/components/schemas/TypeName"}
CATEGORY_ICON = {"$ref": "#/components/schemas/CategoryIcon"}
EVENT_ICON = {"$ref": "#/components/schemas/EventIcon"}
SCORES = array(integer(3, 9), 0, 5, [8, 8, 5, 3, 9])
SCORES["description"] = "The five axis scores (light, noise, smell, introversion, clean), or none before the test."


def profile(with_setting):
    properties = {
        "userName": text(example="민재"), "job": text(example="대학생"), "introduction": text(example=""),
        "hashTag": array(text(), example=["ESFJ"]), "typeName": TYPE_NAME, "typeColor": COLOR,
        "typeScore": SCORES,
    }
    if with_setting:
        properties["notificationState"] = boolean()
    return obj(properties)


PROFILE_TEXT = obj({
    "userName": text(example="민재"), "job": text(example="대학생"), "introduction": text(example=""),
    "hashTag": array(text(), example=["ESFJ"]),
})
MATCH = obj({"typeName": {"type": "string", "enum": TYPE_NAMES[:5] + [""], "example": "슈퍼 팔로워 셋돌이"}})
TYPE_DETAIL = obj({
    "userName": text(example="민재"), "typeName": TYPE_NAME, "typeColor": COLOR,
    "typeOneComment": text(), "typeDesc": text(), "typeRulesTitle": text(), "typeRules": array(text()),
    "good": MATCH, "bad": MATCH,
})
FORM_CATEGORY = obj({"_id": ID, "categoryName": text(example="청소")})
FORM_HOMIE = obj({"_id": ID, "name": text(example="민재"), "typeColor": COLOR})
CHECKED_HOMIE = obj({"_id": ID, "userName": text(example="민재"), "isChecked": boolean(), "typeColor": COLOR})
STORED_RULE = obj({
    "_id": ID, "roomId": ID, "categoryId": ID, "ruleName": text(example="설거지"),
    "ruleMembers": array(obj({"userId": ID, "day": array(WEEKDAY, example=[1, 3])})),
    "tmpRuleMembers": array(ID), "isKeyRules": boolean(False), "notificationState": boolean(),
})
STORED_CATEGORY = obj({
    "_id": ID, "roomId": ID, "ruleCategoryName": text(example="청소"),
    "ruleCategoryIcon": CATEGORY_ICON, "ruleCnt": integer(0),
})
EVENT = obj({
    "_id": ID, "eventName": text(example="크리스마스 파티"), "eventIcon": EVENT_ICON, "date": DATE,
    "participants": array(ID),
})
RULE_FORM = obj(
    {
        "rule": obj({
            "_id": ID, "notificationState": boolean(), "ruleName": text(example="설거지"), "ruleCategory": FORM_CATEGORY,
            "isKeyRules": boolean(False),
            "ruleMembers": array(obj({"homie": FORM_HOMIE, "day": array(WEEKDAY, example=[1, 3])})),
        }),
        "ruleCategories": array(FORM_CATEGORY), "homies": array(FORM_HOMIE),
    },
    required=["ruleCategories", "homies"])

# The payload (`data`) of each operation's success, with its status and the seed server's message.
SUCCESS = {
    ("post", "/auth/signup"): (201, "회원가입 성공입니다.", TOKEN),
    ("post", "/auth/login"): (200, "로그인 성공입니다.", TOKEN),
    ("post", "/auth/refresh"): (200, "토큰 재발급 성공입니다.", TOKEN),
    ("delete", "/user/"): (200, "회원 탈퇴 성공입니다.", NULL),
    ("get", "/user/profile"): (200, "사용자 정보 조회 성공입니다.", profile(True)),
    ("get", "/user/profile/me"): (200, "사용자 정보 조회 성공입니다.", profile(False)),
    ("put", "/user/profile/me"): (200, "사용자 정보 수정 성공입니다.", PROFILE_TEXT),
    ("get", "/user/setting"): (200, "사용자 설정 조회 성공입니다.", obj({"notificationState": boolean()})),
    ("put", "/user/setting/notification"): (
        200, "사용자 알림 설정 수정 성공입니다.", obj({"notificationState": boolean()})),
    ("get", "/user/{homieId}"): (200, "호미 프로필 조회 성공입니다.", profile(False)),
    ("put", "/user/type/test"): (200, "호미 프로필 조회 성공입니다.", obj({"_id": ID, "typeScore": SCORES})),
    ("get", "/user/me/type"): (200, "사용자 성향 상세 조회 성공입니다.", TYPE_DETAIL),
    ("get", "/user/{userId}/type"): (200, "사용자 성향 상세 조회 성공입니다.", TYPE_DETAIL),
    ("get", "/room/"): (200, "방 조회 성공입니다.", {
        "type": "string", "nullable": True, "pattern": "^[0-9a-f]{24}$", "example": "62cac03afa32959ed64ae000",
        "description": "The caller's room, or `null` when they have none."}),
    ("post", "/room/"): (201, "방 생성 성공입니다.", obj({
        "_id": ID, "roomCode": {"type": "string", "pattern": "^[A-Z0-9]{8}$", "example": "505TYCMR"}})),
    ("get", "/room/in"): (200, "방 조회 성공입니다.", dict(obj({
        "_id": ID, "typeColor": COLOR, "userName": text(example="민재"), "introduction": text(example="")}),
        description="The room the code opens (`_id`) and the caller's own card as it will show there (type colour, "
                    "name, introduction), as the Hous server answers it: not the owner's.")),
    ("post", "/room/{roomId}/in"): (200, "방 참가 성공입니다.", ID),
    ("delete", "/room/{roomId}/out"): (200, "방 퇴사 성공입니다.", NULL),
    ("post", "/room/{roomId}/rule"): (201, "규칙 생성 성공입니다.", STORED_RULE),
    ("get", "/room/{roomId}/rule/new"): (200, "규칙 생성 시 조회 성공입니다.", RULE_FORM),
    ("get", "/room/{roomId}/category/{categoryId}/rule"): (200, "카테고리 별 규칙 조회 성공입니다.", obj({
        "keyRules": array(obj({"_id": ID, "ruleName": text(example="밤 11시 이후 조용히")})),
        "rules": array(obj({
            "_id": ID, "ruleName": text(example="설거지"), "membersCnt": integer(0),
            "typeColors": array(COLOR)})),
    })),
    ("get", "/room/{roomId}/rule/{ruleId}"): (200, "규칙 조회 성공입니다.", RULE_FORM),
    ("put", "/room/{roomId}/rule/{ruleId}"): (200, "규칙 수정 성공입니다.", STORED_RULE),
    ("delete", "/room/{roomId}/rule/{ruleId}"): (200, "규칙 삭제 성공입니다.", NULL),
    ("get", "/room/{roomId}/rule/{ruleId}/today"): (
        200, "오늘의 임시 담당자 여부를 포함한 호미 리스트 조회 성공입니다.", obj({"_id": ID, "homies": array(CHECKED_HOMIE)})),
    ("put", "/room/{roomId}/rule/{ruleId}/today"): (200, "오늘의 임시 담당자 설정 성공입니다.", obj({
        "_id": ID, "ruleName": text(example="설거지"), "tmpRuleMembers": array(ID)})),
    ("put", "/room/{roomId}/rule/{ruleId}/check"): (200, "나의 to-do 체크 수정 성공입니다.", obj({"isCheck": boolean()})),
    ("get", "/room/{roomId}/rules/me"): (200, "나의 to-do 조회 성공입니다.", array(obj({
        "_id": ID, "categoryIcon": CATEGORY_ICON, "ruleName": text(example="설거지"),
        "isChecked": boolean(False)}))),
    ("post", "/room/{roomId}/rules/category"): (201, "규칙 카테고리 생성 성공입니다.", STORED_CATEGORY),
    ("put", "/room/{roomId}/rules/category/{categoryId}"): (200, "규칙 카테고리 수정 성공입니다.", STORED_CATEGORY),
    ("delete", "/room/{roomId}/rules/category/{categoryId}"): (200, "규칙 카테고리 삭제 성공입니다.", NULL),
    ("post", "/room/{roomId}/event"): (201, "이벤트 생성 성공입니다.", EVENT),
    ("get", "/room/{roomId}/event/{eventId}"): (200, "이벤트 조회 성공입니다.", obj({
        "_id": ID, "eventName": text(example="크리스마스 파티"), "eventIcon": EVENT_ICON, "date": DATE,
        "participants": array(CHECKED_HOMIE)})),
    ("put", "/room/{roomId}/event/{eventId}"): (200, "이벤트 수정 성공입니다.", EVENT),
    ("delete", "/room/{roomId}/event/{eventId}"): (200, "이벤트 삭제 성공입니다.", EVENT),
    ("get", "/room/{roomId}/home"): (200, "홈화면 조회 성공입니다.", obj({
        "eventList": array(obj({
            "_id": ID, "eventIcon": EVENT_ICON,
            "dDay": {"type": "string", "pattern": "^-?[0-9]+$", "example": "9"}})),
        "keyRulesList": array(text(), example=["밤 11시 이후 조용히"]),
        "todoList": array(obj({"isChecked": boolean(False), "ruleName": text(example="설거지")})),
        "homieProfileList": array(obj({
            "_id": ID, "userName": text(example="민재"), "typeName": TYPE_NAME,
            "typeColor": COLOR})),
        "roomCode": {"type": "string", "pattern": "^[A-Z0-9]{8}$", "example": "505TYCMR"},
    })),
    ("get", "/room/{roomId}/rules"): (200, "규칙 홈화면 조회 성공입니다.", obj({
        "homeRuleCategories": array(obj({
            "_id": ID, "categoryIcon": CATEGORY_ICON, "categoryName": text(example="청소")})),
        "todayTodoRules": array(obj({
            "_id": ID, "ruleName": text(example="설거지"),
            "todayMembersWithTypeColor": array(obj({"userName": text(example="민재"), "typeColor": COLOR})),
            "isTmpMember": boolean(False), "isAllChecked": boolean(False)})),
    })),
    ("get", "/type/test"): (200, "사용자 성향 테스트 조회 성공입니다.", obj({
        "typeTests": array(obj({
            "testNum": integer(1, 15), "question": text(), "questionType": enum(QUESTION_TYPES, "LIGHT"),
            "answers": array(text(), 3, 3)}), 15, 15)})),
}

# The request body of each operation that takes one (HousRequestReader's bounds, in code points).
MEMBER_IDS = array(ID, None, 8, ["62d4334c17e70062873f3d1f"])
RULE_BODY = obj({
    "ruleName": text(1, 15, "방 청소하기"), "categoryId": ID,
    "isKeyRules": boolean(False), "notificationState": boolean(),
    "ruleMembers": array(
        obj({"userId": ID, "day": array(WEEKDAY, 1, 7, [0, 2, 3])}),
        None, 8),
})
CATEGORY_BODY = obj({"categoryName": text(1, 5, "청소"), "categoryIcon": CATEGORY_ICON})
EVENT_BODY = obj({
    "eventName": text(1, 10, "호미 생일파티"), "eventIcon": EVENT_ICON, "date": DATE,
    "participants": MEMBER_IDS,
})
ROOM_CODE = obj({"roomCode": {"type": "string", "pattern": "^[A-Z0-9]{8}$", "example": "505TYCMR"}})
BODIES = {
    ("post", "/auth/signup"): obj(
        {
            "email": text(1, 254, "hous@naver.com"), "password": text(1, 64, "password"),
            "userName": text(1, 5, "김호미"), "gender": text(0, 20, "여자"), "birthday": dict(DATE, example="2000-01-01"),
            "fcmToken": text(0, 1024, "afjadsjcioajvasfjaisfojasdkvjais"),
        },
        required=["email", "password", "userName", "gender", "fcmToken"]),
    ("post", "/auth/login"): obj({
        "email": text(1, 254, "hous@naver.com"), "password": text(1, 64, "password"),
        "fcmToken": text(0, 1024, "afjadsjcioajvasfjaisfojasdkvjais"),
    }),
    ("put", "/user/profile/me"): obj(
        {
            "userName": text(1, 5, "김호미"), "job": text(0, 5, "대학생"), "introduction": text(0, 20, "김호미입니다~!!!!"),
            "hashTag": array(text(1, 4), None, 3, ["ESFJ", "호미호미"]),
        },
        required=["userName"]),
    ("put", "/user/setting/notification"): obj({"notificationState": boolean()}),
    ("put", "/user/type/test"): obj({"typeScore": array(integer(3, 9), 5, 5, [3, 5, 7, 4, 9])}),
    ("get", "/room/in"): ROOM_CODE,
    ("post", "/room/{roomId}/in"): ROOM_CODE,
    ("post", "/room/{roomId}/rule"): RULE_BODY,
    ("put", "/room/{roomId}/rule/{ruleId}"): RULE_BODY,
    ("put", "/room/{roomId}/rule/{ruleId}/today"): obj({"tmpRuleMembers": MEMBER_IDS}),
    ("put", "/room/{roomId}/rule/{ruleId}/check"): obj({"isCheck": boolean(False)}),
    ("post", "/room/{roomId}/rules/category"): CATEGORY_BODY,
    ("put", "/room/{roomId}/rules/category/{categoryId}"): CATEGORY_BODY,
    ("post", "/room/{roomId}/event"): EVENT_BODY,
    ("put", "/room/{roomId}/event/{eventId}"): EVENT_BODY,
}

# The messages each error status can carry (the seed server's responseMessage.ts; 413's is this server's).
ERRORS = {
    "400": ["잘못된 요청입니다.", "필요한 값이 없습니다.", "유효하지 않은 id입니다.", "제한 길이를 초과하였습니다.",
            "제한 개수를 초과하였습니다.", "잘못된 아이콘 값입니다.", "잘못된 요일 값입니다.", "잘못된 비밀번호 입니다."],
    "401": ["토큰이 없습니다.", "승인되지 않은 유저입니다.", "만료된 토큰 입니다."],
    "403": ["권한이 없는 유저의 요청입니다.", "참가하고 있지 않은 방에 접근할 수 없습니다."],
    "404": ["존재하지 않는 방입니다.", "존재하지 않는 규칙입니다.", "존재하지 않는 규칙 카테고리입니다.", "존재하지 않는 이벤트입니다.",
            "같은 방에 존재하지 않는 호미입니다.", "가입되지 않은 이메일입니다."],
    "409": ["이메일 중복입니다.", "참가중인 방이 있습니다.", "이미 존재하는 규칙 카테고리명입니다.", "이미 존재하는 규칙명입니다.",
            "이미 존재하는 데이터입니다."],
    "413": ["요청 본문이 너무 큽니다."],
}
ERROR_WORDS = {
    "400": "Malformed or refused by the kit's rules", "401": "No valid access token", "403": "Not the caller's",
    "404": "Not found", "409": "Taken, or the caller has a room", "413": "Body over 16,384 bytes",
}
CONFLICTS = {
    ("post", "/auth/signup"), ("post", "/room/"), ("post", "/room/{roomId}/in"), ("post", "/room/{roomId}/rule"),
    ("put", "/room/{roomId}/rule/{ruleId}"), ("post", "/room/{roomId}/rules/category"),
    ("put", "/room/{roomId}/rules/category/{categoryId}"), ("post", "/room/{roomId}/event"),
    ("put", "/room/{roomId}/event/{eventId}"),
}
PUBLIC = {("post", "/auth/signup"), ("post", "/auth/login")}

REQUEST_ID = {"$ref": "#/components/headers/RequestId"}
REFRESH_TOKEN = {"$ref": "#/components/headers/RefreshToken"}


def envelope(status, message, data):
    return obj({
        "status": {"type": "integer", "enum": [status]}, "success": {"type": "boolean", "enum": [True]},
        "message": {"type": "string", "enum": [message]}, "data": data,
    })


def links(method, path):
    """The operations on what `method path` makes, for the stateful phase."""
    room = "$request.path.roomId"
    made = "$response.body#/data/_id"
    if (method, path) == ("post", "/room/"):
        targets = ["get_room_roomId_home", "get_room_roomId_rules", "get_room_roomId_rules_me",
                   "get_room_roomId_rule_new", "post_room_roomId_rule", "post_room_roomId_rules_category",
                   "post_room_roomId_event"]
        return {target: {"operationId": target, "parameters": {"roomId": made}} for target in targets}
    kinds = {
        "/room/{roomId}/rule": ("ruleId", ["get_room_roomId_rule_ruleId", "put_room_roomId_rule_ruleId",
                                           "get_room_roomId_rule_ruleId_today", "put_room_roomId_rule_ruleId_today",
                                           "put_room_roomId_rule_ruleId_check", "delete_room_roomId_rule_ruleId"]),
        "/room/{roomId}/rules/category": ("categoryId", ["get_room_roomId_category_categoryId_rule",
                                                         "put_room_roomId_rules_category_categoryId",
                                                         "delete_room_roomId_rules_category_categoryId"]),
        "/room/{roomId}/event": ("eventId", ["get_room_roomId_event_eventId", "put_room_roomId_event_eventId",
                                             "delete_room_roomId_event_eventId"]),
    }
    if method == "post" and path in kinds:
        name, targets = kinds[path]
        return {target: {"operationId": target, "parameters": {"roomId": room, name: made}} for target in targets}
    return None


def responses(method, path, has_body):
    status, message, data = SUCCESS[(method, path)]
    headers = {"X-Request-Id": REQUEST_ID}
    if path.startswith("/auth/"):
        headers["Refresh-Token"] = REFRESH_TOKEN
    success = {
        "description": message,
        "headers": headers,
        "content": {"application/json": {"schema": envelope(status, message, copy.deepcopy(data))}},
    }
    made = links(method, path)
    if made:
        success["links"] = made
    result = {str(status): success}
    codes = ["400"]
    if (method, path) not in PUBLIC:
        codes.append("401")
    if path.startswith("/room/{roomId}"):
        codes.append("403")
    if "{" in path or (method, path) in {("post", "/auth/login"), ("get", "/room/in")}:
        codes.append("404")
    if (method, path) in CONFLICTS:
        codes.append("409")
    if has_body:
        codes.append("413")
    for code in codes:
        result[code] = {"$ref": f"#/components/responses/Error{code}"}
    return result


def overlay(source):
    doc = copy.deepcopy(source)
    assert doc.get("openapi") == "3.0.0", "expected the repaired OpenAPI 3.0.0 document"
    assert doc.get("servers") == [{"url": "/"}], "expected the repaired document's servers"
    doc["servers"] = [{"url": "/hous"}]
    doc["info"] = {
        "title": "Hous — as the DomainKits reference server answers it",
        "version": "0.1.0",
        "description": (
            "The Hous server's own document (TeamHous/Hous-Server `swagger-output.json`, repaired: "
            "`OpenAPI/hous.json`) with what `domainkits-server` answers at `/hous` added by "
            "`Scripts/openapi/hous-server.py` (every change in `OpenAPI/README.md`): the error answers, the bodies' "
            "types and the kits' limits, the payloads' shapes, `X-Request-Id`, this server's `POST /auth/refresh` "
            "and `Refresh-Token` header, links for the stateful phase. The rules are HouseRulesKit's."),
    }
    scheme = doc["components"]["securitySchemes"]["JWT"]
    assert scheme["type"] == "http" and scheme["scheme"] == "bearer"
    scheme["description"] = "`Authorization: Bearer <JWT>`: the access token of sign-up or login (the refresh " \
        "token for `POST /auth/refresh`)."

    paths = doc["paths"]
    count = 0
    for path, item in paths.items():
        for method, op in item.items():
            if method not in METHODS:
                continue
            key = (method, path)
            where = f"{method.upper()} {path}"
            assert key in SUCCESS, f"{where}: not an operation this script knows"
            count += 1
            # 5. The optional `authorization` header parameter is the security scheme's job.
            parameters = op.get("parameters", [])
            kept = [p for p in parameters if not (p.get("in") == "header" and p.get("name") == "authorization")]
            assert key in PUBLIC or len(kept) == len(parameters) - 1, f"{where}: no authorization parameter"
            for parameter in kept:
                # Ids are 24 lowercase hex digits.
                assert parameter["in"] == "path" and parameter["schema"] == {"type": "string"}, f"{where}: {parameter}"
                parameter["schema"] = dict(ID)
            if kept:
                op["parameters"] = kept
            else:
                op.pop("parameters", None)
            if key in PUBLIC:
                assert "security" not in op, f"{where}: already has security"
            else:
                assert op.get("security") in (None, [{"JWT": []}]), f"{where}: security {op.get('security')}"
                op["security"] = [{"JWT": []}]
            # 2, 3, 4, 8. Request bodies: objects with the kits' limits and valid examples.
            if key in BODIES:
                if key == ("get", "/room/in"):
                    assert "requestBody" not in op, f"{where}: the source describes no body"
                else:
                    schema = op["requestBody"]["content"]["application/json"]["schema"]
                    assert "type" not in schema, f"{where}: the source's body already has a type"
                op["requestBody"] = {
                    "required": True, "content": {"application/json": {"schema": copy.deepcopy(BODIES[key])}}}
            else:
                assert "requestBody" not in op, f"{where}: a body this script does not know"
            # 1, 6, 9. Responses.
            assert len(op["responses"]) == 1, f"{where}: expected one documented answer"
            op["responses"] = responses(method, path, key in BODIES)
    assert count == 37, f"expected 37 operations, found {count}"

    # 7. This server's refresh.
    assert "/auth/refresh" not in paths
    paths["/auth/refresh"] = {"post": {
        "operationId": "post_auth_refresh",
        "summary": "토큰 재발급 (this server's): a new access token, and a new refresh token in `Refresh-Token`",
        "description": "The refresh token goes in `Authorization: Bearer`, and stops working. An account has one "
                       "session: a sign-in replaces the refresh token of the previous one (another device's is then "
                       "refused with 401, and the new session keeps working); a refresh token used twice ends its "
                       "session (sign in again). An access token works until it expires.",
        "tags": ["Auth"] if any("Auth" == t.get("name") for t in doc.get("tags", [])) else [],
        "security": [{"JWT": []}],
        "responses": responses("post", "/auth/refresh", False),
    }}
    if not paths["/auth/refresh"]["post"]["tags"]:
        del paths["/auth/refresh"]["post"]["tags"]

    components = doc["components"]
    assert "schemas" not in components, "the source already has component schemas"
    components["schemas"] = copy.deepcopy(SCHEMAS)
    components["headers"] = {
        "RequestId": {
            "description": "The request's id: the `X-Request-Id` the request sent when it is 1 to 128 characters of "
                           "`A-Z a-z 0-9 - _ .`, else one the server made.",
            "required": True,
            "schema": {"type": "string", "pattern": "^[A-Za-z0-9._-]{1,128}$"},
        },
        "RefreshToken": {
            "description": "A refresh token (this server's; the Hous app ignores it): `POST /auth/refresh` with it "
                           "as `Authorization: Bearer …` gives a new pair, once.",
            "required": True,
            "schema": {"type": "string", "minLength": 1},
        },
    }
    components["responses"] = {}
    for code, messages in ERRORS.items():
        components["responses"][f"Error{code}"] = {
            "description": ERROR_WORDS[code],
            "headers": {"X-Request-Id": REQUEST_ID},
            "content": {"application/json": {"schema": {
                "type": "object",
                "properties": {
                    "status": {"type": "integer", "enum": [int(code)]},
                    "success": {"type": "boolean", "enum": [False]},
                    "message": {"type": "string", "enum": messages},
                },
                "required": ["message", "status", "success"],
                "additionalProperties": False,
            }}},
        }
    return doc


def render(doc):
    return json.dumps(doc, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def main(argv):
    check = "--check" in argv
    args = [a for a in argv[1:] if a != "--check"]
    source = pathlib.Path(args[0]) if args else SOURCE
    out = pathlib.Path(args[1]) if len(args) > 1 else OUT
    expected = render(overlay(json.loads(source.read_text(encoding="utf-8"))))
    if check:
        actual = out.read_text(encoding="utf-8") if out.exists() else ""
        if actual != expected:
            print(f"{out} is not what {pathlib.Path(__file__).name} makes of {source}: run it")
            return 1
        print(f"{out} is what {pathlib.Path(__file__).name} makes of {source}")
        return 0
    out.write_text(expected, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
