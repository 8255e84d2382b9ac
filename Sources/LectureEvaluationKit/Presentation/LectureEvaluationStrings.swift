/// Every text the kit makes for a user, in one value an app can change to localise it: the sentence for a refused
/// post, purchase, report or server request, and the name of each points reason.
///
/// The defaults are Korean (``korean``, equal to `LectureEvaluationStrings()`). Change one member and keep the
/// others:
///
/// ```swift
/// let strings = LectureEvaluationStrings.korean
/// strings.message(for: LecturePostError.notEnoughPoints(balance: 10, needed: 20))
/// // "포인트가 부족해요. 20포인트가 필요한데 10포인트가 있어요."
/// strings.message(for: SuwikiServerError.restricted(message: nil))  // "이용이 제한된 계정이에요. …"
/// strings.name(of: .examInfoPurchased)                              // "시험정보 구매"
///
/// var english = LectureEvaluationStrings.korean
/// english.restricted = "Your account is restricted. Please contact the administrators."
/// english.pointsExamInfoPurchased = "Bought exam info"
/// ```
///
/// A fixed text is a `String`; a text built from values is a function, so word order, particles and plurals stay
/// with the language. The messages say what went wrong in the user's terms, without ids or codes: log the error's
/// `description` for those.
public struct LectureEvaluationStrings: Sendable {
  // MARK: Fields and drafts

  /// The name of a field as the form labels it: "만족도", "시험 유형", ….
  public var fieldName: @Sendable (_ field: LecturePostField) -> String = { field in
    switch field {
    case .semester: return "수강 학기"
    case .satisfaction: return "만족도"
    case .learning: return "배움지수"
    case .honey: return "꿀강지수"
    case .team: return "조모임"
    case .difficulty: return "학점"
    case .homework: return "과제"
    case .content: return "내용"
    case .examType: return "시험 종류"
    case .examInfo: return "시험 유형"
    case .examDifficulty: return "시험 난이도"
    }
  }
  /// A rating off the 0.5 … 5.0 grid, from the field's name (``LecturePostError/invalidRating(field:value:)``).
  public var invalidRating: @Sendable (_ field: String) -> String = { "\($0): 0.5점부터 5점까지 0.5점 단위로 골라 주세요." }
  /// A choice outside the field's choices, from the field's name (``LecturePostError/invalidChoice(field:value:)``).
  public var invalidChoice: @Sendable (_ field: String) -> String = { "\($0): 보기 중에서 골라 주세요." }
  /// A text that does not read as the field's value, from the field's name
  /// (``LecturePostError/invalidText(field:text:)``).
  public var invalidText: @Sendable (_ field: String) -> String = { "\($0): 값을 읽을 수 없어요." }
  /// Content of the wrong length, from its length and the lengths allowed
  /// (``LecturePostError/contentLength(count:allowed:)``).
  public var contentLength: @Sendable (_ count: Int, _ allowed: ClosedRange<Int>) -> String = { count, allowed in
    "내용은 \(allowed.lowerBound)자 이상 \(NumberText.grouped(allowed.upperBound))자 이하로 써 주세요. "
      + "(지금 \(NumberText.grouped(count))자)"
  }
  /// Content of white space only (``LecturePostError/blankContent``).
  public var blankContent = "내용을 입력해 주세요."
  /// An exam post without a tag (``LecturePostError/noExamInfoTags``).
  public var noExamInfoTags = "시험 유형을 하나 이상 골라 주세요."
  /// A semester the lecture was not taught in (``LecturePostError/semesterNotOffered(_:lecture:)``).
  public var semesterNotOffered: @Sendable (_ semester: Semester) -> String = { "\($0.description) 학기에는 열리지 않은 강의예요." }

  // MARK: Rules

