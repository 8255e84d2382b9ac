#if Server
  import Foundation
  import LectureEvaluationKit

  // The SUWIKI answers made from the kit's values. Post ids are the kit's ids, which the server makes from numbers
  // (`IdentifierSequence`), so they read back as the wire's integers.

  extension SuwikiLectureWire {
    /// Sample 10's `data` for `lecture`.
    init(_ lecture: SuwikiLecture) {
      let averages = lecture.averages
      self.init(
        id: lecture.lecture.id, semesterList: lecture.semesterList, professor: lecture.lecture.professor,
        lectureType: lecture.metadata.lectureType, lectureName: lecture.lecture.name,
        majorType: lecture.metadata.major, lectureTotalAvg: averages.total.value,
        lectureSatisfactionAvg: averages.satisfaction.value, lectureHoneyAvg: averages.honey.value,
        lectureLearningAvg: averages.learning.value, lectureTeamAvg: averages.team.value,
        lectureDifficultyAvg: averages.difficulty.value, lectureHomeworkAvg: averages.homework.value)
    }
  }

  extension SuwikiEvaluationWire {
    /// Sample 03's item for `post`.
    init(_ post: LectureEvaluationPost) {
      let draft = post.draft
      self.init(
        id: SuwikiWireFormat.number(post.id.rawValue), selectedSemester: draft.semester.description,
        totalAvg: draft.totalAverage.value, satisfaction: Float(draft.satisfaction.value),
        learning: Float(draft.learning.value), honey: Float(draft.honey.value), team: draft.team.rawValue,
        difficulty: draft.difficulty.rawValue, homework: draft.homework.rawValue, content: draft.content)
    }
  }

  extension SuwikiWrittenEvaluationWire {
    /// Sample 04's item for `post`, about `lecture`.
    init(_ post: LectureEvaluationPost, lecture: SuwikiLecture) {
      let item = SuwikiEvaluationWire(post)
      self.init(
        id: item.id, lectureName: lecture.lecture.name, professor: lecture.lecture.professor,
        majorType: lecture.metadata.major, selectedSemester: item.selectedSemester,
        semesterList: lecture.semesterList, totalAvg: item.totalAvg, satisfaction: item.satisfaction,
        learning: item.learning, honey: item.honey, team: item.team, difficulty: item.difficulty,
        homework: item.homework, content: item.content)
    }
  }

  extension SuwikiExamPostWire {
    /// Sample 07a's item for `post`.
    init(_ post: ExamPost) {
      let draft = post.draft
      self.init(
        id: SuwikiWireFormat.number(post.id.rawValue), selectedSemester: draft.semester.description,
        examType: draft.examType.rawValue, examInfo: draft.examInfoText, examDifficulty: draft.difficulty.rawValue,
        content: draft.content)
    }
  }

  extension SuwikiWrittenExamPostWire {
    /// Sample 08's item for `post`, about `lecture`.
    init(_ post: ExamPost, lecture: SuwikiLecture) {
      let item = SuwikiExamPostWire(post)
      self.init(
        id: item.id, lectureName: lecture.lecture.name, professor: lecture.lecture.professor,
        majorType: lecture.metadata.major, selectedSemester: item.selectedSemester,
        semesterList: lecture.semesterList, examType: item.examType, examInfo: item.examInfo,
        examDifficulty: item.examDifficulty, content: item.content)
    }
  }

  extension SuwikiPurchaseWire {
    /// Sample 09's item for `purchase` of `lecture`: the lecture's id, its names, the time in Seoul.
    init(_ purchase: ExamPurchase, lecture: SuwikiLecture) {
      self.init(
        id: purchase.lecture, professor: lecture.lecture.professor, lectureName: lecture.lecture.name,
        majorType: lecture.metadata.major, createDate: SuwikiWireFormat.seoulTime(purchase.purchasedAt))
    }
  }

  extension SuwikiMyPageWire {
    /// Sample 11 for `account`, whose login and e-mail are `login`'s.
    init(_ account: StudentAccount, login: Account) {
      self.init(
        loginId: login.login, email: login.email ?? "", point: account.points,
        writtenEvaluation: account.writtenEvaluations, writtenExam: account.writtenExamPosts,
        viewExam: account.purchasedExamInfo)
    }
  }
#endif
