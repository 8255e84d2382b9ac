#if Server
  import Foundation
  import LectureEvaluationKit

  /// Reads the bodies of SUWIKI's requests into the kit's values, checking first what
  /// `docs/openapi/domainkits-server.yaml` documents (keys, types, lengths in code points, the ASCII patterns, written
  /// by hand so they mean what the document's regular expressions mean), then the kit's own rules
  /// (`EvaluationDraft`, `ExamPostDraft`). Any refusal is ``SuwikiFailure/badParameter``.
  enum SuwikiRequestReader {
    /// `POST /user/join`: `{loginId, password, email}`.
    static func join(_ data: Data) throws(SuwikiFailure) -> (loginID: String, password: String, email: String) {
      let body = try SuwikiBody(data, allowed: ["loginId", "password", "email"])
      let loginID = try body.string("loginId", length: 4...20)
      guard loginID.utf8.allSatisfy(isASCIIAlphanumeric) else { throw .badParameter }
      let password = try body.string("password", length: 8...64)
      let email = try body.string("email", length: 3...254)
      guard isEmail(email) else { throw .badParameter }
      return (loginID, password, email)
    }

    /// `POST /user/login` and `POST /user/quit`: `{loginId, password}`, each 1 to 64 code points.
    static func credentials(_ data: Data) throws(SuwikiFailure) -> (loginID: String, password: String) {
      let body = try SuwikiBody(data, allowed: ["loginId", "password"])
      return (try body.string("loginId", length: 1...64), try body.string("password", length: 1...64))
    }

    /// `POST /user/favorite-major`: `{majorType}`, 1 to 50 code points.
    static func favoriteMajor(_ data: Data) throws(SuwikiFailure) -> String {
      try SuwikiBody(data, allowed: ["majorType"]).string("majorType", length: 1...50)
    }

    /// `POST /user/report/evaluate` (`{evaluateIdx}`) or `/user/report/exam` (`{examIdx}`): the post's id.
    static func reportedID(_ data: Data, key: String) throws(SuwikiFailure) -> Int {
      let value = try SuwikiBody(data, allowed: [key]).integer(key, in: 1...Int64.max)
      guard let id = Int(exactly: value) else { throw .badParameter }
      return id
    }

    /// `POST /evaluate-posts` (with the lecture's names, `creating`) or `PUT /evaluate-posts` (without): the draft.
    static func evaluationDraft(_ data: Data, creating: Bool) throws(SuwikiFailure) -> EvaluationDraft {
      let keys: Set<String> = [
        "selectedSemester", "satisfaction", "learning", "honey", "team", "difficulty", "homework", "content",
      ]
      let body = try SuwikiBody(data, allowed: creating ? keys.union(["lectureName", "professor"]) : keys)
      if creating {
        _ = try body.string("lectureName", length: 1...100)
        _ = try body.string("professor", length: 1...100)
      }
      let semester = try semesterText(body)
      let satisfaction = try body.rating("satisfaction")
      let learning = try body.rating("learning")
      let honey = try body.rating("honey")
      let team = try body.integer("team", in: 0...1)
      let difficulty = try body.integer("difficulty", in: 0...2)
      let homework = try body.integer("homework", in: 0...2)
      let content = try body.string("content", length: 30...1_000)
      do throws(LecturePostError) {
        return try EvaluationDraft(
          semesterText: semester, satisfaction: satisfaction, learning: learning, honey: honey, team: Int(team),
          difficulty: Int(difficulty), homework: Int(homework), content: content)
      } catch {
        throw .badParameter
      }
    }

    /// `POST /exam-posts` (with the lecture's names, `creating`) or `PUT /exam-posts` (without): the draft.
    static func examPostDraft(_ data: Data, creating: Bool) throws(SuwikiFailure) -> ExamPostDraft {
      let keys: Set<String> = ["selectedSemester", "examType", "examInfo", "examDifficulty", "content"]
      let body = try SuwikiBody(data, allowed: creating ? keys.union(["lectureName", "professor"]) : keys)
      if creating {
        _ = try body.string("lectureName", length: 1...100)
        _ = try body.string("professor", length: 1...100)
      }
      let semester = try semesterText(body)
      let examType = try body.string("examType", length: 1...10)
      guard isOneOf(Array(examType.unicodeScalars), ExamType.allCases.map(\.rawValue)) else { throw .badParameter }
      let examInfo = try body.string("examInfo", length: 1...200)
      guard isExamInfoList(examInfo) else { throw .badParameter }
      let difficulty = try body.string("examDifficulty", length: 1...10)
      guard isOneOf(Array(difficulty.unicodeScalars), ExamDifficulty.allCases.map(\.rawValue)) else {
        throw .badParameter
      }
      let content = try body.string("content", length: 30...1_000)
      do throws(LecturePostError) {
        return try ExamPostDraft(
          semesterText: semester, examTypeText: examType, examInfoText: examInfo, difficultyText: difficulty,
          content: content)
      } catch {
        throw .badParameter
      }
    }

    // MARK: The document's patterns

    /// `selectedSemester`, matching `^(19|2[0-9])[0-9]{2}-[12]$`.
    private static func semesterText(_ body: SuwikiBody) throws(SuwikiFailure) -> String {
      let text = try body.string("selectedSemester", length: 6...6)
      guard isSemester(text) else { throw .badParameter }
      return text
    }

    /// Whether `text` matches `^(19|2[0-9])[0-9]{2}-[12]$`: a year 1900 to 2999, a dash, a term 1 or 2.
    static func isSemester(_ text: String) -> Bool {
      let bytes = Array(text.utf8)
      guard bytes.count == 6, bytes[0...3].allSatisfy(isASCIIDigit), bytes[4] == UInt8(ascii: "-"),
        bytes[5] == UInt8(ascii: "1") || bytes[5] == UInt8(ascii: "2")
      else { return false }
      return (bytes[0] == UInt8(ascii: "1") && bytes[1] == UInt8(ascii: "9")) || bytes[0] == UInt8(ascii: "2")
    }

    /// Whether `text` matches `^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$`.
    static func isEmail(_ text: String) -> Bool {
      let halves = text.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
      guard halves.count == 2, (1...64).contains(halves[0].count),
        halves[0].allSatisfy({ isASCIIAlphanumeric($0) || "._%+-".utf8.contains($0) })
      else { return false }
      let labels = halves[1].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      return labels.count >= 2
        && labels.allSatisfy { label in
          (1...63).contains(label.count) && label.allSatisfy { isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// Whether `text` matches the document's `ExamInfoRequest`: tags separated by commas, each with spaces and tabs
    /// around it, nothing else. Compared by code points, as the document's pattern is (Swift's `==` would also take a
    /// decomposed spelling of a Hangul tag).
    static func isExamInfoList(_ text: String) -> Bool {
      let blank: Set<Unicode.Scalar> = [" ", "\t"]
      return text.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { part in
        var scalars = Array(part)
        while let first = scalars.first, blank.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, blank.contains(last) { scalars.removeLast() }
        return isOneOf(scalars, ExamInfoTag.allCases.map(\.rawValue))
      }
    }

    /// Whether `scalars` are exactly the code points of one of `texts`.
    static func isOneOf(_ scalars: [Unicode.Scalar], _ texts: [String]) -> Bool {
      texts.contains { Array($0.unicodeScalars) == scalars }
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
      isASCIIDigit(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }
  }
#endif
