import Foundation

/// What the server refused, read from its error body's `code`.
public enum SuwikiServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// POSTS001: the caller already wrote an evaluation or exam post on the lecture.
  case alreadyWritten
  /// USER006: the balance is below the cost (a purchase, a delete).
  case notEnoughPoints
  /// EXAM_POST002: the caller already bought the lecture's exam posts.
  case alreadyPurchased
  /// USER008: the caller is restricted.
  case restricted
  /// EVALUATE_POST001: no such evaluation.
  case evaluationNotFound
  /// EXAM_POST001: no such exam post.
  case examPostNotFound
  /// LECTURE001: no such lecture.
  case lectureNotFound
  /// PARAM001: a query parameter is missing or malformed.
  case invalidParameter
  /// Any other code, with the server's message and status.
  case other(code: String, message: String?, status: Int?)

  /// The error an error body means.
  init(wire body: SuwikiErrorWire) {
    switch body.code {
    case "POSTS001": self = .alreadyWritten
    case "USER006": self = .notEnoughPoints
    case "EXAM_POST002": self = .alreadyPurchased
    case "USER008": self = .restricted
    case "EVALUATE_POST001": self = .evaluationNotFound
    case "EXAM_POST001": self = .examPostNotFound
    case "LECTURE001": self = .lectureNotFound
    case "PARAM001": self = .invalidParameter
    default: self = .other(code: body.code, message: body.message, status: body.status)
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

  /// A developer-facing sentence naming the code and the rule.
  public var description: String {
    switch self {
    case .alreadyWritten: "POSTS001: the caller already wrote a post of this kind on the lecture"
    case .notEnoughPoints: "USER006: not enough points"
    case .alreadyPurchased: "EXAM_POST002: the exam posts were already bought"
    case .restricted: "USER008: the caller is restricted"
    case .evaluationNotFound: "EVALUATE_POST001: no such evaluation"
    case .examPostNotFound: "EXAM_POST001: no such exam post"
    case .lectureNotFound: "LECTURE001: no such lecture"
    case .invalidParameter: "PARAM001: a parameter is missing or malformed"
    case .other(let code, let message, let status):
      "server error \"\(code)\"" + (status.map { " (\($0))" } ?? "") + (message.map { ": \($0)" } ?? "")
    }
  }
}
