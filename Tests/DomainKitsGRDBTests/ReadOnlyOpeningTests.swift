#if SQLite
  import DomainKitsGRDB
  import Foundation
  import GRDB
  import Testing

  @Suite("Read-only files and folders")
  struct ReadOnlyOpeningTests {
    @Test("SQLite's read-only codes, a file's (8) and a folder's (1544), are cannotOpen", arguments: [8, 1544])
    func readOnlyCodes(code: Int32) {
      let error = DatabaseError(resultCode: ResultCode(rawValue: code), message: "attempt to write a readonly database")
      #expect(
        DomainKitsDatabaseError(error, path: "/data/kits.sqlite")
          == .cannotOpen(path: "/data/kits.sqlite", message: "attempt to write a readonly database"))
    }

    @Test("A new file opened read-only cannot be given its schema: cannotOpen, naming the file")
    func readOnlyConnection() throws {
      let folder = try TemporaryFolder()
      let path = folder.path("read-only.sqlite")
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      var configuration = DomainKitsDatabase.defaultConfiguration
      configuration.readonly = true
      #expect {
        try DomainKitsDatabase.open(atPath: path, configuration: configuration)
      } throws: { error in
        guard case .cannotOpen(let failedPath, _) = error as? DomainKitsDatabaseError else { return false }
        return failedPath == path
      }
    }
  }
#endif
