#if SQLite
  import Foundation
  import GRDB

  /// Rewrites the instants inside JSON bodies that files written before 0.3.0 hold as seconds since 2001
  /// (Foundation's default `Date` encoding, `"createdAt":725370000`) as the ISO 8601 text the adapter writes now
  /// (`"createdAt":"2023-12-27T11:40:00Z"`), exactly: the number is read as the `Date` it stood for and written
  /// with ``StoredDate``, which round-trips it.
  ///
  /// Only the members that the kits encode as `Date` are rewritten, by name per table (a JSON number elsewhere, a
  /// score or a count, stays a number), and every other byte of a body is kept.
  package enum BodyDatesMigration {
    package static let migration = "body-dates-iso8601-v1"

    /// Per table, the JSON member names that hold instants (at any depth).
    static let dateMembers: [(table: String, names: Set<String>)] = [
      // Couple: the invite's times, `status.connected.at` and `status.disconnected.at`.
      ("wager_couple", ["issuedAt", "expiresAt", "at"]),
      // Battle: created, deadline, `phase.running.startedAt`, `phase.finalised.at`, `phase.cancelled.at`, reports.
      ("wager_battle", ["createdAt", "deadline", "startedAt", "at", "reportedAt"]),
      ("wager_coupon", ["settledAt", "usedAt", "seenAt"]),
      // A member's personality test result.
      ("house_member", ["takenAt"]),
    ]

    package static func create(_ db: Database) throws {
      for (table, names) in dateMembers {
        for body in try String.fetchAll(db, sql: "SELECT DISTINCT body FROM \(table)") {
          let rewritten = rewritingDates(in: body, names: names)
          guard rewritten != body else { continue }
          try db.execute(sql: "UPDATE \(table) SET body = ? WHERE body = ?", arguments: [rewritten, body])
        }
      }
    }

    /// `json` with each number that is the value of a member named in `names` replaced by the ISO 8601 text of
    /// that many seconds since 2001. Strings are skipped whole (a name inside a text never matches); text that is
    /// not JSON comes back unchanged past the point where it stops being JSON.
    static func rewritingDates(in json: String, names: Set<String>) -> String {
      let quote = UInt8(ascii: "\"")
      let backslash = UInt8(ascii: "\\")
      let colon = UInt8(ascii: ":")
      let bytes = Array(json.utf8)
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + 32)
      var index = 0
      func skipSpace(_ position: inout Int) {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
      }
      while index < bytes.count {
        guard bytes[index] == quote else {
          output.append(bytes[index])
          index += 1
          continue
        }
        var end = index + 1
        while end < bytes.count, bytes[end] != quote { end += bytes[end] == backslash ? 2 : 1 }
        guard end < bytes.count else { return json }
        output.append(contentsOf: bytes[index...end])
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        // A member name is a string followed by a colon; is its value a number?
        var value = index
        skipSpace(&value)
        guard value < bytes.count, bytes[value] == colon, names.contains(name) else { continue }
        value += 1
        skipSpace(&value)
        var valueEnd = value
        while valueEnd < bytes.count, Array("+-.eE0123456789".utf8).contains(bytes[valueEnd]) { valueEnd += 1 }
        guard valueEnd > value,
          let seconds = Double(String(decoding: bytes[value..<valueEnd], as: UTF8.self)),
          let text = StoredDate.text(Date(timeIntervalSinceReferenceDate: seconds))
        else { continue }
        output.append(contentsOf: bytes[index..<value])
        output.append(quote)
        output.append(contentsOf: text.utf8)
        output.append(quote)
        index = valueEnd
      }
      return String(decoding: output, as: UTF8.self)
    }
  }
#endif
