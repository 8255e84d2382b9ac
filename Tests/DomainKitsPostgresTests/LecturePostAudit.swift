#if Postgres
  import Foundation
  import LectureEvaluationKit
  import LectureEvaluationKitPostgres
  import PostgresNIO

  /// The lecture-post rules checked on the stored rows with the test's own SQL, after a concurrent load or a fault:
  /// what the repository promises however its calls interleaved or failed.
  ///
  /// For a store where posts were written and exam info bought, but nothing removed or reported (the loads and
  /// faults of these tests):
  /// - each student's points are their initial balance plus the changes of their ledger entries, and never below
  ///   zero; each entry's balance is the one before it plus its change (a lost update breaks this chain);
  /// - each student's counters equal their rows (purchases, evaluations, exam posts), and their ledger has one
  ///   entry per purchase and per post;
  /// - one purchase row at most per (student, lecture);
  /// - each lecture's stored count and sums equal a recomputation from its `evaluation_post` rows (so its averages,
  ///   which are computed from them, do too).
  enum LecturePostAudit {
    /// Every broken rule, one sentence each, sorted; empty when the rows keep them all. `initialPoints` is each
    /// student's balance when registered (0 for a student not named).
    static func violations(_ client: PostgresClient, initialPoints: [StudentID: Int]) async throws -> [String] {
      var problems: [String] = []
      let purchases = try await counts(client, "SELECT student, count(*) FROM exam_purchase GROUP BY student")
      let evaluations = try await counts(client, "SELECT author, count(*) FROM evaluation_post GROUP BY author")
      let exams = try await counts(client, "SELECT author, count(*) FROM exam_post GROUP BY author")

      var ledger: [String: [(sequence: Int, reason: String, balance: Int)]] = [:]
      for row in try await client.query("SELECT sequence, student, reason, balance FROM points_entry ORDER BY sequence")
        .collect()
      {
        let (sequence, student, reason, balance) = try row.decode((Int, String, String, Int).self)
        ledger[student, default: []].append((sequence, reason, balance))
      }

      for row in try await client.query(
        """
        SELECT id, points, written_evaluations, written_exam_posts, purchased_exam_info FROM evaluation_student
          ORDER BY id
        """
      ).collect() {
        let (id, points, writtenEvaluations, writtenExams, purchased) = try row.decode(
          (String, Int, Int, Int, Int).self)
        let initial = initialPoints[StudentID(id)] ?? 0
        var balance = initial
        var total = initial
        var entries: [PointsReason: Int] = [:]
        for entry in ledger[id] ?? [] {
          guard let reason = PointsReason(rawValue: entry.reason) else {
            problems.append("\(id): ledger entry \(entry.sequence) has reason \"\(entry.reason)\"")
            continue
          }
          entries[reason, default: 0] += 1
          total += reason.delta
          if entry.balance != balance + reason.delta {
            problems.append(
              "\(id): ledger entry \(entry.sequence) (\(reason.rawValue), \(reason.delta)) says balance "
                + "\(entry.balance) after \(balance)")
          }
          balance = entry.balance
        }
        if points != total {
          problems.append("\(id): \(points) points, but \(initial) initial plus the ledger's changes is \(total)")
        }
        if points < 0 { problems.append("\(id): \(points) points, below zero") }
        let rows = [
          ("purchases", purchases[id] ?? 0, purchased, entries[.examInfoPurchased] ?? 0),
          ("evaluations", evaluations[id] ?? 0, writtenEvaluations, entries[.evaluationWritten] ?? 0),
          ("exam posts", exams[id] ?? 0, writtenExams, entries[.examPostWritten] ?? 0),
        ]
        for (kind, stored, counter, logged) in rows where counter != stored || logged != stored {
          problems.append("\(id): \(stored) \(kind) stored, counter \(counter), \(logged) in the ledger")
        }
      }

      for row in try await client.query(
        """
        SELECT student, lecture_id, count(*) FROM exam_purchase GROUP BY student, lecture_id HAVING count(*) > 1
        """
      ).collect() {
        let (student, lecture, count) = try row.decode((String, Int, Int).self)
        problems.append("\(student) bought lecture \(lecture) \(count) times")
      }

      for row in try await client.query(
        """
        SELECT l.id, format('stored %s posts, half points %s/%s/%s, team %s, difficulty %s, homework %s; '
            || 'recomputed %s posts, half points %s/%s/%s, team %s, difficulty %s, homework %s',
            l.posts_count, l.satisfaction_half_points, l.learning_half_points, l.honey_half_points, l.team_sum,
            l.difficulty_sum, l.homework_sum,
            r.posts, r.satisfaction, r.learning, r.honey, r.team, r.difficulty, r.homework)
          FROM evaluation_lecture l
          CROSS JOIN LATERAL (
            SELECT count(*) AS posts, coalesce(sum(p.satisfaction_half_points), 0)::bigint AS satisfaction,
              coalesce(sum(p.learning_half_points), 0)::bigint AS learning,
              coalesce(sum(p.honey_half_points), 0)::bigint AS honey, coalesce(sum(p.team), 0)::bigint AS team,
              coalesce(sum(p.difficulty), 0)::bigint AS difficulty,
              coalesce(sum(p.homework), 0)::bigint AS homework
            FROM evaluation_post p WHERE p.lecture_id = l.id) r
          WHERE (l.posts_count, l.satisfaction_half_points, l.learning_half_points, l.honey_half_points, l.team_sum,
              l.difficulty_sum, l.homework_sum)
            IS DISTINCT FROM (r.posts, r.satisfaction, r.learning, r.honey, r.team, r.difficulty, r.homework)
          ORDER BY l.id
        """
      ).collect() {
        let (lecture, difference) = try row.decode((Int, String).self)
        problems.append("lecture \(lecture): \(difference)")
      }
      return problems.sorted()
    }

    /// The counts of a `SELECT key, count(*) … GROUP BY key` query, by key.
    private static func counts(_ client: PostgresClient, _ query: PostgresQuery) async throws -> [String: Int] {
      var counts: [String: Int] = [:]
      for row in try await client.query(query).collect() {
        let (key, count) = try row.decode((String, Int).self)
        counts[key] = count
      }
      return counts
    }
  }
#endif
