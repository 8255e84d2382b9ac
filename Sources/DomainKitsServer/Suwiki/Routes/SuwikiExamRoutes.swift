#if Server
  import Foundation
  import Hummingbird
  import LectureEvaluationKit

  /// SUWIKI's exam-post operations (7 of 25): a lecture's page as the viewer may see it, write (+20), edit (free),
  /// remove (−30), the viewer's own, the purchase (−20, once per lecture) and the purchases. The rules are the kit's:
  /// a purchase already made is EXAM_POST002 before the balance is looked at, a refused purchase charges nothing,
  /// and someone else's post is USER11.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiExamRoutes: Sendable {
    /// What the handlers share.
    let base: SuwikiRoutes

    /// Adds the routes to the `/suwiki` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/exam-posts") { request, context in
        await routes.base.answer(context) { try await routes.page(request) }
      }
      group.post("/exam-posts") { request, context in
        await routes.base.answer(context) { try await routes.write(request) }
      }
      group.put("/exam-posts") { request, context in
        await routes.base.answer(context) { try await routes.edit(request) }
      }
      group.delete("/exam-posts") { request, context in
        await routes.base.answer(context) { try await routes.remove(request) }
      }
      group.get("/exam-posts/written") { request, context in
        await routes.base.answer(context) { try await routes.written(request) }
      }
      group.post("/exam-posts/purchase") { request, context in
        await routes.base.answer(context) { try await routes.purchase(request) }
      }
      group.get("/exam-posts/purchase") { request, context in
        await routes.base.answer(context) { try await routes.purchases(request) }
      }
    }

    /// `GET /exam-posts?lectureId=&page=`: at most 10 of the lecture's exam posts when the viewer bought them, none
    /// otherwise, with whether the lecture has any and whether the viewer wrote one (samples 07a–c).
    func page(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let query = try base.query(request)
      let lecture = try query.id("lectureId")
      let page = try query.page()
      let listing = try await base.posts.examPosts(lecture: lecture, viewer: caller.student)
      let shown = SuwikiLectureDirectory.page(listing.posts, page)
      return try Response.json(
        SuwikiExamPostPageWire(
          data: shown.map(SuwikiExamPostWire.init), canRead: listing.canRead, examDataExist: listing.postsExist,
          written: listing.written))
    }

    /// `POST /exam-posts?lectureId=` with sample 05's body: the viewer's exam post, +20 points.
    func write(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let lecture = try base.query(request).id("lectureId")
      let draft = try SuwikiRequestReader.examPostDraft(try await base.body(request), creating: true)
      let number = try await base.repositories.sequences.next(.suwikiExamPost)
      try await base.posts.writeExamPost(
        draft, id: ExamPostID(String(number)), lecture: lecture, by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `PUT /exam-posts?examIdx=` with sample 06's body: the viewer's own exam post, replaced.
    func edit(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let id = try base.query(request).id("examIdx")
      let draft = try SuwikiRequestReader.examPostDraft(try await base.body(request), creating: false)
      try await base.posts.editExamPost(ExamPostID(String(id)), to: draft, by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `DELETE /exam-posts?examIdx=`: the viewer's own exam post removed, −30 points (USER006 below 30).
    func remove(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let id = try base.query(request).id("examIdx")
      try await base.posts.removeExamPost(ExamPostID(String(id)), by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `GET /exam-posts/written?page=`: at most 10 of the viewer's exam posts, oldest first, each with its lecture
    /// (sample 08); a restricted account may read it.
    func written(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      let page = try base.query(request).page()
      let posts = SuwikiLectureDirectory.page(try await base.posts.examPosts(author: caller.student), page)
      var lectures: [Int: SuwikiLecture] = [:]
      var items: [SuwikiWrittenExamPostWire] = []
      for post in posts {
        if lectures[post.lecture] == nil { lectures[post.lecture] = try await base.directory.lecture(id: post.lecture) }
        guard let lecture = lectures[post.lecture] else { continue }
        items.append(SuwikiWrittenExamPostWire(post, lecture: lecture))
      }
      return try Response.json(SuwikiFormWire(data: items))
    }

    /// `POST /exam-posts/purchase?lectureId=`: the lecture's exam posts bought for good, −20 points, charged once.
    func purchase(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let lecture = try base.query(request).id("lectureId")
      try await base.posts.purchaseExamInfo(lecture: lecture, by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `GET /exam-posts/purchase`: the viewer's purchases by lecture id (sample 09); a restricted account may read
    /// them.
    func purchases(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: true)
      var items: [SuwikiPurchaseWire] = []
      for purchase in try await base.posts.purchases(student: caller.student) {
        guard let lecture = try await base.directory.lecture(id: purchase.lecture) else { continue }
        items.append(SuwikiPurchaseWire(purchase, lecture: lecture))
      }
      return try Response.json(SuwikiFormWire(data: items))
    }
  }
#endif
