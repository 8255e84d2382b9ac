import Foundation

/// The names of the lecture a student's own post or purchase is about, as the server sends them with it.
public struct LectureNames: Hashable, Sendable {
  /// The lecture name.
  public let name: String
  /// The professor.
  public let professor: String
  /// The department (개설학과).
  public let major: String

  /// Creates the names.
  public init(name: String, professor: String, major: String) {
    self.name = name
    self.professor = professor
    self.major = major
  }
}
