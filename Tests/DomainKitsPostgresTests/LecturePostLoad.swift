#if Postgres
  import Foundation
  import LectureEvaluationKit
  import LectureEvaluationKitPostgres
  import PostgresNIO

  /// The load of ``LecturePostConcurrencyTests``: 16 students with 40 points each, 8 lectures with an exam post
  /// each, and 256 calls started at once on a pool of 16 connections.
  ///
  /// Each student makes 16 calls, in four blocks of four started one after another: three blocks of purchases
  /// (lectures 1 and 2, then 3 and 4, then 5 and 6; each lecture twice, so duplicates race) and, between the first
  /// and the second, a block of four evaluations (lectures 1 to 4, +10 points each). Twelve purchase calls on six
  /// lectures with at most 80 points: at least two lectures per student stay unbought, refused for lack of points.
  /// The four calls of a block run at the same moment, on one student's row: under `READ COMMITTED` they overwrite
  /// each other's balance, and the evaluations of four students on four lectures each other's sums.
  enum LecturePostLoad {
    static let students = 16
    static let lectures = 8
    static let initialPoints = 40
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    static let fall = Semester(year: 2023, term: .second)

    /// One call of the load.
    enum Call: Hashable, Sendable {
      case purchase(student: Int, lecture: Int)
      case evaluation(student: Int, lecture: Int)

      var isPurchase: Bool {
        if case .purchase = self { return true }
        return false
      }
    }

    /// How a call ended.
    enum Outcome: Hashable, Sendable {
      case accepted
      case alreadyPurchased
      case notEnoughPoints
      case retriesExhausted(attempts: Int, sqlState: String)
      case queryFailed(sqlState: String)
      /// Anything else: an error these tests do not expect.
      case other(String)

      init(_ error: any Error) {
        if let error = error as? LecturePostError {
          switch error {
          case .alreadyPurchased: self = .alreadyPurchased
          case .notEnoughPoints: self = .notEnoughPoints
          default: self = .other("\(error)")
          }
        } else if let error = error as? DomainKitsPostgresError {
          switch error {
          case .retriesExhausted(let attempts, let sqlState):
            self = .retriesExhausted(attempts: attempts, sqlState: sqlState)
          case .queryFailed(let sqlState, _):
            self = .queryFailed(sqlState: sqlState)
          default:
            self = .other("\(error)")
          }
        } else {
          self = .other("\(error)")
        }
      }

      /// The outcome of a task the test waited for; `.other` when it did not finish in time.
      init<Value>(_ result: Result<Value, any Error>?) {
        switch result {
        case .success?: self = .accepted
        case .failure(let error)?: self = Outcome(error)
        case nil: self = .other("did not finish in time")
        }
      }

      var isRetriesExhausted: Bool {
        if case .retriesExhausted = self { return true }
        return false
      }

      var failedState: String? {
        if case .queryFailed(let sqlState) = self { return sqlState }
        return nil
      }
    }

    /// What one student can see of their own: the account, the purchases, the ledger.
    struct Standing: Equatable, Sendable {
      let account: StudentAccount?
      let purchases: [ExamPurchase]
      let ledger: [PointsEntry]
    }

    /// The outcome of each call of a run, and what the checks found.
    struct Run: Sendable {
      let calls: [Call]
      let outcomes: [Outcome]
      /// The broken rules (``LecturePostAudit`` and the checks of the calls against the rows), sorted.
      let violations: [String]

      /// The calls that ended in none of the ways the serializable level allows: taken, refused by a rule of
      /// purchases, or out of attempts.
      var unexpected: [String] {
        var unexpected: [String] = []
        for (call, outcome) in zip(calls, outcomes) {
          switch outcome {
          case .accepted, .retriesExhausted:
            break
          case .alreadyPurchased, .notEnoughPoints:
            if !call.isPurchase { unexpected.append("\(call): \(outcome)") }
          case .queryFailed, .other:
            unexpected.append("\(call): \(outcome)")
          }
        }
        return unexpected
      }

      /// How many calls, of purchases or of evaluations, ended with `outcome`.
      func count(_ outcome: Outcome, purchases: Bool = true) -> Int {
        var count = 0
        for (call, ended) in zip(calls, outcomes) where ended == outcome && call.isPurchase == purchases {
          count += 1
        }
        return count
      }

      /// One line of figures.
      func summary(_ level: String) -> String {
        let purchaseCalls = calls.filter(\.isPurchase).count
        let exhausted = outcomes.filter(\.isRetriesExhausted).count
        let failedStates = Set(outcomes.compactMap(\.failedState)).sorted().joined(separator: ", ")
        let failed = outcomes.compactMap(\.failedState).count
        var line = "\(level): purchases attempted \(purchaseCalls), taken \(count(.accepted)), already bought "
        line += "\(count(.alreadyPurchased)), not enough points \(count(.notEnoughPoints)); evaluations attempted "
        line += "\(calls.count - purchaseCalls), written \(count(.accepted, purchases: false)); "
        line += "retries exhausted \(exhausted); queries failed \(failed)"
        if !failedStates.isEmpty { line += " (SQLSTATE \(failedStates))" }
        line += "; violations \(violations.count)"
        if !violations.isEmpty { line += ", first: " + violations.prefix(3).joined(separator: " | ") }
        return line
      }
    }

    static func studentID(_ student: Int) -> StudentID { StudentID("student-\(student)") }

    static func lecture(_ id: Int) -> EvaluationLecture {
      EvaluationLecture(id: id, name: "강의 \(id)", professor: "교수", semesters: [fall])
    }

    static func evaluationID(student: Int, lecture: Int) -> EvaluationPostID {
      EvaluationPostID("evaluation-\(student)-\(lecture)")
    }

    /// The 256 calls, in the order they start.
    static var calls: [Call] {
      var calls: [Call] = []
      for block in 0..<4 {
        for student in 0..<students {
          if block == 1 {
            for offset in 0..<4 {
              calls.append(Call.evaluation(student: student, lecture: 1 + (student + offset) % 4))
            }
          } else {
            let first = block == 0 ? 1 : 2 * block - 1
            for lecture in [first, first + 1, first, first + 1] {
              calls.append(Call.purchase(student: student, lecture: lecture))
            }
          }
        }
      }
      return calls
    }

    /// Registers the students and the lectures, with an exam post on each lecture by a student of its own, then
    /// starts every call at once and checks the rows.
    static func run(on database: DomainKitsPostgres) async throws -> Run {
      let repository = PostgresLecturePostRepository(database)
      let exam = try ExamPostDraft(
        semester: fall, examType: .midterm, tags: [.pastExams, .slides], difficulty: .moderate,
        content: "족보와 비슷하게 나오지만 응용 문제가 2개 정도 있었습니다. PPT 예제를 꼭 풀어보세요.")
      try await repository.insert(StudentAccount(id: "author"))
      var initial: [StudentID: Int] = ["author": 0]
      for student in 0..<students {
        try await repository.insert(StudentAccount(id: studentID(student), points: initialPoints))
        initial[studentID(student)] = initialPoints
      }
      for id in 1...lectures {
        try await repository.save(lecture(id))
        try await repository.writeExamPost(exam, id: ExamPostID("exam-\(id)"), lecture: id, by: "author", at: start)
      }

      let calls = Self.calls
      let outcomes = await withTaskGroup(of: (Int, Outcome).self, returning: [Outcome].self) { group in
        for (index, call) in calls.enumerated() {
          group.addTask {
            let outcome = await perform(call, on: repository, at: start + Double(index))
            return (index, outcome)
          }
        }
        var ended = [Outcome](repeating: .other("did not run"), count: calls.count)
        for await (index, outcome) in group { ended[index] = outcome }
        return ended
      }
      let audit = try await violations(database, initialPoints: initial)
      let checks = try await callViolations(calls, outcomes, database)
      return Run(calls: calls, outcomes: outcomes, violations: (audit + checks).sorted())
    }

    static func perform(_ call: Call, on repository: PostgresLecturePostRepository, at date: Date) async -> Outcome {
      do {
        switch call {
        case .purchase(let student, let lecture):
          try await repository.purchaseExamInfo(lecture: lecture, by: studentID(student), at: date)
        case .evaluation(let student, let lecture):
          let evaluation = try Self.draft(student: student, lecture: lecture)
          try await repository.writeEvaluation(
            evaluation, id: evaluationID(student: student, lecture: lecture), lecture: lecture, by: studentID(student),
            at: date)
        }
        return .accepted
      } catch {
        return Outcome(error)
      }
    }

    /// An evaluation whose ratings and choices vary with the student and the lecture, so that lost sums show.
    static func draft(student: Int, lecture: Int) throws -> EvaluationDraft {
      try EvaluationDraft(
        semester: fall, satisfaction: Double(1 + (student + lecture) % 10) / 2,
        learning: Double(1 + (3 * student + lecture) % 10) / 2, honey: Double(1 + (student + 7 * lecture) % 10) / 2,
        team: student % 2 == 0 ? .present : .absent, homework: HomeworkLoad(rawValue: student % 3) ?? .moderate,
        difficulty: GradingDifficulty(rawValue: lecture % 3) ?? .moderate,
        content: "과제가 적당하고 설명이 친절합니다. 시험은 PPT 위주로 나와서 준비하기 편했어요.")
    }

    /// ``LecturePostAudit``'s violations in `database`.
    static func violations(_ database: DomainKitsPostgres, initialPoints: [StudentID: Int]) async throws -> [String] {
      try await LecturePostAudit.violations(database.client, initialPoints: initialPoints)
    }

    /// The calls checked against the rows: a (student, lecture) has a purchase row exactly when one of its calls
    /// was taken, and only one was; no call was told "already bought" of a purchase that was never made; each
    /// evaluation taken is stored, and no other; the load's students have one ledger entry per call taken (so a
    /// refused call, or one out of attempts, charged nothing).
    static func callViolations(_ calls: [Call], _ outcomes: [Outcome], _ database: DomainKitsPostgres) async throws
      -> [String]
    {
      var problems: [String] = []
      var bought: Set<String> = []
      for row in try await database.client.query("SELECT student, lecture_id FROM exam_purchase").collect() {
        let (student, lecture) = try row.decode((String, Int).self)
        bought.insert("\(student)/\(lecture)")
      }
      var written: Set<String> = []
      for row in try await database.client.query("SELECT id FROM evaluation_post").collect() {
        written.insert(try row.decode(String.self))
      }
      var taken: [String: Int] = [:]
      var toldBought: Set<String> = []
      var takenEvaluations: Set<String> = []
      for (call, outcome) in zip(calls, outcomes) {
        switch call {
        case .purchase(let student, let lecture):
          let key = "\(studentID(student).rawValue)/\(lecture)"
          if outcome == .accepted { taken[key, default: 0] += 1 }
          if outcome == .alreadyPurchased { toldBought.insert(key) }
        case .evaluation(let student, let lecture):
          if outcome == .accepted {
            takenEvaluations.insert(evaluationID(student: student, lecture: lecture).rawValue)
          }
        }
      }
      for (key, count) in taken where count > 1 {
        problems.append("\(key): \(count) purchase calls taken")
      }
      for key in Set(taken.keys).symmetricDifference(bought) {
        problems.append("\(key): purchase row \(bought.contains(key) ? "stored without a call taken" : "missing")")
      }
      for key in toldBought.subtracting(bought) {
        problems.append("\(key): told already bought, but no purchase row")
      }
      for id in takenEvaluations.symmetricDifference(written) {
        problems.append("\(id): evaluation \(written.contains(id) ? "stored without a call taken" : "missing")")
      }
      let rows = try await database.client.query(
        "SELECT count(*) FROM points_entry WHERE student LIKE 'student-%'"
      ).collect()
      let entries = try rows.first?.decode(Int.self) ?? 0
      let accepted = outcomes.filter { $0 == .accepted }.count
      if entries != accepted {
        problems.append("\(entries) ledger entries of the load's students for \(accepted) calls taken")
      }
      return problems
    }

    /// `student`'s account, purchases and ledger, read through the repository.
    static func standing(of student: StudentID, in repository: PostgresLecturePostRepository) async throws
      -> Standing
    {
      let account = try await repository.account(id: student)
      let purchases = try await repository.purchases(student: student)
      let ledger = try await repository.ledger(student: student)
      return Standing(account: account, purchases: purchases, ledger: ledger)
    }
  }
#endif
