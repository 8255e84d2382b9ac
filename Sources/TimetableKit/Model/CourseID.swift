/// What makes two course records the same course.
///
/// A course is identified by its code and section when it has both (the USW portal's `subjtCd` and `diclNo`),
/// and otherwise by its name and schedule text, plus its section when it has one without a code (SUWIKI
/// records carry a section but no code, and two unscheduled sections of one practicum must stay two courses).
/// So the seventeen "ALL that English..." sections stay apart, and a course listed once per department it is
/// offered to is still one course.
public enum CourseID: Hashable, Codable, Sendable {
  /// A catalogue course: code ("10853") and section ("001").
  case catalog(code: String, section: String)
  /// A course without a code and section: its name, schedule text ("" when it has none) and section, if any.
  case named(name: String, schedule: String, section: String?)
}

extension CourseID: CustomStringConvertible {
  /// "10853-001", or "도전과창조 [미래B305(월1,2)]", or "캡스톤디자인 #002".
  public var description: String {
    switch self {
    case .catalog(let code, let section): "\(code)-\(section)"
    case .named(let name, let schedule, let section):
      name + (schedule.isEmpty ? "" : " [\(schedule)]") + (section.map { " #\($0)" } ?? "")
    }
  }
}

extension CourseID {
  /// A 64-bit FNV-1a hash of the identity, stable across runs and platforms (unlike `Hasher`), used to compare
  /// identities quickly and to pick a colour that does not change between launches.
  var fingerprint: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      hash ^= 0xFF
      hash = hash &* 0x0000_0100_0000_01B3
    }
    switch self {
    case .catalog(let code, let section):
      mix("c")
      mix(code)
      mix(section)
    case .named(let name, let schedule, let section):
      mix("n")
      mix(name)
      mix(schedule)
      mix(section ?? "")
    }
    return hash
  }
}