  /// An account with impossible numbers (``LecturePostError/invalidAccount(_:reason:)``).
  public var invalidAccount = "계정 정보가 올바르지 않아요."
  /// An unknown student (``LecturePostError/studentNotFound(_:)``).
  public var studentNotFound = "학생 정보를 찾을 수 없어요."
  /// A student registered twice (``LecturePostError/duplicateStudent(_:)``).
  public var duplicateStudent = "이미 등록된 학생이에요."
  /// An unknown lecture (``LecturePostError/lectureNotFound(_:)``, the server's LECTURE001).
  public var lectureNotFound = "강의 정보를 찾을 수 없어요."
  /// A restricted student (``LecturePostError/restricted(_:)``, the server's USER008).
  public var restricted = "이용이 제한된 계정이에요. 관리자에게 문의해 주세요."
  /// A post id already taken (``LecturePostError/duplicatePost(kind:id:)``).
  public var duplicatePost = "이미 등록된 글이에요."
  /// A post that is not there, by kind (``LecturePostError/postNotFound(kind:id:)``, the server's
  /// EVALUATE_POST001 and EXAM_POST001).
  public var postNotFound: @Sendable (_ kind: LecturePostKind) -> String = { kind in
    kind == .evaluation ? "강의평가를 찾을 수 없어요." : "시험정보를 찾을 수 없어요."
  }
  /// A second post of a kind on one lecture (``LecturePostError/alreadyWritten(kind:lecture:existing:)``), or `nil`
  /// for the server's POSTS001, which does not say the kind.
  public var alreadyWritten: @Sendable (_ kind: LecturePostKind?) -> String = { kind in
    switch kind {
    case .evaluation?: return "이 강의에는 이미 강의평가를 썼어요."
    case .exam?: return "이 강의에는 이미 시험정보를 썼어요."
    case nil: return "이 강의에는 이미 글을 썼어요."
    }
  }
  /// Someone else's post edited or removed (``LecturePostError/notAuthor(kind:post:author:caller:)``).
  public var notAuthor: @Sendable (_ kind: LecturePostKind) -> String = { kind in
    kind == .evaluation ? "내가 쓴 강의평가만 고치거나 지울 수 있어요." : "내가 쓴 시험정보만 고치거나 지울 수 있어요."
  }
  /// One's own post reported (``LecturePostError/ownPost(kind:post:)``).
  public var ownPost: @Sendable (_ kind: LecturePostKind) -> String = { kind in
    kind == .evaluation ? "내가 쓴 강의평가는 신고할 수 없어요." : "내가 쓴 시험정보는 신고할 수 없어요."
  }
  /// A report upheld that was never filed (``LecturePostError/reportNotFound(kind:post:reporter:)``).
  public var reportNotFound = "처리할 신고가 없어요."
  /// Exam info bought twice (``LecturePostError/alreadyPurchased(student:lecture:)``, the server's EXAM_POST002).
  public var alreadyPurchased = "이미 구매한 시험정보예요."
  /// Too few points, from the balance and the points needed when known
  /// (``LecturePostError/notEnoughPoints(balance:needed:)``); the server's USER006 says neither.
  public var notEnoughPoints: @Sendable (_ balance: Int?, _ needed: Int?) -> String = { balance, needed in
    guard let balance, let needed else { return "포인트가 부족해요." }
    return "포인트가 부족해요. \(NumberText.grouped(needed))포인트가 필요한데 \(NumberText.grouped(balance))포인트가 있어요."
  }
  /// Points or a count too large to change (``LecturePostError/counterOverflow(_:)``).
  public var counterOverflow = "포인트나 글 수가 너무 커서 처리할 수 없어요."

  // MARK: The server

  /// A request the server found malformed (PARAM001).
  public var invalidParameter = "요청 내용이 올바르지 않아요."
  /// A refusal with a code the kit does not know and no text from the server.
  public var serverRefused = "요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요."

  // MARK: Points

