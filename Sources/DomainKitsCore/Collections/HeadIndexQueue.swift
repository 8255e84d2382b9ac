/// A first-in, first-out list with O(1) amortized appends and removals from the front: an array plus the index of
/// its first live element, compacted once half of the array is removed entries.
///
/// The kits keep bounded histories with it (updates buffered before a snapshot, updates applied recently, trades
/// waiting for the app), dropping the oldest beyond a limit without shifting the array on every removal.
package struct HeadIndexQueue<Element> {
  private var storage: [Element]
  private var head = 0

  /// A queue holding `elements`, oldest first.
  package init(_ elements: [Element] = []) {
    storage = elements
  }

  /// How many elements the queue holds.
  package var count: Int { storage.count - head }

  /// Whether the queue holds nothing.
  package var isEmpty: Bool { count == 0 }

  /// The elements, oldest first.
  package var elements: ArraySlice<Element> { storage[head...] }

  /// Adds `element` after the newest.
  package mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Adds `elements` after the newest, in their order.
  package mutating func append(contentsOf elements: some Sequence<Element>) {
    storage.append(contentsOf: elements)
  }

  /// Removes and returns the oldest element; `nil` when the queue is empty.
  package mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let first = storage[head]
    head += 1
    if head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return first
  }

  /// Removes every element, keeping the storage for reuse.
  package mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
  }

  /// Removes every element and returns them, oldest first.
  package mutating func takeAll() -> [Element] {
    let all = head == 0 ? storage : Array(storage[head...])
    storage = []
    head = 0
    return all
  }
}

extension HeadIndexQueue: Sendable where Element: Sendable {}
