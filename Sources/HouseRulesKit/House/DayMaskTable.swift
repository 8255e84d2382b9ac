/// Member bitmasks by day and rule position: the storage behind checks and temporary assignees.
///
/// `days[dayNumber][rulePosition]` holds one bit per member position. A day's array is dense by rule position
/// (rules are few, checks on a day touch many of them), has no trailing zeros, and empty days are removed, so
/// two tables with the same content compare equal. Looking up a day is one hash of an `Int`; a day's masks are
/// then read by position, without scanning other days.
struct DayMaskTable: Hashable, Sendable {
  private(set) var days: [Int: [UInt64]] = [:]

  /// The mask of one rule position on one day; zero where nothing is recorded.
  func mask(day: Int, position: Int) -> UInt64 {
    guard let masks = days[day], position < masks.count else { return 0 }
    return masks[position]
  }

  /// Every mask of a day, by rule position (shorter than the rule count where later rules have none).
  func masks(day: Int) -> [UInt64]? { days[day] }

  /// Whether nothing is recorded.
  var isEmpty: Bool { days.isEmpty }

  /// Replaces the mask of a rule position on a day; zero removes it.
  mutating func set(_ mask: UInt64, day: Int, position: Int) {
    var masks = days.removeValue(forKey: day) ?? []
    if position >= masks.count {
      guard mask != 0 else {
        if !masks.isEmpty { days[day] = masks }
        return
      }
      masks.append(contentsOf: repeatElement(0, count: position - masks.count + 1))
    }
    masks[position] = mask
    Self.trim(&masks)
    if !masks.isEmpty { days[day] = masks }
  }

  /// Removes a rule position, moving later positions down by one.
  mutating func removePosition(_ position: Int) {
    for (day, var masks) in days where position < masks.count {
      masks.remove(at: position)
      Self.trim(&masks)
      days[day] = masks.isEmpty ? nil : masks
    }
  }

  /// Removes a member's bit from every mask, moving the bits of later members down by one.
  mutating func removeBit(_ bit: Int) {
    for (day, var masks) in days {
      for index in masks.indices {
        masks[index] = Self.removing(bit: bit, from: masks[index])
      }
      Self.trim(&masks)
      days[day] = masks.isEmpty ? nil : masks
    }
  }

  /// Clears the bits of `mask` for a rule position on every day for which `shouldClear` is true.
  mutating func clear(position: Int, where shouldClear: (Int) -> Bool) {
    for (day, masks) in days where position < masks.count && masks[position] != 0 && shouldClear(day) {
      set(0, day: day, position: position)
    }
  }

  /// Every recorded (day, position, mask), by day then position.
  var entries: [(day: Int, position: Int, mask: UInt64)] {
    days.keys.sorted().flatMap { day in
      (days[day] ?? []).enumerated().compactMap { position, mask in mask == 0 ? nil : (day, position, mask) }
    }
  }

  /// `mask` without bit `bit`, the higher bits shifted down by one.
  static func removing(bit: Int, from mask: UInt64) -> UInt64 {
    guard bit >= 0, bit < 64 else { return mask }
    let lowBits: UInt64 = (1 << UInt64(bit)) &- 1
    return (mask & lowBits) | ((mask >> UInt64(bit + 1)) << UInt64(bit))
  }

  private static func trim(_ masks: inout [UInt64]) {
    while masks.last == 0 { masks.removeLast() }
  }
}
