/// The storage of one side's ladder window: its occupancy words (one bit per slot), then its slots, in one
/// allocation, so that changing a level costs one uniqueness check and one buffer.
///
/// The header is the slot count, a multiple of 64 (zero for a side with no window); the elements are the
/// `slotCount / 64` occupancy words followed by the slots' memory, bound to ``Level``. A slot is meaningful only
/// where its occupancy bit is set.
@usableFromInline
final class LadderBuffer: ManagedBuffer<Int, UInt64> {
  /// How many words `slotCount` levels take.
  static func levelWords(_ slotCount: Int) -> Int {
    (slotCount * MemoryLayout<Level>.stride + 7) / 8
  }

  /// A buffer of `slotCount` empty slots (a multiple of 64).
  static func make(slotCount: Int) -> LadderBuffer {
    let wordCount = slotCount &>> 6
    let buffer = unsafeDowncast(
      create(minimumCapacity: wordCount + levelWords(slotCount)) { _ in slotCount }, to: LadderBuffer.self)
    buffer.withUnsafeMutablePointerToElements { elements in
      elements.initialize(repeating: 0, count: wordCount)
      UnsafeMutableRawPointer(elements + wordCount).initializeMemory(
        as: Level.self, repeating: Level(price: .zero, quantity: .zero, storedOrderCount: 0), count: slotCount)
    }
    return buffer
  }

  /// A buffer with the same words and slots.
  @usableFromInline
  func copy() -> LadderBuffer {
    let slotCount = header
    let wordCount = slotCount &>> 6
    let copy = unsafeDowncast(
      LadderBuffer.create(minimumCapacity: wordCount + Self.levelWords(slotCount)) { _ in slotCount },
      to: LadderBuffer.self)
    withUnsafeMutablePointerToElements { source in
      copy.withUnsafeMutablePointerToElements { target in
        target.initialize(from: source, count: wordCount)
        UnsafeMutableRawPointer(target + wordCount).initializeMemory(
          as: Level.self,
          from: UnsafeMutableRawPointer(source + wordCount).assumingMemoryBound(to: Level.self),
          count: slotCount)
      }
    }
    return copy
  }
}

/// A ``LadderBuffer`` held copy-on-write: a side copies the buffer before changing a shared one, so a buffer is
/// never written while another value (and so another thread) can read it. That is what makes it `Sendable`.
@usableFromInline
struct LadderStorage: @unchecked Sendable {
  @usableFromInline
  var buffer: LadderBuffer

  /// The storage of a side with no window: no slots.
  static let empty = LadderStorage(buffer: .make(slotCount: 0))

  /// Storage of `slotCount` empty slots (a multiple of 64).
  init(slotCount: Int) {
    buffer = .make(slotCount: slotCount)
  }

  init(buffer: LadderBuffer) {
    self.buffer = buffer
  }

  /// Copies the buffer when another value shares it, so that it can be written.
  @inlinable @inline(__always)
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
  }

  /// Calls `body` with the occupancy words and the slots (`wordCount` is the slot count over 64, which the caller
  /// keeps beside the buffer so that finding the slots needs no load).
  @inlinable @inline(__always)
  func withLadder<Result>(
    wordCount: Int,
    _ body: (_ words: UnsafeMutablePointer<UInt64>, _ slots: UnsafeMutablePointer<Level>) -> Result
  ) -> Result {
    buffer.withUnsafeMutablePointerToElements { elements in
      body(elements, UnsafeMutableRawPointer(elements + wordCount).assumingMemoryBound(to: Level.self))
    }
  }
}
