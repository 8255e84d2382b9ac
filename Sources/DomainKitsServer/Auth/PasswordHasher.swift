#if Server
  import Crypto
  import CryptoExtras
  import Foundation
  import NIOCore
  import NIOPosix

  /// Hashes passwords with scrypt (swift-crypto's `KDF.Scrypt`: N = 2^cost, r = 8, p = 1, a 32-byte key, a 16-byte
  /// random salt) and checks them in constant time.
  ///
  /// A stored hash names its own parameters, `scrypt$14$8$1$<salt>$<key>` (base64url), so a hash made with another
  /// cost still checks. ``verify(_:against:)`` of an unknown account still runs one scrypt (``verifyNothing(_:)``),
  /// so the time a login takes does not tell whether the id exists.
  ///
  /// scrypt runs on a thread pool of its own (``lanes``: half the cores, at least one), never on Swift's
  /// cooperative threads: a stream of logins (which need no token) then waits its turn for a lane instead of
  /// holding every cooperative thread for tens of milliseconds each, which stalled every other request (on 2 cores,
  /// two looping logins took a token read from 1 ms to 152 ms at p50).
  package struct PasswordHasher: Sendable {
    /// How many scrypts run at once: half the cores, at least one, so the other half keep serving requests.
    static let lanes = max(1, System.coreCount / 2)

    /// The threads scrypt runs on, started once.
    private static let pool: NIOThreadPool = {
      let pool = NIOThreadPool(numberOfThreads: lanes)
      pool.start()
      return pool
    }()

    /// log2 of scrypt's N: 14 (16 MiB, tens of milliseconds) by default; tests use less.
    let cost: Int

    /// The default cost, 14.
    package static let defaultCost = 14

    /// A hasher with N = 2^`cost` (clamped to 4...20).
    package init(cost: Int = PasswordHasher.defaultCost) {
      self.cost = min(max(cost, 4), 20)
    }

    /// The stored form of `password`, with a new random salt.
    func hash(_ password: String) async throws -> String {
      var generator = SystemRandomNumberGenerator()
      let salt = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let key = try await Self.derive(password, salt: salt, cost: cost)
      return "scrypt$\(cost)$8$1$\(Base64URL.encode(salt))$\(Base64URL.encode(key))"
    }

    /// Whether `password` is the one `stored` was made from; `false` for a stored form this hasher cannot read.
    func verify(_ password: String, against stored: String) async -> Bool {
      let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
      guard parts.count == 6, parts[0] == "scrypt", let cost = Int(parts[1]), (4...20).contains(cost),
        parts[2] == "8", parts[3] == "1", let salt = Base64URL.decode(parts[4]),
        let expected = Base64URL.decode(parts[5]), expected.count == 32,
        let key = try? await Self.derive(password, salt: salt, cost: cost)
      else { return false }
      return Self.constantTimeEqual(key, expected)
    }

    /// Runs one scrypt at this hasher's cost and throws the result away: what a login of an unknown id costs.
    func verifyNothing(_ password: String) async {
      _ = try? await Self.derive(password, salt: Data(repeating: 0, count: 16), cost: cost)
    }

    /// scrypt(password, salt, N = 2^cost, r = 8, p = 1), 32 bytes, computed on ``pool``.
    private static func derive(_ password: String, salt: Data, cost: Int) async throws -> Data {
      try await pool.runIfActive {
        let key = try KDF.Scrypt.deriveKey(
          from: Array(password.utf8), salt: salt, outputByteCount: 32, rounds: 1 << cost, blockSize: 8,
          parallelism: 1)
        return key.withUnsafeBytes { Data($0) }
      }
    }

    /// Whether `lhs` and `rhs` are equal, in a time that depends on their length only.
    static func constantTimeEqual(_ lhs: Data, _ rhs: Data) -> Bool {
      guard lhs.count == rhs.count else { return false }
      var difference: UInt8 = 0
      for (left, right) in zip(lhs, rhs) {
        difference |= left ^ right
      }
      return difference == 0
    }
  }
#endif
