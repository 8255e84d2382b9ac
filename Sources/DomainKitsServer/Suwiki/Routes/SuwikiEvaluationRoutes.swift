#if Server
  import Foundation
  import Hummingbird
  import LectureEvaluationKit

  /// SUWIKI's evaluation operations (5 of 25): a lecture's page, write (+10), edit (free), remove (−30) and the
  /// viewer's own. The points and the one-evaluation-per-lecture, author-only and averages rules are the kit's
  /// (`EvaluationBoard.apply`); someone else's evaluation is USER11 and changes nobody's points.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiEvaluationRoutes: Sendable {
    /// What the handlers share.
    let base: SuwikiRoutes

    /// Adds the routes to the `/suwiki` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/evaluate-posts") { request, context in
        await routes.base.answer(context) { try await routes.page(request) }
      }
      group.post("/evaluate-posts") { request, context in
        await routes.base.answer(context) { try await routes.write(request) }
      }
      group.put("/evaluate-posts") { request, context in
        await routes.base.answer(context) { try await routes.edit(request) }
      }
      group.delete("/evaluate-posts") { request, context in
        await routes.base.answer(context) { try await routes.remove(request) }
      }
      group.get("/evaluate-posts/written") { request, context in
        await routes.base.answer(context) { try await routes.written(request) }
      }
    }

    /// `GET /evaluate-posts?lectureId=&page=`: at most 10 of the lecture's evaluations, oldest first, and whether
    /// the viewer wrote one (sample 03).
    func page(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let query = try base.query(request)
      let lecture = try query.id("lectureId")
      let page = try query.page()
      let listing = try await base.posts.evaluations(lecture: lecture, viewer: caller.student)
      let shown = SuwikiLectureDirectory.page(listing.posts, page)
      return try Response.json(
        SuwikiEvaluationPageWire(data: shown.map(SuwikiEvaluationWire.init), written: listing.written))
    }

    /// `POST /evaluate-posts?lectureId=` with sample 01's body: the viewer's evaluation, +10 points.
    func write(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let lecture = try base.query(request).id("lectureId")
      let draft = try SuwikiRequestReader.evaluationDraft(try await base.body(request), creating: true)
      let number = try await base.repositories.sequences.next(.suwikiEvaluation)
      try await base.posts.writeEvaluation(
        draft, id: EvaluationPostID(String(number)), lecture: lecture, by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `PUT /evaluate-posts?evaluateIdx=` with sample 02's body: the viewer's own evaluation, replaced.
    func edit(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let id = try base.query(request).id("evaluateIdx")
      let draft = try SuwikiRequestReader.evaluationDraft(try await base.body(request), creating: false)
      try await base.posts.editEvaluation(
        EvaluationPostID(String(id)), to: draft, by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `DELETE /evaluate-posts?evaluateIdx=`: the viewer's own evaluation removed, −30 points (USER006 below 30).
    func remove(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let id = try base.query(request).id("evaluateIdx")
      try await base.posts.removeEvaluation(EvaluationPostID(String(id)), by: caller.student, at: base.clock.now())
      return SuwikiRoutes.successText()
    }

    /// `GET /evaluate-posts/written?page=`: at most 10 of the viewer's evaluations, oldest first, each with its
    /// lecture (sample 04).
    func written(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request, restrictedAllowed: false)
      let page = try base.query(request).page()
      let posts = SuwikiLectureDirectory.page(try await base.posts.evaluations(author: caller.student), page)
      var lectures: [Int: SuwikiLecture] = [:]
      var items: [SuwikiWrittenEvaluationWire] = []
      for post in posts {
        if lectures[post.lecture] == nil { lectures[post.lecture] = try await base.directory.lecture(id: post.lecture) }
        guard let lecture = lectures[post.lecture] else { continue }
        items.append(SuwikiWrittenEvaluationWire(post, lecture: lecture))
      }
      return try Response.json(SuwikiFormWire(data: items))
    }
  }
#endif
