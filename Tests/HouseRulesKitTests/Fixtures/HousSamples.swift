import Foundation

/// The Hous server's own response examples, transcribed from the project's research data
/// `hous_server_api_examples.json` (the `example` fields of TeamHous/Hous-Server's `swagger-output.json`, HEAD
/// d42dce5), one per operation, named above each by method and path. The texts are the server's, kept as written
/// (a leading space in a name included).
enum HousSamples {
  /// `POST /auth/signup`, response 201.
  static let signUpResponse = #"""
    {
      "status": 201,
      "success": true,
      "message": "회원가입 성공입니다.",
      "data": "jwt"
    }
    """#

  /// `GET /user/profile`, response 200.
  static let profileResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "사용자 정보 조회 성공입니다.",
      "data": {
        "userName": "김호미",
        "job": "곧 졸업 대학생",
        "introduction": "안녕하세여~!! 저는 김호미입니다~!!",
        "hashTag": [
          "ESFJ",
          "집순이"
        ],
        "typeId": "62d28636cc1d0ea0fc0c4b31",
        "typeName": "임시 디폴트",
        "typeColor": "GRAY",
        "typeScore": [
          5,
          2,
          2,
          4,
          5
        ],
        "notificationState": true
      }
    }
    """#

  /// `GET /user/{homieId}`, response 200.
  static let homieProfileResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "호미 프로필 조회 성공입니다.",
      "data": {
        "userName": " 고구마",
        "job": "대학생",
        "introduction": "안녕하세요~!! 고구마 입니다!!",
        "hashTag": [
          "ESFJ",
          "집순이"
        ],
        "typeId": "62d28636cc1d0ea0fc0c4b31",
        "typeName": "임시 디폴트",
        "typeColor": "GRAY",
        "typeScore": [
          2,
          5,
          4,
          3,
          4
        ]
      }
    }
    """#

  /// `PUT /user/profile/me`, response 200.
  static let profileUpdateResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "사용자 정보 수정 성공입니다.",
      "data": {
        "userName": "김호미",
        "job": "곧 졸업 대학생",
        "introduction": "안녕하세여~!! 저는 김호미입니다~!!",
        "hashTag": [
          "ESFJ",
          "집순이"
        ]
      }
    }
    """#

  /// `GET /user/setting`, response 200.
  static let settingResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "사용자 설정 조회 성공입니다.",
      "data": {
        "notificationState": true
      }
    }
    """#

  /// `PUT /user/type/test`, response 200.
  static let typeScoreResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "호미 프로필 조회 성공입니다.",
      "data": {
        "_id": "62cc7428d7868591384e4eb3",
        "typeId": "62d28636cc1d0ea0fc0c4b31",
        "typeScore": [
          2,
          5,
          4,
          3,
          4
        ]
      }
    }
    """#

  /// `GET /user/me/type`, response 200.
  static let myTypeResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "사용자 성향 상세 조회 성공입니다.",
      "data": {
        "userName": "동글동글",
        "typeName": "늘 행복한 동글이",
        "typeColor": "YELLOW",
        "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_yellow.png",
        "typeOneComment": "어떤 상황에서도 Happy -",
        "typeDesc": "둥글둥글한 사람이에요. 민감하게 생각하는 영역이\n거의 없어 공동생활에 쉽게 적응할 수 있어요.\n동글이님과 함께 생활하는 룸메이트는\n조금 더 세심한 배려가 필요한 영역이 있다면\n동글이님과 직접 얘기해보는 것도 좋을 거예요.",
        "typeRulesTitle": "동글이와 함께 정하면 좋은 Rule!",
        "typeRules": [
          "밥 먹고 바로 설거지하기",
          "샤워 후 머리카락 치우기"
        ],
        "good": {
          "typeName": "슈퍼 팔로워 셋돌이",
          "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_red.png"
        },
        "bad": {
          "typeName": "룰 세터 육각이",
          "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_green.png"
        }
      }
    }
    """#

  /// `GET /room/`, response 200.
  static let roomResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "방 조회 성공입니다.",
      "data": "62cac03afa32959ed64ae000 or null"
    }
    """#

  /// `POST /room/`, response 201.
  static let roomCreateResponse = #"""
    {
      "status": 201,
      "success": true,
      "message": "방 생성 성공입니다.",
      "data": {
        "_id": "62c8685d3aba521ff9d4b8a8",
        "roomCode": "LZ7MW23D"
      }
    }
    """#

  /// `GET /room/in`, response 200.
  static let roomInvitationResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "방 조회 성공입니다.",
      "data": {
        "_id": "62c871509bfca489f95f6a15",
        "typeColor": "GRAY",
        "userName": " 고구마",
        "introduction": ""
      }
    }
    """#

  /// `POST /room/{roomId}/in`, response 200.
  static let roomJoinResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "방 참가 성공입니다.",
      "data": "62c871509bfca489f95f6a15"
    }
    """#

  /// `GET /room/{roomId}/rule/new`, response 200.
  static let ruleFormResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "규칙 생성 시 조회 성공입니다.",
      "data": {
        "ruleCategories": [
          {
            "_id": "62cac03afa32959ed64ae003",
            "categoryName": "청소"
          }
        ],
        "homies": [
          {
            "_id": "62cabf1435a2e50fb7265d9e",
            "name": " 고구마1",
            "typeColor": "GRAY"
          }
        ]
      }
    }
    """#

  /// `GET /room/{roomId}/category/{categoryId}/rule`, response 200.
  static let categoryRulesResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "카테고리 별 규칙 조회 성공입니다.",
      "data": {
        "keyRules": [
          {
            "_id": "62cc81ac1a034f0287c5c6ec",
            "ruleName": " 상단규칙"
          }
        ],
        "rules": [
          {
            "_id": "62cc7d1d39f8cdcfa720900f",
            "ruleName": "청소하기",
            "membersCnt": 4,
            "typeColors": [
              "GRAY",
              "GREEN",
              "RED"
            ]
          }
        ]
      }
    }
    """#

  /// `GET /room/{roomId}/rule/{ruleId}`, response 200.
  static let ruleDetailResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "규칙 조회 성공입니다.",
      "data": {
        "rule": {
          "_id": "62cb2b6c9321affd2a5da2c0",
          "notificationState": false,
          "ruleName": "15자를넘을경우에러입니다",
          "ruleCategory": {
            "_id": "62cac03afa32959ed64ae003",
            "categoryName": "청소"
          },
          "isKeyRules": false,
          "ruleMembers": [
            {
              "homie": {
                "_id": "62cabf1435a2e50fb7265d9e",
                "name": " 고구마1",
                "typeColor": "GRAY"
              },
              "day": [
                1,
                3
              ]
            }
          ]
        },
        "ruleCategories": [
          {
            "_id": "62cac03afa32959ed64ae003",
            "categoryName": "청소"
          }
        ],
        "homies": [
          {
            "_id": "62cabf1435a2e50fb7265d9e",
            "name": " 고구마1",
            "typeColor": "GRAY"
          }
        ]
      }
    }
    """#

  /// `GET /room/{roomId}/rule/{ruleId}/today`, response 200.
  static let todayHomiesResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "오늘의 임시 담당자 여부를 포함한 호미 리스트 조회 성공입니다.",
      "data": {
        "_id": "62cef1fd5742e5b90c586d7d",
        "homies": [
          {
            "_id": "62cc7409c7db06c46adf652f",
            "userName": " 감자2",
            "isChecked": true,
            "typeColor": "GRAY"
          }
        ]
      }
    }
    """#

  /// `PUT /room/{roomId}/rule/{ruleId}/today`, response 200.
  static let todayUpdateResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "오늘의 임시 담당자 설정 성공입니다.",
      "data": {
        "_id": "62cd4e8342b3d0a3ee7b48c4",
        "ruleName": " 임시 담당자 규칙",
        "tmpRuleMembers": [
          "62cc7409c7db06c46adf652f",
          "62cc7420d7868591384e4eb0"
        ]
      }
    }
    """#

  /// `PUT /room/{roomId}/rule/{ruleId}/check`, response 200.
  static let checkResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "나의 to-do 체크 수정 성공입니다.",
      "data": {
        "isCheck": true
      }
    }
    """#

  /// `GET /room/{roomId}/rules/me`, response 200.
  static let myTodosResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "나의 to-do 조회 성공입니다.",
      "data": [
        {
          "_id": "62cef1fd5742e5b90c586d7d",
          "categoryIcon": "CLEAN",
          "ruleName": " 임시 담당자 설정 테스트",
          "isChecked": false
        }
      ]
    }
    """#

  /// `POST /room/{roomId}/rules/category`, response 201.
  static let categoryCreateResponse = #"""
    {
      "status": 201,
      "success": true,
      "message": "규칙 카테고리 생성 성공입니다.",
      "data": {
        "_id": "62c7c2ab6ee3cb1b3ec79fb9",
        "roomId": "62c7c258818c969cd434da01",
        "ruleCategoryName": "청소",
        "ruleCategoryIcon": "CLEAN",
        "ruleCnt": 0
      }
    }
    """#

  /// `GET /room/{roomId}/event/{eventId}`, response 200.
  static let eventDetailResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "이벤트 조회 성공입니다.",
      "data": {
        "_id": "62d4335e17e70062873f3d28",
        "eventName": "여기에 이벤트를 추가하세요.",
        "eventIcon": "PARTY",
        "date": "2022-07-28",
        "participants": [
          {
            "_id": "62d4334c17e70062873f3d1f",
            "userName": "워뇽이",
            "isChecked": true,
            "typeColor": "GRAY"
          }
        ]
      }
    }
    """#

  /// `PUT /room/{roomId}/event/{eventId}`, response 200.
  static let eventUpdateResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "이벤트 수정 성공입니다.",
      "data": {
        "_id": "62c9acb1409b9566407fe299",
        "eventName": "이벤트 수정",
        "eventIcon": "CLEAN",
        "date": "2023-03-04",
        "participants": [
          "62c871289bfca489f95f6a0a"
        ]
      }
    }
    """#

  /// `GET /room/{roomId}/home`, response 200.
  static let homeResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "홈화면 조회 성공입니다.",
      "data": {
        "eventList": [
          {
            "_id": "62d4335e17e70062873f3d28",
            "eventIcon": "PARTY",
            "dDay": "9"
          }
        ],
        "keyRulesList": [
          "설거지는 먹고 바로하기"
        ],
        "todoList": [
          {
            "isChecked": false,
            "ruleName": "규칙 테스트1"
          }
        ],
        "homieProfileList": [
          {
            "_id": "62d52147579fd88859ba700f",
            "userName": "민재",
            "typeName": "임시 디폴트",
            "typeColor": "GRAY"
          }
        ],
        "roomCode": "505TYCMR"
      }
    }
    """#

  /// `GET /room/{roomId}/rules`, response 200.
  static let rulesHomeResponse = #"""
    {
      "status": 200,
      "success": true,
      "message": "규칙 홈화면 조회 성공입니다.",
      "data": {
        "homeRuleCategories": [
          {
            "_id": "62cc7440d7868591384e4ebb",
            "categoryIcon": "CLEAN",
            "categoryName": "청소"
          }
        ],
        "todayTodoRules": [
          {
            "_id": "62cc814a1a034f0287c5c6d4",
            "ruleName": " nn 구분",
            "todayMembersWithTypeColor": [
              {
                "userName": "김혜정테스",
                "typeColor": "GREEN"
              }
            ],
            "isTmpMember": false,
            "isAllChecked": false
          }
        ]
      }
    }
    """#

}
