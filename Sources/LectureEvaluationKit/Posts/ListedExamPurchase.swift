import Foundation

/// An ``ExamPurchase`` as the server lists it to its buyer (`GET /exam-posts/purchase`): the lecture by name.
public struct ListedExamPurchase: Hashable, Sendable, Identifiable {
  /// The purchase's server id.
  public let id: Int
  /// The lecture's names.
  public let lecture: LectureNames
  /// When it was bought (the server's Seoul wall-clock time, read in Seoul).
  public let purchasedAt: Date

  /// Creates a purchase.
  public init(id: Int, lecture: LectureNames, purchasedAt: Date) {
    self.id = id
    self.lecture = lecture
    self.purchasedAt = purchasedAt
  }

  /// A zone-less "yyyy-MM-dd'T'HH:mm:ss" read in `timeZone`, or `nil` when the text is not a real time of that form.
  static func date(_ text: String, in timeZone: TimeZone) -> Date? {
    let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
    guard text.utf8.count == 19, parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
    (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5])
    let calendar = Calendar.gregorian(in: timeZone)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
