#if Server
  import DomainKitsCore
  import Foundation
  import Testing

  @testable import DomainKitsServer

  /// A U+0000 in a request string is refused where the wire is read: PostgreSQL's `text` refuses it (the store
  /// failed, 503) and the SQLite store keeps text only up to it (schemathesis wrote an exam post whose content was
  /// stored cut below 30 characters, so `GET /exam-posts` answered 503 from then on).
  @Suite("U+0000 in a request string: refused as bad input by every API's reader")
  struct StorableTextTests {
    static let withNull = #"{"s": "족보와 비슷하게\u0000 나왔어요"}"#
    static let plain = #"{"s": "족보와 비슷하게 나왔어요"}"#

    @Test("StorableText accepts any text without U+0000")
    func accepts() {
      #expect(StorableText.accepts("족보, PPT\t\n\u{1}"))
      #expect(StorableText.accepts(""))
      #expect(!StorableText.accepts("a\u{0}b"))
      #expect(!StorableText.accepts("\u{0}"))
    }

    @Test("SUWIKI: a body string or a query value holding U+0000 is PARAM001")
    func suwiki() throws {
      #expect(try SuwikiBody(Data(Self.plain.utf8), allowed: ["s"]).string("s", length: 1...50) == "족보와 비슷하게 나왔어요")
      #expect(throws: SuwikiFailure.badParameter) {
        try SuwikiBody(Data(Self.withNull.utf8), allowed: ["s"]).string("s", length: 1...50)
      }
      #expect(try SuwikiQuery("searchValue=%ED%99%8D").text("searchValue") == "홍")
      #expect(throws: SuwikiFailure.badParameter) { try SuwikiQuery("searchValue=a%00b") }
    }

    @Test("Hous: a string holding U+0000, alone or in an array, is a bad request")
    func hous() throws {
      #expect(try HousBody(Data(Self.plain.utf8)).string("s", length: 1...50) == "족보와 비슷하게 나왔어요")
      #expect(throws: HousFailure.badRequest) { try HousBody(Data(Self.withNull.utf8)).string("s", length: 1...50) }
      #expect(throws: HousFailure.badRequest) {
        try HousBody(Data(Self.withNull.utf8)).optionalString("s", length: 1...50)
      }
      let array = Data(#"{"a": ["ok", "no\u0000"]}"#.utf8)
      #expect(throws: HousFailure.badRequest) { try HousBody(array).strings("a", count: 0...5, length: 0...10) }
    }

    @Test("Couple: a string holding U+0000, required or optional, is UE1001")
    func couple() throws {
      #expect(try CoupleBody(Data(Self.plain.utf8), allowed: ["s"]).string("s", length: 1...50) == "족보와 비슷하게 나왔어요")
      #expect(throws: CoupleFailure.badRequest) {
        try CoupleBody(Data(Self.withNull.utf8), allowed: ["s"]).string("s", length: 1...50)
      }
      #expect(throws: CoupleFailure.badRequest) {
        try CoupleBody(Data(Self.withNull.utf8), allowed: ["s"]).optionalString("s", maximumLength: 50)
      }
    }
  }
#endif
