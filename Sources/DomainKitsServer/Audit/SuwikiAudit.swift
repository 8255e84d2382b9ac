#if Server
  import Foundation
  import LectureEvaluationKit

  /// `domainkits-server audit` for SUWIKI (docs/design/reference-server.md §14): whether a store's points, counters,
  /// purchases and lecture sums agree, read through the repositories the server uses, so it audits any store they
  /// open and sees what a request would.
  ///
  /// Per SUWIKI account: the account names a student of the kit's store; the student's ledger, oldest first, adds up
  /// (each entry's balance is the one before plus its ``PointsReason/delta``, from 0) to the student's points; the
  /// counters equal the student's evaluations, exam posts and purchases (`LecturePostListing`); each purchase has
  /// exactly one ``PointsReason/examInfoPurchased`` entry for its lecture and no such entry is without its purchase.
  /// Per lecture of the catalogue: the stored running sums equal ``LectureAverages/init(recomputing:)`` of its
  /// evaluations. A student without an account (a crash during sign-up, §7.4) has no posts and is not counted: the
  /// kit's repository has no list of students.
  package struct SuwikiAudit: Sendable {
    /// What an audit found.
    package struct Report: Sendable, Equatable {
      /// One sentence per inconsistency; empty when the store agrees with itself.
      package var findings: [String] = []
      /// The SUWIKI accounts whose students were audited.
      package var students = 0
      /// The ledger entries read.
      package var entries = 0
      /// The audited students' evaluations.
      package var evaluations = 0
      /// The audited students' exam posts.
      package var examPosts = 0
      /// The audited students' purchases.
      package var purchases = 0
      /// The lectures whose sums were recomputed.
      package var lectures = 0

      /// Whether nothing was found.
      package var isConsistent: Bool { findings.isEmpty }

      /// One line for the command's output.
      package var summary: String {
        "audit: \(students) students, \(entries) ledger entries, \(evaluations) evaluations, \(examPosts) exam "
          + "posts, \(purchases) purchases, \(lectures) lectures: "
          + (isConsistent ? "consistent" : "\(findings.count) inconsistencies")
      }
    }

    /// The store's repositories.
    let repositories: ServerRepositories

    /// An audit of the store `repositories` opened.
    package init(repositories: ServerRepositories) {
      self.repositories = repositories
    }

    /// Reads every SUWIKI account's student and every lecture of the catalogue, and reports what disagrees.
    ///
    /// - Throws: The store's errors (an audit that could not read is not a finding).
    package func run() async throws -> Report {
      var report = Report()
      let posts = repositories.posts
      var drafts: [Int: [EvaluationDraft]] = [:]
      for account in try await repositories.accounts.accounts(api: .suwiki) {
        let student = StudentID(account.kitID)
        guard let standing = try await posts.account(id: student) else {
          report.findings.append("account \(account.id) names student \(account.kitID), who is not in the store")
          continue
        }
        report.students += 1
        let entries = try await posts.ledger(student: student)
        report.entries += entries.count
        Self.checkLedger(entries, points: standing.points, student: account.kitID, into: &report)

        let evaluations = try await posts.evaluations(author: student)
        let examPosts = try await posts.examPosts(author: student)
        let purchases = try await posts.purchases(student: student)
        report.evaluations += evaluations.count
        report.examPosts += examPosts.count
        report.purchases += purchases.count
        let counters = [
          ("writtenEvaluations", standing.writtenEvaluations, evaluations.count, "evaluations"),
          ("writtenExamPosts", standing.writtenExamPosts, examPosts.count, "exam posts"),
          ("purchasedExamInfo", standing.purchasedExamInfo, purchases.count, "purchases"),
        ]
        for (name, counter, count, what) in counters where counter != count {
          report.findings.append("student \(account.kitID): \(name) is \(counter), \(count) \(what) stored")
        }
        Self.checkCharges(entries, bought: Set(purchases.map(\.lecture)), student: account.kitID, into: &report)
        for post in evaluations {
          drafts[post.lecture, default: []].append(post.draft)
        }
      }
      for metadata in try await repositories.lectures.all() {
        report.lectures += 1
        let stored = try await posts.averages(lecture: metadata.id) ?? LectureAverages()
        let recomputed = LectureAverages(recomputing: drafts[metadata.id] ?? [])
        if stored != recomputed {
          report.findings.append(
            "lecture \(metadata.id): stored count \(stored.count) and sums differ from its "
              + "\(recomputed.count) evaluations' (\(Self.sums(stored)) stored, \(Self.sums(recomputed)) recomputed)")
        }
      }
      return report
    }

    /// Each entry's balance is the previous one plus its change, from 0, and the last one is `points`.
    static func checkLedger(_ entries: [PointsEntry], points: Int, student: String, into report: inout Report) {
      var balance = 0
      for entry in entries {
        balance += entry.delta
        if entry.balance != balance {
          report.findings.append(
            "student \(student): a \(entry.reason.rawValue) entry says \(entry.balance), the ledger sums to "
              + "\(balance)")
          balance = entry.balance
        }
      }
      if balance != points {
        report.findings.append("student \(student): \(points) points, the ledger ends at \(balance)")
      }
    }

    /// One purchase entry per lecture bought, none for a lecture not bought.
    static func checkCharges(_ entries: [PointsEntry], bought: Set<Int>, student: String, into report: inout Report) {
      var charged: [Int: Int] = [:]
      for entry in entries where entry.reason == .examInfoPurchased {
        guard let lecture = entry.lecture else {
          report.findings.append("student \(student): a purchase entry without a lecture")
          continue
        }
        charged[lecture, default: 0] += 1
      }
      for lecture in bought.sorted() where charged[lecture, default: 0] != 1 {
        report.findings.append(
          "student \(student): the purchase of lecture \(lecture) has \(charged[lecture, default: 0]) ledger entries")
      }
      for (lecture, count) in charged.sorted(by: { $0.key < $1.key }) where !bought.contains(lecture) {
        report.findings.append("student \(student): charged \(count) time(s) for lecture \(lecture), not bought")
      }
    }

    /// The running sums in one short text.
    private static func sums(_ averages: LectureAverages) -> String {
      "\(averages.satisfactionHalfPoints)/\(averages.learningHalfPoints)/\(averages.honeyHalfPoints) half points, "
        + "team \(averages.teamSum), difficulty \(averages.difficultySum), homework \(averages.homeworkSum)"
    }
  }
#endif
