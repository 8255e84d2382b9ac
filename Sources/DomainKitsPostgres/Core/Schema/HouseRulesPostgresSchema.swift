#if Postgres
  /// HouseRulesKit's tables: a house is one `house_home` row and a row per member, absence, category, rule,
  /// assignee, event, participant, check and one-day assignee, so a check or an edit writes the rows it changes and
  /// the database itself holds the rules a row can break.
  ///
  /// - `house_home`: the house (identifier, name, time zone) and its fifteen limits, each a BIGINT column that
  ///   `CHECK`s keep non-negative (`limit_members` 0...64, the width of the kit's member masks). Every other table
  ///   belongs to a house row: deleting it deletes the house's rows (`ON DELETE CASCADE`).
  /// - `house_member`: the members in join order (`position`), with their profile (`hashtags` a `TEXT[]`),
  ///   notification setting and latest personality test result: the five scores (`CHECK` 3...9) and `tested_at`
  ///   (UTC milliseconds), all six set or all six `NULL`. `position` is 0...63 and unique per house, so a house
  ///   holds at most 64 members.
  /// - `house_absence`: the members' absences in the order recorded, `CHECK (from_day <= through_day)`.
  /// - `house_category`: the categories in the order added; the icon is one of the kit's eight, and the name is
  ///   unique per house (`UNIQUE (house_id, name)`), as the kit refuses a second category of one name.
  /// - `house_rule`: the rules in the order added, in an existing category (foreign key), unique by name per
  ///   house; a rotation is its weekdays (a `WeekdaySet` bit set, 1...127), strategy and start day, all three set or
  ///   all `NULL`; a key rule has no rotation and no notifications (`CHECK`).
  /// - `house_rule_assignment`: a rule's fixed assignees in order, each a member of the house (foreign key) with at
  ///   least one weekday (`CHECK (weekdays BETWEEN 1 AND 127)`); the primary key (house, rule, member) lists a
  ///   member once per rule.
  /// - `house_rotation_member`: a rotating rule's members in turn order, each a member of the house, once per rule
  ///   (primary key).
  /// - `house_event`: the events in the order added, with an icon of the kit's nine and a day.
  /// - `house_event_participant`: an event's participants in order, members of the house, each once per event.
  /// - `house_check`: one row per check. Its primary key (house, day, rule, member) is what makes a check count
  ///   once, whoever writes; it references its rule and member, so removing either removes its checks, in the
  ///   database as in `House`.
  /// - `house_temporary_assignee`: one row per member who replaces a rule's assignees on one day, keyed and
  ///   cascaded as the checks.
  ///
  /// Days are day numbers (`CalendarDay.dayNumber`, `CHECK`ed to years 1...9999); instants are UTC milliseconds
  /// (BIGINT). Identifiers are `COLLATE "C"` (byte order and byte equality, whatever the database's locale), and
  /// ordered lists keep a `position` that is unique per list. Unique positions and names, and the foreign keys to
  /// members and categories that a change may briefly break inside its transaction (moving rules, removing a
  /// member from a rule), are `DEFERRABLE INITIALLY DEFERRED`: checked at commit. The primary keys lead with the
  /// house, so a house's rows, and a range of days of its checks, are one index range; the extra indexes serve the
  /// foreign keys' cascades (by rule, by member, by category).
  ///
  /// One statement per element: the extended query protocol runs one statement at a time.
  package enum HouseRulesPostgresSchema {
    package static let statements: [String] = [
      """
      CREATE TABLE house_home (
        id TEXT COLLATE "C" PRIMARY KEY,
        name TEXT NOT NULL CHECK (name <> ''),
        time_zone TEXT NOT NULL CHECK (time_zone <> ''),
        limit_members BIGINT NOT NULL CHECK (limit_members BETWEEN 0 AND 64),
        limit_house_name BIGINT NOT NULL CHECK (limit_house_name >= 0),
        limit_member_name BIGINT NOT NULL CHECK (limit_member_name >= 0),
        limit_job BIGINT NOT NULL CHECK (limit_job >= 0),
        limit_introduction BIGINT NOT NULL CHECK (limit_introduction >= 0),
        limit_hashtags BIGINT NOT NULL CHECK (limit_hashtags >= 0),
        limit_hashtag BIGINT NOT NULL CHECK (limit_hashtag >= 0),
        limit_categories BIGINT NOT NULL CHECK (limit_categories >= 0),
        limit_category_name BIGINT NOT NULL CHECK (limit_category_name >= 0),
        limit_rules_per_category BIGINT NOT NULL CHECK (limit_rules_per_category >= 0),
        limit_rule_name BIGINT NOT NULL CHECK (limit_rule_name >= 0),
        limit_events BIGINT NOT NULL CHECK (limit_events >= 0),
        limit_event_name BIGINT NOT NULL CHECK (limit_event_name >= 0),
        limit_home_key_rules BIGINT NOT NULL CHECK (limit_home_key_rules >= 0),
        limit_home_todos BIGINT NOT NULL CHECK (limit_home_todos >= 0)
      )
      """,
      """
      CREATE TABLE house_member (
        house_id TEXT COLLATE "C" NOT NULL REFERENCES house_home (id) ON DELETE CASCADE,
        id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position BETWEEN 0 AND 63),
        name TEXT NOT NULL CHECK (name <> ''),
        job TEXT NOT NULL,
        introduction TEXT NOT NULL,
        hashtags TEXT[] NOT NULL CHECK (array_position(hashtags, NULL) IS NULL),
        notifications_enabled BOOLEAN NOT NULL,
        light BIGINT CHECK (light BETWEEN 3 AND 9),
        noise BIGINT CHECK (noise BETWEEN 3 AND 9),
        smell BIGINT CHECK (smell BETWEEN 3 AND 9),
        introversion BIGINT CHECK (introversion BETWEEN 3 AND 9),
        clean BIGINT CHECK (clean BETWEEN 3 AND 9),
        tested_at BIGINT,
        PRIMARY KEY (house_id, id),
        UNIQUE (house_id, position) DEFERRABLE INITIALLY DEFERRED,
        CHECK (num_nulls(light, noise, smell, introversion, clean, tested_at) IN (0, 6))
      )
      """,
      """
      CREATE TABLE house_absence (
        house_id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        member_id TEXT COLLATE "C" NOT NULL,
        from_day BIGINT NOT NULL CHECK (from_day BETWEEN -719162 AND 2932896),
        through_day BIGINT NOT NULL CHECK (through_day BETWEEN -719162 AND 2932896),
        PRIMARY KEY (house_id, position),
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) ON DELETE CASCADE,
        CHECK (from_day <= through_day)
      )
      """,
      "CREATE INDEX house_absence_by_member ON house_absence (house_id, member_id)",
      """
      CREATE TABLE house_category (
        house_id TEXT COLLATE "C" NOT NULL REFERENCES house_home (id) ON DELETE CASCADE,
        id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        name TEXT COLLATE "C" NOT NULL CHECK (name <> ''),
        icon TEXT NOT NULL
          CHECK (icon IN ('CLEAN', 'TRASH', 'HEART', 'LIGHT', 'BEER', 'CAKE', 'LAUNDRY', 'COFFEE')),
        PRIMARY KEY (house_id, id),
        UNIQUE (house_id, position) DEFERRABLE INITIALLY DEFERRED,
        UNIQUE (house_id, name) DEFERRABLE INITIALLY DEFERRED
      )
      """,
      """
      CREATE TABLE house_rule (
        house_id TEXT COLLATE "C" NOT NULL REFERENCES house_home (id) ON DELETE CASCADE,
        id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        name TEXT COLLATE "C" NOT NULL CHECK (name <> ''),
        category_id TEXT COLLATE "C" NOT NULL,
        key_rule BOOLEAN NOT NULL,
        notifications_enabled BOOLEAN NOT NULL,
        rotation_weekdays BIGINT CHECK (rotation_weekdays BETWEEN 1 AND 127),
        rotation_strategy TEXT CHECK (rotation_strategy IN ('roundRobin', 'leastCompleted')),
        rotation_start BIGINT CHECK (rotation_start BETWEEN -719162 AND 2932896),
        PRIMARY KEY (house_id, id),
        UNIQUE (house_id, position) DEFERRABLE INITIALLY DEFERRED,
        UNIQUE (house_id, name) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (house_id, category_id) REFERENCES house_category (house_id, id) DEFERRABLE INITIALLY DEFERRED,
        CHECK (num_nulls(rotation_weekdays, rotation_strategy, rotation_start) IN (0, 3)),
        CHECK (NOT key_rule OR (rotation_weekdays IS NULL AND NOT notifications_enabled))
      )
      """,
      "CREATE INDEX house_rule_by_category ON house_rule (house_id, category_id)",
      """
      CREATE TABLE house_rule_assignment (
        house_id TEXT COLLATE "C" NOT NULL,
        rule_id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        member_id TEXT COLLATE "C" NOT NULL,
        weekdays BIGINT NOT NULL CHECK (weekdays BETWEEN 1 AND 127),
        PRIMARY KEY (house_id, rule_id, member_id),
        UNIQUE (house_id, rule_id, position) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (house_id, rule_id) REFERENCES house_rule (house_id, id) ON DELETE CASCADE,
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) DEFERRABLE INITIALLY DEFERRED
      )
      """,
      "CREATE INDEX house_rule_assignment_by_member ON house_rule_assignment (house_id, member_id)",
      """
      CREATE TABLE house_rotation_member (
        house_id TEXT COLLATE "C" NOT NULL,
        rule_id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        member_id TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (house_id, rule_id, member_id),
        UNIQUE (house_id, rule_id, position) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (house_id, rule_id) REFERENCES house_rule (house_id, id) ON DELETE CASCADE,
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) DEFERRABLE INITIALLY DEFERRED
      )
      """,
      "CREATE INDEX house_rotation_member_by_member ON house_rotation_member (house_id, member_id)",
      """
      CREATE TABLE house_event (
        house_id TEXT COLLATE "C" NOT NULL REFERENCES house_home (id) ON DELETE CASCADE,
        id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        name TEXT NOT NULL CHECK (name <> ''),
        icon TEXT NOT NULL
          CHECK (icon IN ('CLEAN', 'TRASH', 'HEART', 'LIGHT', 'BEER', 'CAKE', 'LAUNDRY', 'COFFEE', 'PARTY')),
        day BIGINT NOT NULL CHECK (day BETWEEN -719162 AND 2932896),
        PRIMARY KEY (house_id, id),
        UNIQUE (house_id, position) DEFERRABLE INITIALLY DEFERRED
      )
      """,
      """
      CREATE TABLE house_event_participant (
        house_id TEXT COLLATE "C" NOT NULL,
        event_id TEXT COLLATE "C" NOT NULL,
        position BIGINT NOT NULL CHECK (position >= 0),
        member_id TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (house_id, event_id, member_id),
        UNIQUE (house_id, event_id, position) DEFERRABLE INITIALLY DEFERRED,
        FOREIGN KEY (house_id, event_id) REFERENCES house_event (house_id, id) ON DELETE CASCADE,
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) DEFERRABLE INITIALLY DEFERRED
      )
      """,
      "CREATE INDEX house_event_participant_by_member ON house_event_participant (house_id, member_id)",
      """
      CREATE TABLE house_check (
        house_id TEXT COLLATE "C" NOT NULL,
        day BIGINT NOT NULL CHECK (day BETWEEN -719162 AND 2932896),
        rule_id TEXT COLLATE "C" NOT NULL,
        member_id TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (house_id, day, rule_id, member_id),
        FOREIGN KEY (house_id, rule_id) REFERENCES house_rule (house_id, id) ON DELETE CASCADE,
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) ON DELETE CASCADE
      )
      """,
      "CREATE INDEX house_check_by_rule ON house_check (house_id, rule_id)",
      "CREATE INDEX house_check_by_member ON house_check (house_id, member_id)",
      """
      CREATE TABLE house_temporary_assignee (
        house_id TEXT COLLATE "C" NOT NULL,
        day BIGINT NOT NULL CHECK (day BETWEEN -719162 AND 2932896),
        rule_id TEXT COLLATE "C" NOT NULL,
        member_id TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (house_id, day, rule_id, member_id),
        FOREIGN KEY (house_id, rule_id) REFERENCES house_rule (house_id, id) ON DELETE CASCADE,
        FOREIGN KEY (house_id, member_id) REFERENCES house_member (house_id, id) ON DELETE CASCADE
      )
      """,
      "CREATE INDEX house_temporary_assignee_by_rule ON house_temporary_assignee (house_id, rule_id)",
      "CREATE INDEX house_temporary_assignee_by_member ON house_temporary_assignee (house_id, member_id)",
    ]
  }
#endif
