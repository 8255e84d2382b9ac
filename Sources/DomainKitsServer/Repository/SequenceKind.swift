#if Server
  /// The kinds of number ``IdentifierSequence`` hands out, each with its own count.
  ///
  /// Each starts above the ids the demo data uses (SPEC.md's sample ids: evaluations 1021 and 1187, exam post 311;
  /// the couple app's couple 7 and battles 752 and 753), so the samples' ids stay the demo's. The couple app's users
  /// start at 1, so the demo's first two sign-ups are the shapes' users 1 and 2.
  package enum SequenceKind: String, Sendable, CaseIterable {
    /// A SUWIKI student's id in the kit (`StudentID`, as decimal text).
    case suwikiStudent = "suwiki-student"
    /// A SUWIKI evaluation's id.
    case suwikiEvaluation = "suwiki-evaluation"
    /// A SUWIKI exam post's id.
    case suwikiExamPost = "suwiki-exam-post"
    /// A couple-app user's id (`userId` on the wire, the kit's `PartnerID` as decimal text).
    case coupleUser = "couple-user"
    /// A couple's id (`CoupleID`).
    case coupleCouple = "couple-couple"
    /// A battle's id (`roundGameId`, the kit's `BattleID`, also its wish coupon's id).
    case coupleBattle = "couple-battle"

    /// The first number handed out.
    package var start: Int64 {
      switch self {
      case .suwikiStudent: 1_001
      case .suwikiEvaluation: 2_001
      case .suwikiExamPost: 501
      case .coupleUser: 1
      case .coupleCouple: 8
      case .coupleBattle: 754
      }
    }
  }
#endif
