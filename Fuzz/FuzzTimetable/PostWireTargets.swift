import Foundation
import FuzzSupport

@testable import TimetableKit

/// The SUWIKI evaluation, exam and points decoders, and the request bodies: what decodes maps to values that keep
/// the kit's rules and round-trip.
enum PostWireTargets {
  /// The first byte picks a response decoder; the rest is the body.
  ///
  /// Checks: a decoded post whose draft validates has ratings on the 0.5 grid, content of 30...1,000 characters and
  /// at least one exam tag; its request body decodes back to the same draft; an error body maps to an error with
  /// its own code; a purchase date that reads is a real instant.
  static func responses(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let data = Data(bytes.dropFirst())
    switch mode % 8 {
    case 0:
      guard let list = try? SuwikiDecoder.evaluationPosts(from: data) else { return }
      for post in list.data {
        check(try? post.draft())
        if let draft = try? post.draft() {
          fuzzCheck(draft.totalAverage.value.isFinite, "a valid draft has no finite average")
        }
      }
    case 1:
      guard let list = try? SuwikiDecoder.examPosts(from: data) else { return }
      fuzzCheck(list.offersPurchase == (list.examDataExist && !list.canRead), "offersPurchase")
      for post in list.data { check(try? post.draft()) }
    case 2:
      guard let list = try? SuwikiDecoder.myEvaluationPosts(from: data) else { return }
      for post in list { check(try? post.draft()) }
    case 3:
      guard let list = try? SuwikiDecoder.myExamPosts(from: data) else { return }
      for post in list { check(try? post.draft()) }
    case 4:
      guard let list = try? SuwikiDecoder.examPurchases(from: data) else { return }
      for purchase in list {
        guard let date = purchase.purchasedAt() else { continue }
        fuzzCheck(date.timeIntervalSince1970.isFinite, "purchase date \(purchase.createDate) is not finite")
      }
    case 5:
      guard let detail = try? SuwikiDecoder.lectureEvaluation(from: data) else { return }
      if let lecture = try? EvaluationLecture(detail) {
        fuzzCheck(lecture.semesters == lecture.semesters.sorted(), "semesters out of order")
        fuzzCheck(Set(lecture.semesters).count == lecture.semesters.count, "repeated semester")
      }
    case 6:
      guard let page = try? SuwikiDecoder.myPage(from: data) else { return }
      if let account = try? page.account(id: "fuzz") {
        fuzzCheck(account.points == page.point && account.points >= 0, "account points")
      } else {
        fuzzCheck(min(page.point, page.writtenEvaluation, page.writtenExam, page.viewExam) < 0, "account refused")
      }
    default:
      do {
        let body = try CourseRecordError.decode(SuwikiErrorBody.self, from: data)
        let error = SuwikiServerError(body)
        fuzzCheck((try? SuwikiDecoder.serverError(from: data)) == error, "serverError(from:) disagrees")
        fuzzCheck(error.code == body.code, "\(body.code) maps to \(error.code)")
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
    case 0:
      guard let request = try? decoder.decode(EvaluatePostWriteRequest.self, from: data),
        let draft = try? request.draft()
      else { return }
      check(draft)
      let again = try? decoder.decode(
        EvaluatePostWriteRequest.self, from: EvaluatePostWriteRequest(draft, lecture: lecture).body())
      fuzzCheck((try? again?.draft()) == draft, "the evaluation body does not round-trip")
    case 1:
      guard let request = try? decoder.decode(EvaluatePostUpdateRequest.self, from: data),
        let draft = try? request.draft()
      else { return }
      check(draft)
      let again = try? decoder.decode(EvaluatePostUpdateRequest.self, from: EvaluatePostUpdateRequest(draft).body())
      fuzzCheck((try? again?.draft()) == draft, "the evaluation update does not round-trip")
    case 2:
      guard let request = try? decoder.decode(ExamPostWriteRequest.self, from: data),
        let draft = try? request.draft()
      else { return }
      check(draft)
      let again = try? decoder.decode(
        ExamPostWriteRequest.self, from: ExamPostWriteRequest(draft, lecture: lecture).body())
      fuzzCheck((try? again?.draft()) == draft, "the exam body does not round-trip")
    default:
      guard let request = try? decoder.decode(ExamPostUpdateRequest.self, from: data), let draft = try? request.draft()
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
      let again = try? decoder.decode(ExamPostUpdateRequest.self, from: ExamPostUpdateRequest(draft).body())
      fuzzCheck((try? again?.draft()) == draft, "the exam update does not round-trip")
    }
  }

  static func check(_ draft: EvaluationDraft?) {
    guard let draft else { return }
    for score in [draft.satisfaction, draft.learning, draft.honey] {
      fuzzCheck(EvaluationScore.halfPointRange.contains(score.halfPoints), "score \(score) off the grid")
    }
    fuzzCheck(PostContent.lengthRange.contains(draft.content.count), "content of \(draft.content.count) characters")
  }

  static func check(_ draft: ExamPostDraft?) {
    guard let draft else { return }
    fuzzCheck(!draft.tags.isEmpty && draft.tags == Set(draft.tags).sorted(), "tags \(draft.tags)")
    fuzzCheck(PostContent.lengthRange.contains(draft.content.count), "content of \(draft.content.count) characters")
    fuzzCheck((try? ExamInfoTag.parseList(draft.examInfoText)) == draft.tags, "examInfo does not read back")
  }
}
