#if SQLite
  import GRDB

  /// WagerKit's tables. Each value is stored whole as WagerKit's JSON (`body`), beside the columns its rules and
  /// queries need; the database enforces the rules itself, so no writer (another process, a hand-made query) can
  /// break them:
  ///
  /// - `wager_couple` with a unique invite code, and `wager_active_partner`, one row per partner of a waiting or
  ///   connected couple: a partner belongs to one active couple (primary key).
  /// - `wager_battle` with a unique partial index on the couple's live battle: one created-or-running battle per
  ///   couple, whatever races.
  /// - `wager_coupon` with a trigger that refuses to change a used coupon's `used_at`: a coupon is used once.
  ///
  /// Instants in columns are UTC milliseconds; the bodies keep the exact instants.
  package enum WagerSchema {
    package static let migration = "wager-v1"

    package static func create(_ db: Database) throws {
      try db.execute(
        sql: """
          CREATE TABLE wager_couple (
            id TEXT PRIMARY KEY NOT NULL,
            invite_code TEXT NOT NULL UNIQUE,
            is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
            body TEXT NOT NULL
          );
          CREATE TABLE wager_active_partner (
            partner_id TEXT PRIMARY KEY NOT NULL,
            couple_id TEXT NOT NULL REFERENCES wager_couple(id) ON DELETE CASCADE
          );
          CREATE INDEX wager_active_partner_by_couple ON wager_active_partner(couple_id);
          CREATE TABLE wager_battle (
            id TEXT PRIMARY KEY NOT NULL,
            couple_id TEXT NOT NULL,
            is_live INTEGER NOT NULL CHECK (is_live IN (0, 1)),
            finalised_at INTEGER,
            body TEXT NOT NULL
          );
          CREATE UNIQUE INDEX wager_battle_one_live_per_couple ON wager_battle(couple_id) WHERE is_live = 1;
          CREATE INDEX wager_battle_finished ON wager_battle(couple_id, finalised_at) WHERE finalised_at IS NOT NULL;
          CREATE TABLE wager_coupon (
            id TEXT PRIMARY KEY NOT NULL,
            couple_id TEXT NOT NULL,
            owner TEXT CHECK (owner IN ('first', 'second')),
            settled_at INTEGER,
            used_at INTEGER,
            seen_at INTEGER,
            body TEXT NOT NULL
          );
          CREATE INDEX wager_coupon_by_couple ON wager_coupon(couple_id, owner);
          CREATE TRIGGER wager_coupon_used_once BEFORE UPDATE OF used_at ON wager_coupon
            WHEN OLD.used_at IS NOT NULL AND NEW.used_at IS NOT OLD.used_at
            BEGIN SELECT RAISE(ABORT, 'a used coupon stays used'); END;
          """)
    }
  }
#endif
