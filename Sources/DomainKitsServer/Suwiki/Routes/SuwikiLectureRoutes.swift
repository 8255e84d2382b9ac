#if Server
  import Foundation
  import Hummingbird
  import LectureEvaluationKit

  /// SUWIKI's lecture operations (3 of 25): the list, the search and one lecture.
  ///
  /// The list and search need a valid token, as every operation but sign-up and login does (issue 31; SUWIKI's own
  /// server answers them without one, and its iOS app sends the token anyway); a restricted account may list.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct SuwikiLectureRoutes: Sendable {
    /// What the handlers share.
    let base: SuwikiRoutes

    /// Adds the routes to the `/suwiki` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/lecture/all") { request, context in
        await routes.base.answer(context) { try await routes.lecturePage(request, searching: false) }
      }
      group.get("/lecture/search") { request, context in
        await routes.base.answer(context) { try await routes.lecturePage(request, searching: true) }
      }
      group.get("/lecture") { request, context in
        await routes.base.answer(context) { try await routes.lecture(request) }
      }
    }

    /// `GET /lecture/all?option=&page=&majorType=` and `GET /lecture/search?searchValue=&…`: at most 10 lectures,
    /// in `option`'s order (`LectureSort`, `modifiedDate` by default), with the number that match
    /// (`LectureAndCountResponseForm`). An unknown `option` is OPTION001.
    func lecturePage(_ request: Request, searching: Bool) async throws -> Response {
      _ = try await base.caller(request, restrictedAllowed: true)
      let query = try base.query(request)
      var sort = LectureSort.latest
      if let option = query.text("option") {
        guard let chosen = LectureSort(rawValue: option) else { throw SuwikiFailure.badOption }
        sort = chosen
      }
      let page = try query.page()
      let major = query.text("majorType")
      guard (major?.unicodeScalars.count ?? 0) <= 50 else { throw SuwikiFailure.badParameter }
      let search = searching ? query.text("searchValue") : nil
      guard (search?.unicodeScalars.count ?? 0) <= 100 else { throw SuwikiFailure.badParameter }
      let lectures = try await base.directory.lectures(major: major, search: search, sort: sort)
      let shown = SuwikiLectureDirectory.page(lectures, page)
      return try Response.json(SuwikiLecturePageWire(data: shown.map(SuwikiLectureWire.init), count: lectures.count))
    }

    /// `GET /lecture?lectureId=`: one lecture with its averages (sample 10), LECTURE001 for an unknown id.
    func lecture(_ request: Request) async throws -> Response {
      _ = try await base.caller(request, restrictedAllowed: false)
      let id = try base.query(request).id("lectureId")
      guard let lecture = try await base.directory.lecture(id: id) else { throw SuwikiFailure.lectureNotFound }
      return try Response.json(SuwikiFormWire(data: SuwikiLectureWire(lecture)))
    }
  }
#endif
