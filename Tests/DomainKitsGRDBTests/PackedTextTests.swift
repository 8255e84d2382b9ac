#if SQLite
  import Testing

  @testable import DomainKitsGRDB

  @Suite("Packed text")
  struct PackedTextTests {
    @Test(
      "Any list of strings packs and unpacks to itself",
      arguments: [
        [], [""], ["컴퓨터학부"], ["교양", "데이터과학부"], ["3:x", "12:", ":", "\u{1F}"], ["👩🏻‍💻", "", "a\nb"],
      ])
    func roundTrip(fields: [String]) {
      #expect(PackedText.unpack(PackedText.pack(fields)) == fields)
    }

    @Test(
      "Malformed packed text is refused",
      arguments: ["x", "3:ab", "2:abc", ":", "1", "-1:a", "4:\u{D55C}", "9999999999:a"])
    func malformed(text: String) {
      #expect(PackedText.unpack(text) == nil)
    }

    @Test("The packed form reads as lengths and strings")
    func form() {
      #expect(PackedText.pack(["교양", "IT"]) == "6:교양2:IT")
    }
  }
#endif