  /// ``PointsReason/evaluationWritten``: "강의평가 작성".
  public var pointsEvaluationWritten = "강의평가 작성"
  /// ``PointsReason/examPostWritten``: "시험정보 작성".
  public var pointsExamPostWritten = "시험정보 작성"
  /// ``PointsReason/examInfoPurchased``: "시험정보 구매".
  public var pointsExamInfoPurchased = "시험정보 구매"
  /// ``PointsReason/evaluationDeleted``: "강의평가 삭제".
  public var pointsEvaluationDeleted = "강의평가 삭제"
  /// ``PointsReason/examPostDeleted``: "시험정보 삭제".
  public var pointsExamPostDeleted = "시험정보 삭제"
  /// ``PointsReason/reportUpheld``: "신고 보상".
  public var pointsReportUpheld = "신고 보상"

  /// Creates the Korean texts (``korean``); change members to replace them.
  public init() {}

  /// The Korean texts, the default.
  public static let korean = LectureEvaluationStrings()

  /// The sentence to show a user for a refused draft, command or read.
  ///
  /// ```swift
  /// strings.message(for: .contentLength(count: 12, allowed: 30...1_000))
  /// // "내용은 30자 이상 1,000자 이하로 써 주세요. (지금 12자)"
  /// ```
  public func message(for error: LecturePostError) -> String {
    switch error {
    case .invalidRating(let field, _): invalidRating(fieldName(field))
    case .invalidChoice(let field, _): invalidChoice(fieldName(field))
    case .invalidText(let field, _): invalidText(fieldName(field))
    case .contentLength(let count, let allowed): contentLength(count, allowed)
    case .blankContent: blankContent
    case .noExamInfoTags: noExamInfoTags
    case .semesterNotOffered(let semester, _): semesterNotOffered(semester)
    case .invalidAccount: invalidAccount
    case .studentNotFound: studentNotFound
    case .duplicateStudent: duplicateStudent
    case .lectureNotFound: lectureNotFound
    case .restricted: restricted
    case .duplicatePost: duplicatePost
    case .postNotFound(let kind, _): postNotFound(kind)
    case .alreadyWritten(let kind, _, _): alreadyWritten(kind)
    case .notAuthor(let kind, _, _, _): notAuthor(kind)
    case .ownPost(let kind, _): ownPost(kind)
    case .reportNotFound: reportNotFound
    case .alreadyPurchased: alreadyPurchased
    case .notEnoughPoints(let balance, let needed): notEnoughPoints(balance, needed)
    case .counterOverflow: counterOverflow
    }
  }

  /// The sentence to show a user for the server's refusal: the kit's text for each code it knows, so the app's
  /// language applies; for another code, the server's own text, else ``serverRefused``.
  ///
  /// The server's own (Korean) text is ``SuwikiServerError/serverMessage`` for every code; an app that prefers it
  /// shows `error.serverMessage ?? strings.message(for: error)`.
  public func message(for error: SuwikiServerError) -> String {
    switch error {
    case .alreadyWritten: alreadyWritten(nil)
    case .notEnoughPoints: notEnoughPoints(nil, nil)
    case .alreadyPurchased: alreadyPurchased
    case .restricted: restricted
    case .evaluationNotFound: postNotFound(.evaluation)
    case .examPostNotFound: postNotFound(.exam)
    case .lectureNotFound: lectureNotFound
    case .invalidParameter: invalidParameter
    case .other(_, let message, _): message.flatMap { $0.isEmpty ? nil : $0 } ?? serverRefused
    }
  }

  /// The name of a ledger entry's reason, as a points history lists it: "시험정보 구매".
  public func name(of reason: PointsReason) -> String {
    switch reason {
    case .evaluationWritten: pointsEvaluationWritten
    case .examPostWritten: pointsExamPostWritten
    case .examInfoPurchased: pointsExamInfoPurchased
    case .evaluationDeleted: pointsEvaluationDeleted
    case .examPostDeleted: pointsExamPostDeleted
    case .reportUpheld: pointsReportUpheld
    }
  }
}
