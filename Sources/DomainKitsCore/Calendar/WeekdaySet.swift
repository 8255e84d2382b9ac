/// A set of weekdays stored in one byte, iterated Monday first.
///
/// House rules assign members to weekdays, timetable searches filter by days off, and calendar
/// exports list `BYDAY` values: all of them want a small, fast, ordered set. Membership, union and
/// intersection are single bit operations.
///
/// ```swift
/// var days: WeekdaySet = [.monday, .wednesday]
/// days.insert(.friday)
/// days.contains(.wednesday)  // true
/// Array(days)                // [.monday, .wednesday, .friday]
/// ```
public struct WeekdaySet: SetAlgebra, Sequence, Hashable, Sendable {
  public typealias Element = Weekday
  public typealias ArrayLiteralElement = Weekday

  /// The bits of the set: bit `n - 1` stands for the weekday with ISO number `n`.
  public private(set) var rawValue: UInt8

  /// Creates a set from its bits; bits above the seventh are ignored.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & Self.allBits
  }

  /// Creates an empty set.
  public init() {
    rawValue = 0
  }

  /// Creates a set holding the given weekdays.
  public init(_ weekdays: some Sequence<Weekday>) {
    rawValue = 0
    for day in weekdays { rawValue |= Self.bit(day) }
  }

  public init(arrayLiteral elements: Weekday...) {
    self.init(elements)
  }

  /// Every day of the week.
  public static let all = WeekdaySet(rawValue: allBits)
  /// Monday to Friday.
  public static let weekdays: WeekdaySet = [.monday, .tuesday, .wednesday, .thursday, .friday]
  /// Saturday and Sunday.
  public static let weekend: WeekdaySet = [.saturday, .sunday]

  /// The number of weekdays in the set.
  public var count: Int { rawValue.nonzeroBitCount }

  public var isEmpty: Bool { rawValue == 0 }

  public func contains(_ member: Weekday) -> Bool {
    rawValue & Self.bit(member) != 0
  }

  public func union(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(rawValue: rawValue | other.rawValue) }

  public func intersection(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(rawValue: rawValue & other.rawValue) }

  public func symmetricDifference(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(rawValue: rawValue ^ other.rawValue)
  }

  @discardableResult
  public mutating func insert(_ newMember: Weekday) -> (inserted: Bool, memberAfterInsert: Weekday) {
    let inserted = !contains(newMember)
    rawValue |= Self.bit(newMember)
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: Weekday) -> Weekday? {
    guard contains(member) else { return nil }
    rawValue &= ~Self.bit(member)
    return member
  }

  @discardableResult
  public mutating func update(with newMember: Weekday) -> Weekday? {
    let existed = contains(newMember)
    rawValue |= Self.bit(newMember)
    return existed ? newMember : nil
  }

  public mutating func formUnion(_ other: WeekdaySet) { rawValue |= other.rawValue }

  public mutating func formIntersection(_ other: WeekdaySet) { rawValue &= other.rawValue }

  public mutating func formSymmetricDifference(_ other: WeekdaySet) { rawValue ^= other.rawValue }

  /// Iterates the weekdays in week order, Monday first.
  public func makeIterator() -> Iterator {
    Iterator(remaining: rawValue)
  }

  /// Yields the weekdays of a set, Monday first, by peeling off its lowest bit.
  public struct Iterator: IteratorProtocol, Sendable {
    fileprivate var remaining: UInt8

    public mutating func next() -> Weekday? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      return Weekday(rawValue: index + 1)
    }
  }

  private static let allBits: UInt8 = 0b0111_1111

  private static func bit(_ day: Weekday) -> UInt8 { 1 << UInt8(day.rawValue - 1) }
}

extension WeekdaySet: Codable {
  /// Decodes a list of ISO day numbers (Monday = 1 ... Sunday = 7); any other number is a decoding error.
  public init(from decoder: any Decoder) throws {
    let days = try [Weekday](from: decoder)
    self.init(days)
  }

  /// Encodes the set as a list of ISO day numbers, Monday first.
  public func encode(to encoder: any Encoder) throws {
    try Array(self).encode(to: encoder)
  }
}

extension WeekdaySet: CustomStringConvertible {
  /// The Korean one-syllable names in week order, for example "월수금"; "-" for an empty set.
  public var description: String {
    isEmpty ? "-" : map(\.koreanSymbol).joined()
  }
}
