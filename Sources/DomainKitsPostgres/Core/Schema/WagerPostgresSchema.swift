#if Postgres
  /// WagerKit's tables. As in the SQLite adapter, each value is stored whole as WagerKit's own JSON (`body`, a
  /// `json` column, which keeps the text as written), beside the columns its rules and queries need, written from
  /// the same value. The rules hold in the database itself, whoever writes:
  ///
  /// - `wager_couple`: one row per couple; `invite_code` is UNIQUE (a code belongs to one couple, so it connects
  ///   once). `is_active` is generated from `status` (waiting or connected).
  /// - `wager_active_partner`: one row per partner of a waiting or connected couple. Its primary key is the partner:
  ///   a partner belongs to at most one active couple. Its foreign key `(couple_id, couple_active)` references
  ///   `wager_couple (id, is_active)` with `couple_active` always true: a row names an active couple, and a couple
  ///   cannot end while its partners' rows remain.
  /// - `wager_battle`: one row per battle, its `status` and `finalized_at` beside the body. The partial unique
  ///   index `wager_battle_one_live_per_couple` on `couple_id` where the status is created or running: one live
  ///   battle per couple. The deferred constraint trigger `wager_battle_settled_with_coupon`: a battle that a
  ///   transition finalizes or cancels has its coupon when the transaction commits (a finished battle restored by an
  ///   insert is exempt: its coupon is the caller's to issue). `wager_battle_finished` serves the history.
  /// - `wager_coupon`: one row per settled coupon (primary key: its battle's identifier, so a battle has one
  ///   coupon); `settled_at` is NOT NULL (a pending coupon is never stored); a void coupon (`owner` NULL) is never
  ///   used or seen. The trigger `wager_coupon_used_once` refuses any change to a used coupon's `used_at`: a coupon
  ///   is used once. There is no foreign key to `wager_battle`: `CouponRepository.issue(_:)` also stores coupons
  ///   of battles kept elsewhere.
  ///
  /// CHECKs tie every column to the body it was written from (identifier, couple, status, owner, use and sight), so
  /// a row whose columns lie about its value cannot slip past the indexes above. Instants in columns are UTC
  /// milliseconds (BIGINT), as in SQLite; the bodies keep the exact instants. Keys are `COLLATE "C"` (byte order),
  /// the order the lists' ties are broken in. PostgreSQL reads no JSON text that holds U+0000 (`\u0000`), so a
  /// value with that character in a wish or a nickname is refused (SQLSTATE 22P05).
  ///
  /// One statement per element: the extended query protocol runs one statement at a time.
  package enum WagerPostgresSchema {
    package static let statements: [String] = [
      """
      CREATE TABLE wager_couple (
        id TEXT COLLATE "C" PRIMARY KEY,
        invite_code TEXT COLLATE "C" NOT NULL,
        status TEXT COLLATE "C" NOT NULL
          CONSTRAINT wager_couple_status CHECK (status IN ('waiting', 'connected', 'disconnected')),
        is_active BOOLEAN GENERATED ALWAYS AS (status <> 'disconnected') STORED,
        body JSON NOT NULL,
        CONSTRAINT wager_couple_one_invite_code UNIQUE (invite_code),
        CONSTRAINT wager_couple_activity UNIQUE (id, is_active),
        CONSTRAINT wager_couple_body_id CHECK (body ->> 'id' = id),
        CONSTRAINT wager_couple_body_invite_code CHECK (body -> 'invite' ->> 'code' = invite_code),
        CONSTRAINT wager_couple_body_status CHECK ((body -> 'status' -> status) IS NOT NULL)
      )
      """,
      """
      CREATE TABLE wager_active_partner (
        partner_id TEXT COLLATE "C" PRIMARY KEY,
        couple_id TEXT COLLATE "C" NOT NULL,
        couple_active BOOLEAN NOT NULL DEFAULT TRUE CONSTRAINT wager_active_partner_active CHECK (couple_active),
        CONSTRAINT wager_active_partner_couple FOREIGN KEY (couple_id, couple_active)
          REFERENCES wager_couple (id, is_active)
      )
      """,
      "CREATE INDEX wager_active_partner_by_couple ON wager_active_partner (couple_id)",
      """
      CREATE TABLE wager_battle (
        id TEXT COLLATE "C" PRIMARY KEY,
        couple_id TEXT COLLATE "C" NOT NULL,
        status TEXT COLLATE "C" NOT NULL
          CONSTRAINT wager_battle_status CHECK (status IN ('created', 'running', 'finalized', 'cancelled')),
        finalized_at BIGINT,
        body JSON NOT NULL,
        CONSTRAINT wager_battle_finalized_at CHECK ((status = 'finalized') = (finalized_at IS NOT NULL)),
        CONSTRAINT wager_battle_body_id CHECK (body ->> 'id' = id),
        CONSTRAINT wager_battle_body_couple CHECK (body ->> 'coupleID' = couple_id),
        CONSTRAINT wager_battle_body_status CHECK (
          (body -> 'phase' -> (CASE status WHEN 'finalized' THEN 'finalised' ELSE status END)) IS NOT NULL)
      )
      """,
      """
      CREATE UNIQUE INDEX wager_battle_one_live_per_couple ON wager_battle (couple_id)
        WHERE status IN ('created', 'running')
      """,
      """
      CREATE INDEX wager_battle_finished ON wager_battle (couple_id, finalized_at DESC, id DESC)
        WHERE status = 'finalized'
      """,
      """
      CREATE TABLE wager_coupon (
        id TEXT COLLATE "C" PRIMARY KEY,
        couple_id TEXT COLLATE "C" NOT NULL,
        owner TEXT COLLATE "C" CONSTRAINT wager_coupon_owner CHECK (owner IN ('first', 'second')),
        settled_at BIGINT NOT NULL,
        used_at BIGINT,
        seen_at BIGINT,
        body JSON NOT NULL,
        CONSTRAINT wager_coupon_void_untouched CHECK (owner IS NOT NULL OR (used_at IS NULL AND seen_at IS NULL)),
        CONSTRAINT wager_coupon_body_id CHECK (body ->> 'id' = id),
        CONSTRAINT wager_coupon_body_couple CHECK (body ->> 'coupleID' = couple_id),
        CONSTRAINT wager_coupon_body_settled CHECK (
          (body -> 'status' -> 'pending') IS NULL AND (body -> 'settledAt') IS NOT NULL),
        CONSTRAINT wager_coupon_body_owner CHECK (owner IS NOT DISTINCT FROM (body -> 'status' -> 'awarded' ->> 'to')),
        CONSTRAINT wager_coupon_body_used CHECK ((used_at IS NULL) = ((body -> 'usedAt') IS NULL)),
        CONSTRAINT wager_coupon_body_seen CHECK ((seen_at IS NULL) = ((body -> 'seenAt') IS NULL))
      )
      """,
      "CREATE INDEX wager_coupon_by_couple ON wager_coupon (couple_id, settled_at DESC, id DESC)",
      "CREATE INDEX wager_coupon_by_owner ON wager_coupon (couple_id, owner)",
      """
      CREATE FUNCTION wager_coupon_used_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'coupon % is used; a used coupon stays used', OLD.id USING ERRCODE = 'check_violation';
      END
      $$
      """,
      """
      CREATE TRIGGER wager_coupon_used_once BEFORE UPDATE ON wager_coupon FOR EACH ROW
        WHEN (OLD.used_at IS NOT NULL AND NEW.used_at IS DISTINCT FROM OLD.used_at)
        EXECUTE FUNCTION wager_coupon_used_once()
      """,
      """
      CREATE FUNCTION wager_battle_settled_with_coupon() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM wager_coupon WHERE id = NEW.id) THEN
          RAISE EXCEPTION 'battle % was settled without its coupon', NEW.id
            USING ERRCODE = 'foreign_key_violation';
        END IF;
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE CONSTRAINT TRIGGER wager_battle_settled_with_coupon AFTER UPDATE ON wager_battle
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (OLD.status IN ('created', 'running') AND NEW.status IN ('finalized', 'cancelled'))
        EXECUTE FUNCTION wager_battle_settled_with_coupon()
      """,
    ]
  }
#endif
