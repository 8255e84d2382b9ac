#if Postgres
  /// Lets the tests that take the whole server down run alone.
  ///
  /// Killing a backend with SIGKILL makes PostgreSQL end every other backend and restart (crash recovery), and
  /// `pg_ctl stop` ends them all: the connections of any test running at the same time (Swift Testing runs tests in
  /// parallel) would break too. Every `FreshDatabases` holds the server from its first database until
  /// `FreshDatabases.dropAll()`: shared, or alone when made with `exclusive: true`.
  ///
  /// A shared holder enters whenever nobody holds the server alone, even while an exclusive one waits: a test that
  /// makes databases through two `FreshDatabases` cannot then wait for itself. The exclusive tests wait until no other
  /// PostgreSQL test runs.
  ///
  /// It lives in a module of its own because every test target of the package runs in one process under one
  /// cluster: DomainKitsPostgresTests' `FreshDatabases` and DomainKitsServerTests' PostgreSQL stores
  /// (`PostgresTestDatabase`) enter the same gate, so a test that stops the server never breaks a reference server's
  /// connections.
  package actor ServerGate {
    /// The one gate of the process.
    package static let shared = ServerGate()

    private var sharedHolders = 0
    private var heldAlone = false
    /// The holders waiting to enter, in order: whether each wants the server alone, and what wakes it.
    private var waiting: [(exclusive: Bool, wake: AsyncStream<Void>.Continuation)] = []

    /// Waits until the server can be held (`exclusive`: alone), and holds it.
    package func enter(exclusive: Bool) async {
      if canEnter(exclusive: exclusive) {
        take(exclusive: exclusive)
        return
      }
      let (woken, wake) = AsyncStream<Void>.makeStream()
      waiting.append((exclusive, wake))
      for await _ in woken { break }
    }

    /// Stops holding the server, and lets in every waiting holder that can enter now, in order.
    package func leave(exclusive: Bool) {
      if exclusive {
        heldAlone = false
      } else {
        sharedHolders -= 1
      }
      var index = 0
      while index < waiting.count {
        let waiter = waiting[index]
        guard canEnter(exclusive: waiter.exclusive) else {
          index += 1
          continue
        }
        waiting.remove(at: index)
        take(exclusive: waiter.exclusive)
        waiter.wake.yield(())
        waiter.wake.finish()
      }
    }

    private func canEnter(exclusive: Bool) -> Bool {
      exclusive ? !heldAlone && sharedHolders == 0 : !heldAlone
    }

    private func take(exclusive: Bool) {
      if exclusive {
        heldAlone = true
      } else {
        sharedHolders += 1
      }
    }
  }
#endif
