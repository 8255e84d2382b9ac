/// A semester of a university year: "2023-2" is the second semester of 2023.
///
/// Semesters compare in time order: TimetableKit keys its course catalogues by them, and SUWIKI lists the
/// semesters a lecture ran in.
public struct Semester: Hashable, Comparable, Codable, Sendable {
  /// The two regular terms of a year.
  public enum Term: Int, Hashable, Comparable, Codable, Sendable, CaseIterable {
    /// 1학기 (spring).
    case first = 1
    /// 2학기 (autumn).
    case second = 2

    /// Orders the values: smaller first.
    public static func < (lhs: Term, rhs: Term) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The year, such as 2023.
  public let year: Int
  /// The term within the year.
  public let term: Term

  /// Creates a semester.
  public init(year: Int, term: Term) {
    self.year = year
    self.term = term
  }

  /// Parses "2023-2" (also "2023-1 " with spaces), or returns `nil`. Years run 1900...2999.
  public init?(_ text: some StringProtocol) {
    let parts = String(text).trimmingASCIISpaces().split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].utf8.count == 4, parts[0].utf8.allSatisfy(\.isASCIIDigit),
      let year = Int(parts[0]), (1900...2999).contains(year),
      parts[1].utf8.count == 1, let number = Int(parts[1]), let term = Term(rawValue: number)
    else { return nil }
    self.init(year: year, term: term)
  }

  /// Reads the USW portal's pair of fields: `subjtEstbYear` ("2023") and `subjtEstbSmrCd` ("10" for the first
  /// semester, "20" for the second), or returns `nil` for any other code.
  public init?(uswYear: String, termCode: String) {
    let term: Term
    switch termCode.trimmingASCIISpaces() {
    case "10": term = .first
    case "20": term = .second
    default: return nil
    }
    let year = uswYear.trimmingASCIISpaces()
    guard year.utf8.count == 4, year.utf8.allSatisfy(\.isASCIIDigit), let number = Int(year),
      (1900...2999).contains(number)
    else { return nil }
    self.init(year: number, term: term)
  }

  /// Orders the values: smaller first.
  public static func < (lhs: Semester, rhs: Semester) -> Bool {
    (lhs.year, lhs.term) < (rhs.year, rhs.term)
  }
}

extension Semester: CustomStringConvertible {
  /// "2023-2".
  public var description: String { "\(year)-\(term.rawValue)" }
}
