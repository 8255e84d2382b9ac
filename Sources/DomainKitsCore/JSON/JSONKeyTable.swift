/// The member names a decoder wants from an object, each with a slot number (its index in ``names``), matched by
/// ``JSONFrameScanner`` while it reads the object: by the key's hash, then its length and bytes. Built once per
/// decoder (a `static let`); looking a key up allocates nothing.
///
/// A decoder lists every spelling it reads in one table (an API 2.0 ticker's DEFAULT names, then its SIMPLE
/// abbreviations, then the envelope's `error` and `status`), so one pass fills the slots of whichever spelling
/// the frame uses.
package struct JSONKeyTable: Sendable {
  /// The names, in slot order.
  package let names: [String]
  /// The UTF-8 of each name.
  private let keyBytes: [[UInt8]]
  /// The ``hash(_:)`` of each name.
  private let hashes: [UInt32]
  /// Open addressing: slot + 1 of the name whose hash lands here (or after, by linear probing); 0 when empty.
  private let buckets: [Int16]
  /// `buckets.count - 1` (the count is a power of two).
  private let mask: Int

  /// A table of `names`, which must be distinct.
  package init(_ names: [String]) {
    precondition(Set(names).count == names.count, "a key table's names must be distinct")
    precondition(names.count < Int(Int16.max), "too many names for a key table")
    self.names = names
    keyBytes = names.map { Array($0.utf8) }
    hashes = keyBytes.map { Self.hash($0) }
    // At most a quarter full, so a probe for an unwanted key meets an empty bucket almost at once.
    var capacity = 16
    while capacity < 4 * names.count { capacity *= 2 }
    var buckets = [Int16](repeating: 0, count: capacity)
    for (slot, hash) in hashes.enumerated() {
      var bucket = Int(hash) & (capacity - 1)
      while buckets[bucket] != 0 { bucket = (bucket + 1) & (capacity - 1) }
      buckets[bucket] = Int16(slot + 1)
    }
    self.buckets = buckets
    self.mask = capacity - 1
  }

  /// The number of slots.
  package var count: Int { names.count }

  /// FNV-1a's offset basis: the hash of no bytes.
  package static let hashSeed: UInt32 = 2_166_136_261

  /// One step of 32-bit FNV-1a: `hash` followed by `byte`.
  @inline(__always)
  package static func hash(_ hash: UInt32, _ byte: UInt8) -> UInt32 {
    (hash ^ UInt32(byte)) &* 16_777_619
  }

  /// The 32-bit FNV-1a hash of `bytes`, as ``JSONFrameScanner`` computes it while it reads a key.
  package static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var value = hashSeed
    for byte in bytes { value = hash(value, byte) }
    return value
  }

  /// The slot of the key spelled by `bytes[range]`, whose hash is `hash`; `nil` for a key the table does not hold.
  @inline(__always)
  package func slot(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
    var bucket = Int(hash) & mask
    while true {
      let entry = Int(buckets[bucket])
      if entry == 0 { return nil }
      let slot = entry - 1
      if hashes[slot] == hash, Self.spells(keyBytes[slot], range, in: bytes) { return slot }
      bucket = (bucket + 1) & mask
    }
  }

  /// Whether `bytes[range]` is `name`.
  @inline(__always)
  private static func spells(_ name: [UInt8], _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard name.count == range.count else { return false }
    var offset = 0
    for index in range {
      guard bytes[index] == name[offset] else { return false }
      offset += 1
    }
    return true
  }
}
