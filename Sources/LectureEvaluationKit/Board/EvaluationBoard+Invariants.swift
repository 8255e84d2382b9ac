extension EvaluationBoard {
  /// Every broken invariant of the board (empty when sound): balances and counters are never negative, every
  /// lecture's sums are consistent, every post's lecture and author exist, a student has at most one post of each
  /// kind per lecture, every pending report names a post on the board and a student who exists and is not its
  /// author, and the indexes agree with the posts, purchases and reports.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    for account in accounts.values {
      if account.points < 0 { violations.append("student \(account.id) has \(account.points) points") }
      if min(account.writtenEvaluations, account.writtenExamPosts, account.purchasedExamInfo) < 0 {
        violations.append("student \(account.id) has a negative counter")
      }
    }
    for (lecture, sums) in averages {
      if lectures[lecture] == nil { violations.append("averages of unknown lecture \(lecture)") }
      violations += sums.invariantViolations().map { "lecture \(lecture): \($0)" }
    }
    for lecture in lectures.keys where averages[lecture] == nil {
      violations.append("lecture \(lecture) has no averages")
    }
    var evaluationKeys: [StudentLecture: EvaluationPostID] = [:]
    for post in evaluations.values {
      if lectures[post.lecture] == nil { violations.append("evaluation \(post.id) of unknown lecture") }
      if accounts[post.author] == nil { violations.append("evaluation \(post.id) of unknown student") }
      let key = StudentLecture(student: post.author, lecture: post.lecture)
      if evaluationKeys.updateValue(post.id, forKey: key) != nil {
        violations.append("student \(post.author) has two evaluations of lecture \(post.lecture)")
      }
    }
    if evaluationKeys != evaluationByAuthor { violations.append("the evaluation index disagrees with the posts") }
    var examKeys: [StudentLecture: ExamPostID] = [:]
    for post in examPosts.values {
      if lectures[post.lecture] == nil { violations.append("exam post \(post.id) of unknown lecture") }
      if accounts[post.author] == nil { violations.append("exam post \(post.id) of unknown student") }
      let key = StudentLecture(student: post.author, lecture: post.lecture)
      if examKeys.updateValue(post.id, forKey: key) != nil {
        violations.append("student \(post.author) has two exam posts of lecture \(post.lecture)")
      }
    }
    if examKeys != examPostByAuthor { violations.append("the exam post index disagrees with the posts") }
    for (key, purchase) in purchaseIndex
    where key != StudentLecture(student: purchase.student, lecture: purchase.lecture) {
      violations.append("purchase filed under the wrong key: \(purchase)")
    }
    for (key, report) in reportIndex {
      let post = "\(report.post.kind.rawValue) post \(report.post.postID)"
      if key != PostReporter(post: report.post, reporter: report.reporter) {
        violations.append("report of \(post) filed under the wrong key")
      }
      if accounts[report.reporter] == nil { violations.append("report of \(post) by unknown student") }
      let author =
        switch report.post {
        case .evaluation(let id): evaluations[id]?.author
        case .exam(let id): examPosts[id]?.author
        }
      if author == nil { violations.append("report of \(post), which is not on the board") }
      if author == report.reporter { violations.append("\(report.reporter) reported their own \(post)") }
    }
    return violations
  }
}
