import Foundation

/// What the server refused, read from its error body's `code`, with the server's own text.
///
/// Each case keeps the body's `message` (the server writes it in Korean: "유저 포인트가 부족합니다."), so an app can
/// show the server's words; ``LectureEvaluationStrings/message(for:)-(SuwikiServerError)`` gives the kit's own
/// sentence for the same code, in whatever language the app set.
///
/// ```swift
/// let error = try SuwikiServerDecoder.serverError(from: body)   // .notEnoughPoints(message: "유저 포인트가 부족합니다.")
/// if case .notEnoughPoints = error { showStore() }
/// error.serverMessage ?? LectureEvaluationStrings.korean.message(for: error)
/// ```
public enum SuwikiServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// POSTS001: the caller already wrote an evaluation or exam post on the lecture.
  case alreadyWritten(message: String?)
  /// USER006: the balance is below the cost (a purchase, a delete).
  case notEnoughPoints(message: String?)
  /// EXAM_POST002: the caller already bought the lecture's exam posts.
  case alreadyPurchased(message: String?)
  /// USER008: the caller is restricted.
  case restricted(message: String?)
  /// EVALUATE_POST001: no such evaluation.
  case evaluationNotFound(message: String?)
  /// EXAM_POST001: no such exam post.
  case examPostNotFound(message: String?)
  /// LECTURE001: no such lecture.
  case lectureNotFound(message: String?)
  /// PARAM001: a query parameter is missing or malformed.
  case invalidParameter(message: String?)
  /// Any other code, with the server's message and status.
  case other(code: String, message: String?, status: Int?)

  /// The error an error body means.
  init(wire body: SuwikiErrorWire) {
    let message = body.message
    switch body.code {
    case "POSTS001": self = .alreadyWritten(message: message)
    case "USER006": self = .notEnoughPoints(message: message)
    case "EXAM_POST002": self = .alreadyPurchased(message: message)
    case "USER008": self = .restricted(message: message)
    case "EVALUATE_POST001": self = .evaluationNotFound(message: message)
    case "EXAM_POST001": self = .examPostNotFound(message: message)
    case "LECTURE001": self = .lectureNotFound(message: message)
    case "PARAM001": self = .invalidParameter(message: message)
    default: self = .other(code: body.code, message: message, status: body.status)
    }
  }

  /// The server's code for this error.
  public var code: String {
    switch self {
    case .alreadyWritten: "POSTS001"
    case .notEnoughPoints: "USER006"
    case .alreadyPurchased: "EXAM_POST002"
    case .restricted: "USER008"
    case .evaluationNotFound: "EVALUATE_POST001"
    case .examPostNotFound: "EXAM_POST001"
    case .lectureNotFound: "LECTURE001"
    case .invalidParameter: "PARAM001"
    case .other(let code, _, _): code
    }
  }

  /// The server's own text for the error, as its body sent it (Korean), or `nil` when the body had none.
  public var serverMessage: String? {
    switch self {
    case .alreadyWritten(let message), .notEnoughPoints(let message), .alreadyPurchased(let message),
      .restricted(let message), .evaluationNotFound(let message), .examPostNotFound(let message),
      .lectureNotFound(let message), .invalidParameter(let message), .other(_, let message, _):
      message
    }
  }

  /// A developer-facing sentence naming the code and the rule, then the server's text when it sent one.
  public var description: String {
    let rule =
      switch self {
      case .alreadyWritten: "POSTS001: the caller already wrote a post of this kind on the lecture"
      case .notEnoughPoints: "USER006: not enough points"
      case .alreadyPurchased: "EXAM_POST002: the exam posts were already bought"
      case .restricted: "USER008: the caller is restricted"
      case .evaluationNotFound: "EVALUATE_POST001: no such evaluation"
      case .examPostNotFound: "EXAM_POST001: no such exam post"
      case .lectureNotFound: "LECTURE001: no such lecture"
      case .invalidParameter: "PARAM001: a parameter is missing or malformed"
      case .other(let code, _, let status): "server error \"\(code)\"" + (status.map { " (\($0))" } ?? "")
      }
    return rule + (serverMessage.map { ": \($0)" } ?? "")
  }
}
