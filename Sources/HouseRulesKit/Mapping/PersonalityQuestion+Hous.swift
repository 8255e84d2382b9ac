import Foundation

extension PersonalityQuestion {

  /// Maps decoded questions; `path` is where the test object sits in its document (`["data"]`), for the errors'
  /// fields (`typeTests[3].questionType`).
  static func questions(wire dto: HousTypeTestsWire, path: [FieldPath.Component] = []) throws(HousWireError)
    -> [PersonalityQuestion]
  {
    var questions: [PersonalityQuestion] = []
    for (index, question) in dto.typeTests.enumerated() {
      let questionPath = path + ["typeTests", .index(index)]
      guard let axis = PersonalityAxis(questionType: question.questionType) else {
        throw .unknownQuestionType(question.questionType, field: FieldPath.text(questionPath + ["questionType"]))
      }
      guard question.answers.count == 3 else {
        throw .wrongAnswerCount(
          testNum: question.testNum, count: question.answers.count,
          field: FieldPath.text(questionPath + ["answers"]))
      }
      questions.append(
        PersonalityQuestion(
          number: question.testNum, axis: axis, text: question.question, options: question.answers,
          imageURL: question.questionImg.flatMap(illustrationURL)))
    }
    return questions.sorted { $0.number < $1.number }
  }

  /// The illustration's address as a URL, or `nil` unless it is an absolute http(s) address with a host.
  static func illustrationURL(_ text: String) -> URL? {
    guard let url = WebAddress.url(text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }
}
