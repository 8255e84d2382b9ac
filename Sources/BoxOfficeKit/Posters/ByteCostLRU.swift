/// A least-recently-used cache whose budget is a total cost (bytes), with O(1) lookup, insertion and
/// eviction.
///
/// Entries live in one array, linked into a recency list by indices (no per-entry allocation); a dictionary
/// maps keys to slots, and freed slots are reused. The most recently used entry is the list's head, the
/// eviction victim its tail.
struct ByteCostLRU<Key: Hashable, Value> {
  fileprivate struct Slot {
    var key: Key
    var value: Value?
    var cost: Int
    var newer: Int
    var older: Int
  }

  private static var none: Int { -1 }

  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var indexByKey: [Key: Int] = [:]
  private var newest = ByteCostLRU.none
  private var oldest = ByteCostLRU.none

  /// The largest total cost kept.
  let costLimit: Int
  /// The sum of the costs of the entries kept; never above ``costLimit``.
  private(set) var totalCost = 0

  init(costLimit: Int) {
    self.costLimit = max(0, costLimit)
  }

  var count: Int { indexByKey.count }

  /// The value for `key`, which becomes the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let index = indexByKey[key] else { return nil }
    moveToFront(index)
    return slots[index].value
  }

  /// The value for `key`, leaving the order alone.
  func peek(_ key: Key) -> Value? {
    indexByKey[key].flatMap { slots[$0].value }
  }

  /// Stores `value` at `cost` as the most recently used, evicting the least recently used entries until the
  /// total fits and passing each evicted key to `onEvict`, oldest first. A value costing more than the whole
  /// budget is not stored (and an older value for the key is removed).
  mutating func insert(_ value: Value, cost: Int, for key: Key, onEvict: (Key) -> Void = { _ in }) {
    let cost = max(0, cost)
    removeValue(for: key)
    guard cost <= costLimit else { return }
    while totalCost > costLimit - cost, oldest != Self.none {
      let victim = slots[oldest].key
      removeValue(for: victim)
      onEvict(victim)
    }
    let slot = Slot(key: key, value: value, cost: cost, newer: Self.none, older: newest)
    let index: Int
    if let reused = freeSlots.popLast() {
      index = reused
      slots[index] = slot
    } else {
      index = slots.count
      slots.append(slot)
    }
    if newest != Self.none { slots[newest].newer = index }
    newest = index
    if oldest == Self.none { oldest = index }
    indexByKey[key] = index
    totalCost += cost
  }

  /// Removes and returns the value for `key`.
  @discardableResult
  mutating func removeValue(for key: Key) -> Value? {
    guard let index = indexByKey.removeValue(forKey: key) else { return nil }
    unlink(index)
    let value = slots[index].value
    slots[index].value = nil
    totalCost -= slots[index].cost
    slots[index].cost = 0
    freeSlots.append(index)
    return value
  }

  mutating func removeAll() {
    self = ByteCostLRU(costLimit: costLimit)
  }

  /// The keys from most to least recently used.
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var index = newest
    while index != Self.none {
      keys.append(slots[index].key)
      index = slots[index].older
    }
    return keys
  }

  private mutating func moveToFront(_ index: Int) {
    guard index != newest else { return }
    unlink(index)
    slots[index].older = newest
    slots[index].newer = Self.none
    if newest != Self.none { slots[newest].newer = index }
    newest = index
    if oldest == Self.none { oldest = index }
  }

  private mutating func unlink(_ index: Int) {
    let (newer, older) = (slots[index].newer, slots[index].older)
    if newer != Self.none { slots[newer].older = older } else { newest = older }
    if older != Self.none { slots[older].newer = newer } else { oldest = newer }
    slots[index].newer = Self.none
    slots[index].older = Self.none
  }

  /// Every broken invariant (the list, the dictionary and the total cost disagreeing), empty when sound; for tests.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var seen = 0
    var cost = 0
    var index = newest
    var previous = Self.none
    while index != Self.none {
      if slots[index].newer != previous { problems.append("slot \(index) points back to the wrong neighbour") }
      if indexByKey[slots[index].key] != index { problems.append("slot \(index) is not indexed by its key") }
      cost += slots[index].cost
      seen += 1
      if seen > slots.count { return problems + ["the recency list has a cycle"] }
      previous = index
      index = slots[index].older
    }
    if previous != oldest { problems.append("the tail is not the oldest slot") }
    if seen != indexByKey.count { problems.append("list has \(seen) entries, index \(indexByKey.count)") }
    if cost != totalCost { problems.append("cost \(cost) differs from total \(totalCost)") }
    if totalCost > costLimit { problems.append("total \(totalCost) exceeds limit \(costLimit)") }
    if seen + freeSlots.count != slots.count { problems.append("slots leak") }
    return problems
  }
}

extension ByteCostLRU: Sendable where Key: Sendable, Value: Sendable {}

extension ByteCostLRU.Slot: Sendable where Key: Sendable, Value: Sendable {}
