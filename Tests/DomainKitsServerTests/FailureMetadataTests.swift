#if Server
  import DomainKitsGRDBCore
  import Testing

  @testable import DomainKitsServer

  @Suite("A 5xx's log metadata: the error's type and case, never its payload")
  struct FailureMetadataTests {
    @Test("An enum case with a payload is named by its label; the stored text in it is not logged")
    func enumCase() {
      let error = DomainKitsDatabaseError.invalidStoredValue(
        table: "exam_post", key: "17", reason: "content \"비밀 메모 010-1234-5678\" is too short")
      let metadata = FailureMetadata.of(error)
      #expect(metadata["error_type"] == "DomainKitsGRDBCore.DomainKitsDatabaseError")
      #expect(metadata["error_case"] == "invalidStoredValue")
      #expect(!metadata.values.contains { "\($0)".contains("010-1234-5678") || "\($0)".contains("exam_post") })
    }

    @Test("Anything but an enum case with a payload gets its type only")
    func typeOnly() {
      struct Opaque: Error { let secret = "hunter2" }
      #expect(FailureMetadata.of(Opaque()).keys.sorted() == ["error_type"])
      #expect(FailureMetadata.of(SuwikiFailure.unavailable)["error_case"] == nil)
    }
  }
#endif
