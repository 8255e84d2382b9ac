import Foundation
import FuzzSupport

@testable import LectureEvaluationKit

/// The SUWIKI evaluation, exam and points decoders, and the request bodies: what decodes maps to values that keep
/// the kit's rules and round-trip.
enum PostWireTargets {
  /// The first byte picks a response decoder; the rest is the body.
  ///
  /// Checks: a decoded post whose draft validates has ratings on the 0.5 grid, content of 30...1,000 characters and
  /// at least one exam tag, and its typed values are the draft's; its request body decodes back to the same draft;
  /// an error body maps to an error with its own code; a lecture's semesters are sorted and distinct.
  static func responses(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let data = Data(bytes.dropFirst())
    switch mode % 8 {
    case 0:
      guard let page = try? SuwikiServerDecoder.evaluationPage(from: data) else { return }
      for post in page.posts { check(post) }
    case 1:
      guard let page = try? SuwikiServerDecoder.examPostPage(from: data) else { return }
      fuzzCheck(page.offersPurchase == (page.postsExist && !page.canRead), "offersPurchase")
      for post in page.posts { check(post) }
    case 2:
      guard let written = try? SuwikiServerDecoder.writtenEvaluations(from: data) else { return }
      for item in written {
        check(item.post)
        check(semesters: item.lectureSemesters)
      }
    case 3:
      guard let written = try? SuwikiServerDecoder.writtenExamPosts(from: data) else { return }
      for item in written {
        check(item.post)
        check(semesters: item.lectureSemesters)
      }
    case 4:
      guard let purchases = try? SuwikiServerDecoder.examPostPurchases(from: data) else { return }
      for purchase in purchases {
        fuzzCheck(purchase.purchasedAt.timeIntervalSince1970.isFinite, "purchase date \(purchase.purchasedAt)")
      }
    case 5:
      guard let summary = try? SuwikiServerDecoder.lecture(from: data) else { return }
      check(semesters: summary.semesters)
      fuzzCheck(EvaluationLecture(summary).semesters == summary.semesters, "the lecture's semesters differ")
    case 6:
      guard let profile = try? SuwikiServerDecoder.studentProfile(from: data) else { return }
      if let account = try? profile.account(id: "fuzz") {
        fuzzCheck(account.points == profile.points && account.points >= 0, "account points")
      } else {
        fuzzCheck(
          min(profile.points, profile.writtenEvaluations, profile.writtenExamPosts, profile.purchasedExamInfo) < 0,
          "account refused")
      }
    default:
      do {
        let body = try SuwikiWireError.decode(SuwikiErrorWire.self, from: data)
        let error = SuwikiServerError(wire: body)
        fuzzCheck((try? SuwikiServerDecoder.serverError(from: data)) == error, "serverError(from:) disagrees")
        fuzzCheck(error.code == body.code, "\(body.code) maps to \(error.code)")
        fuzzCheck(error.serverMessage == body.message, "the server's message was dropped")
        fuzzCheck(!LectureEvaluationStrings.korean.message(for: error).isEmpty, "no text for \(body.code)")
        fuzzCheck(!error.description.isEmpty, "empty description")
      } catch {
        fuzzCheck(!error.description.isEmpty, "empty description")
      }
    }
  }

  /// The first byte picks a request body; the rest is the JSON a client sent.
  ///
  /// Checks: a body whose draft validates is rebuilt from the draft into a body that decodes to the same draft.
  static func requests(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let data = Data(bytes.dropFirst())
    let decoder = JSONDecoder()
    let lecture = EvaluationLecture(id: 1, name: "강의", professor: "교수", semesters: [])
    switch mode % 4 {
    case 0, 1:
      guard let request = try? decoder.decode(EvaluationRequestWire.self, from: data),
        let draft = try? request.draft()
      else { return }
      check(draft)
      let body =
        mode % 4 == 0
        ? SuwikiRequestEncoder.requestBody(for: draft, lecture: lecture)
        : SuwikiRequestEncoder.requestBody(editing: draft)
      let again = try? decoder.decode(EvaluationRequestWire.self, from: body)
      fuzzCheck((try? again?.draft()) == draft, "the evaluation body does not round-trip")
      fuzzCheck((again?.lectureName != nil) == (mode % 4 == 0), "the lecture's names in the wrong body")
    case 2:
      guard let request = try? decoder.decode(ExamPostRequestWire.self, from: data),
        let draft = try? request.draft()
      else { return }
      check(draft)
      let again = try? decoder.decode(
        ExamPostRequestWire.self, from: SuwikiRequestEncoder.requestBody(for: draft, lecture: lecture))
      fuzzCheck((try? again?.draft()) == draft, "the exam body does not round-trip")
    default:
      guard let request = try? decoder.decode(ExamPostRequestWire.self, from: data), let draft = try? request.draft()
      else {
        // The tag list parser on the raw text: what parses prints and parses back the same.
        let text = String(decoding: data, as: UTF8.self)
        if let tags = try? ExamInfoTag.parseList(text) {
          fuzzCheck(!tags.isEmpty && tags == tags.sorted(), "tags \(tags)")
          fuzzCheck((try? ExamInfoTag.parseList(ExamInfoTag.listText(tags))) == tags, "tags do not round-trip")
        }
        return
      }
      check(draft)
      let again = try? decoder.decode(ExamPostRequestWire.self, from: SuwikiRequestEncoder.requestBody(editing: draft))
      fuzzCheck((try? again?.draft()) == draft, "the exam update does not round-trip")
    }
  }

  /// A listed evaluation's draft, when it validates, holds the post's own typed values.
  static func check(_ post: ListedEvaluation) {
    guard let draft = try? post.draft() else { return }
    check(draft)
    fuzzCheck(draft.totalAverage.value.isFinite, "a valid draft has no finite average")
    fuzzCheck(
      post.semester == draft.semester && post.team == draft.team && post.difficulty == draft.difficulty
        && post.homework == draft.homework, "post \(post.id) and its draft differ")
  }

  /// A listed exam post's draft, when it validates, holds the post's own typed values.
  static func check(_ post: ListedExamPost) {
    guard let draft = try? post.draft() else { return }
    check(draft)
    fuzzCheck(
      post.semester == draft.semester && post.examType == draft.examType && post.tags == draft.tags
        && post.difficulty == draft.difficulty, "post \(post.id) and its draft differ")
  }

  static func check(semesters: [Semester]) {
    fuzzCheck(semesters == semesters.sorted(), "semesters out of order")
    fuzzCheck(Set(semesters).count == semesters.count, "repeated semester")
  }

  static func check(_ draft: EvaluationDraft?) {
    guard let draft else { return }
    for score in [draft.satisfaction, draft.learning, draft.honey] {
      fuzzCheck(EvaluationScore.halfPointRange.contains(score.halfPoints), "score \(score) off the grid")
    }
    fuzzCheck(PostContent.lengthRange.contains(draft.content.count), "content of \(draft.content.count) characters")
    fuzzCheck(!draft.content.utf8.contains(0), "content holding U+0000, which no store keeps")
  }

  static func check(_ draft: ExamPostDraft?) {
    guard let draft else { return }
    fuzzCheck(!draft.tags.isEmpty && draft.tags == Set(draft.tags).sorted(), "tags \(draft.tags)")
    fuzzCheck(PostContent.lengthRange.contains(draft.content.count), "content of \(draft.content.count) characters")
    fuzzCheck(!draft.content.utf8.contains(0), "content holding U+0000, which no store keeps")
    fuzzCheck((try? ExamInfoTag.parseList(draft.examInfoText)) == draft.tags, "examInfo does not read back")
  }
}
