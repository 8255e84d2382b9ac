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

  /// The hash of a key's bytes, as ``JSONFrameScanner`` computes it once it has found the key's end: its length and
  /// its first and last eight bytes (fewer when shorter), mixed by two multiplications. Two loads instead of a step
  /// per byte; keys that share both ends and the length only cost a comparison of their bytes.
  @inline(__always)
  package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    let count = bytes.count
    var first: UInt64 = 0
    var last: UInt64 = 0
    if count >= 8 {
      first = bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
      last = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else {
      for offset in 0..<count { first |= UInt64(bytes[offset]) << UInt64(8 * offset) }
    }
    var mixed = first &* 0x9E37_79B9_7F4A_7C15
    mixed ^= (last ^ UInt64(truncatingIfNeeded: count)) &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= mixed >> 29
    return UInt32(truncatingIfNeeded: mixed >> 32)
  }

  /// ``hash(_:)-(UnsafeRawBufferPointer)`` of any bytes (the table's names, tests).
  package static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
    Array(bytes).withUnsafeBytes { hash($0) }
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
