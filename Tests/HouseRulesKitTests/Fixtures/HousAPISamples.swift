import Foundation

/// The Hous server's response examples that `HousSamples` does not hold, for the API tests: transcribed from the
/// project's research data `hous_server_api_examples.json` (the `example` fields of TeamHous/Hous-Server's
/// `swagger-output.json`, HEAD d42dce5), named above each by method and path, and error bodies in the shape of the
/// server's `util.fail` with messages of its `responseMessage.ts`.
enum HousAPISamples {
  /// `POST /auth/login`, response 200.
  static let loginResponse = Data(#"{"status": 200, "success": true, "message": "로그인 성공입니다.", "data": "jwt"}"#.utf8)

  /// `GET /user/profile/me`, response 200.
  static let profileForEditingResponse = Data(
    #"{"status": 200, "success": true, "message": "사용자 정보 조회 성공입니다.", "data": {"userName": "김호미", "job": "곧 졸업 대학생", "introduction": "안녕하세여~!! 저는 김호미입니다~!!", "hashTag": ["ESFJ", "집순이"], "typeName": "임시 디폴트", "typeColor": "GRAY", "typeScore": [5, 2, 2, 4, 5]}}"#
      .utf8)

  /// `PUT /user/setting/notification`, response 200.
  static let notificationUpdateResponse = Data(
    #"{"status": 200, "success": true, "message": "사용자 알림 설정 수정 성공입니다.", "data": {"notificationState": true}}"#
      .utf8)

  /// `GET /user/{userId}/type`, response 200.
  static let homieTypeResponse = Data(
    #"{"status": 200, "success": true, "message": "사용자 성향 상세 조회 성공입니다.", "data": {"userName": "동글동글", "typeName": "늘 행복한 동글이", "typeColor": "YELLOW", "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_yellow.png", "typeOneComment": "어떤 상황에서도 Happy -", "typeDesc": "둥글둥글한 사람이에요. 민감하게 생각하는 영역이\n거의 없어 공동생활에 쉽게 적응할 수 있어요.\n동글이님과 함께 생활하는 룸메이트는\n조금 더 세심한 배려가 필요한 영역이 있다면\n동글이님과 직접 얘기해보는 것도 좋을 거예요.", "typeRulesTitle": "동글이와 함께 정하면 좋은 Rule!", "typeRules": ["밥 먹고 바로 설거지하기", "샤워 후 머리카락 치우기"], "good": {"typeName": "슈퍼 팔로워 셋돌이", "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_red.png"}, "bad": {"typeName": "룰 세터 육각이", "typeImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/color/type_green.png"}}}"#
      .utf8)

  /// `GET /type/test`, response 200.
  static let typeTestResponse = Data(
    #"{"status": 200, "success": true, "message": "사용자 성향 테스트 조회 성공입니다.", "data": {"typeTests": [{"_id": "62d298e3cc1d0ea0fc0c4b57", "testNum": 1, "question": "알람 소리에 눈을 뜬 당신\n방 안은 어떤가요?", "questionType": "LIGHT", "answers": ["스탠드를 키고 자 방이 매우 밝다", "햇빛이 비춰 자연스럽게 방을 밝힌다", "암막 커튼이 쳐져있어, 완전히 어둡다"], "questionImg": "https://team-hous.s3.ap-northeast-2.amazonaws.com/Type/test/type_test_1.png"}]}}"#
      .utf8)

  /// `DELETE /room/{roomId}/out`, response 200.
  static let roomLeaveResponse = Data(#"{"status": 200, "success": true, "message": "방 퇴사 성공입니다.", "data": null}"#.utf8)

  /// `POST /room/{roomId}/rule`, response 201.
  static let ruleCreateResponse = Data(
    #"{"status": 201, "success": true, "message": "규칙 생성 성공입니다.", "data": {"roomId": "62cac03afa32959ed64ae000", "categoryId": "62cac03afa32959ed64ae003", "ruleName": "규칙", "ruleMembers": [{"userId": null, "day": [1, 3], "_id": "62caf76391f814e6272256d0"}], "tmpRuleMembers": [], "isKeyRules": false, "notificationState": false, "tmpUpdatedDate": "2022-06-30T15:59:31.990Z", "_id": "62caf76391f814e6272256cf", "createdAt": "2022-07-10T15:59:32.006Z", "updatedAt": "2022-07-10T15:59:32.006Z", "__v": 0}}"#
      .utf8)

  /// `PUT /room/{roomId}/rule/{ruleId}`, response 200.
  static let ruleUpdateResponse = Data(
    #"{"status": 200, "success": true, "message": "규칙 수정 성공입니다.", "data": {"_id": "62cbd8b5647a6c0c44d65ed1", "roomId": "62cac03afa32959ed64ae000", "categoryId": "62cac03afa32959ed64ae003", "ruleName": "중복체크gggg", "ruleMembers": [{"userId": "62cabf1435a2e50fb7265d9e", "day": [1, 5, 6], "_id": "62cbda4af5472cb0cdf50ef6"}], "tmpRuleMembers": [], "isKeyRules": false, "notificationState": false, "tmpUpdatedDate": "2022-07-01T08:00:53.125Z", "createdAt": "2022-07-11T08:00:53.144Z", "updatedAt": "2022-07-11T08:07:38.472Z", "__v": 0}}"#
      .utf8)

  /// `DELETE /room/{roomId}/rule/{ruleId}`, response 200.
  static let ruleDeleteResponse = Data(
    #"{"status": 200, "success": true, "message": "규칙 삭제 성공입니다.", "data": null}"#
      .utf8)

  /// `PUT /room/{roomId}/rules/category/{categoryId}`, response 200.
  static let categoryUpdateResponse = Data(
    #"{"status": 200, "success": true, "message": "규칙 카테고리 수정 성공입니다.", "data": {"_id": "62cc47f27cc4ea6b4b4ca830", "roomId": "62cac03afa32959ed64ae000", "ruleCategoryName": "분리수거", "ruleCategoryIcon": "TRASH", "ruleCnt": 0}}"#
      .utf8)

  /// `DELETE /room/{roomId}/rules/category/{categoryId}`, response 200.
  static let categoryDeleteResponse = Data(
    #"{"status": 200, "success": true, "message": "규칙 카테고리 삭제 성공입니다.", "data": null}"#
      .utf8)

  /// `POST /room/{roomId}/event`, response 201.
  static let eventCreateResponse = Data(
    #"{"status": 201, "success": true, "message": "이벤트 생성 성공입니다.", "data": {"_id": "62c940dfa940516bebb8c668", "eventName": "혜정이 생파", "eventIcon": "PARTY", "date": "2023-03-04T00:00:00.000Z", "participants": ["62c871289bfca489f95f6a0a", "62c8712b9bfca489f95f6a0d"]}}"#
      .utf8)

  /// `DELETE /room/{roomId}/event/{eventId}`, response 200.
  static let eventDeleteResponse = Data(
    #"{"status": 200, "success": true, "message": "이벤트 수정 성공입니다.", "data": {"_id": "62c9acb1409b9566407fe299", "eventName": "이벤트 수정", "eventIcon": "CLEAN", "date": "2023-03-04", "participants": ["62c871289bfca489f95f6a0a"]}}"#
      .utf8)

  /// An error body as the server's error handler writes it (`util.fail(status, message)`).
  static func errorBody(status: Int, message: String) -> Data {
    Data(#"{"status": \#(status), "success": false, "message": "\#(message)"}"#.utf8)
  }

  /// `NOT_FOUND_ROOM`, 404.
  static let roomNotFound = errorBody(status: 404, message: "존재하지 않는 방입니다.")
  /// `CONFLICT_JOINED_ROOM`, 409: the viewer already lives in a room.
  static let alreadyInRoom = errorBody(status: 409, message: "참가중인 방이 있습니다.")
  /// `INVALID_TOKEN`, 401: the token expired.
  static let expiredToken = errorBody(status: 401, message: "만료된 토큰 입니다.")
  /// `NULL_VALUE_TOKEN`, 401: no token.
  static let missingToken = errorBody(status: 401, message: "토큰이 없습니다.")
  /// `INTERNAL_SERVER_ERROR`, 500.
  static let internalError = errorBody(status: 500, message: "서버 내부 오류입니다.")
}
