#if !Server
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The executable built without the `Server` trait: it has no server, says which trait it needs and exits 64
  /// (EX_USAGE), as `domainkits --database` does without `SQLite`.
  @main
  enum TraitRequired {
    /// Prints the command to run instead and exits 64.
    static func main() {
      FileHandle.standardError.write(
        Data("domainkits-server needs the Server trait: swift run --traits Server domainkits-server\n".utf8))
      exit(64)
    }
  }
#endif
