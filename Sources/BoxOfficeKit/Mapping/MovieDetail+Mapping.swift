extension MovieDetail {
  /// Maps `movieInfo`: blank strings become `nil`, names and certificate numbers are trimmed, missing lists
  /// are empty, the running time and production year must be whole numbers when present.
  ///
  /// - Throws: ``BoxOfficeError/movieNotFound(code:)`` (with an empty code; the repository answers `nil` instead)
  ///   when the answer carries no movie, and the field errors of malformed values.
  init(_ info: KOBISMovieInfoDTO?) throws(BoxOfficeError) {
    guard let info, let code = FieldText.nonBlank(info.movieCd) else { throw .movieNotFound(code: "") }
    func field(_ name: String) -> String { "movieInfoResult.movieInfo.\(name)" }
    guard let title = info.movieNm.map(FieldText.trimmed) else { throw .missingField(field("movieNm")) }
    var runningTime: Int?
    if let showTm = FieldText.nonBlank(info.showTm) {
      runningTime = try FieldText.integer(showTm, field: field("showTm"))
    }
    var productionYear: Int?
    if let prdtYear = FieldText.nonBlank(info.prdtYear) {
      productionYear = try FieldText.integer(prdtYear, field: field("prdtYear"))
    }
    self.init(
      movieCode: code,
      title: title,
      englishTitle: FieldText.nonBlank(info.movieNmEn),
      originalTitle: FieldText.nonBlank(info.movieNmOg),
      runningTime: runningTime,
      productionYear: productionYear,
      openingDate: try FieldText.day(info.openDt ?? "", field: field("openDt")),
      productionStatus: FieldText.nonBlank(info.prdtStatNm),
      filmType: FieldText.nonBlank(info.typeNm),
      nations: (info.nations ?? []).compactMap { FieldText.nonBlank($0.nationNm) },
      genres: (info.genres ?? []).compactMap { FieldText.nonBlank($0.genreNm) },
      directors: (info.directors ?? []).map { Person(name: $0.peopleNm, english: $0.peopleNmEn) },
      actors: (info.actors ?? []).map {
        Actor(
          person: Person(name: $0.peopleNm, english: $0.peopleNmEn), role: FieldText.nonBlank($0.cast),
          englishRole: FieldText.nonBlank($0.castEn))
      },
      showTypes: (info.showTypes ?? []).map {
        ShowType(group: FieldText.trimmed($0.showTypeGroupNm), name: FieldText.trimmed($0.showTypeNm))
      },
      companies: (info.companys ?? []).map {
        Company(
          code: FieldText.trimmed($0.companyCd), name: FieldText.trimmed($0.companyNm),
          englishName: FieldText.nonBlank($0.companyNmEn), part: FieldText.nonBlank($0.companyPartNm))
      },
      audits: (info.audits ?? []).map {
        Audit(number: FieldText.trimmed($0.auditNo), watchGrade: FieldText.trimmed($0.watchGradeNm))
      },
      staff: (info.staffs ?? []).map {
        StaffMember(person: Person(name: $0.peopleNm, english: $0.peopleNmEn), role: FieldText.nonBlank($0.staffRoleNm))
      }
    )
  }
}

extension MovieDetail.Person {
  /// A person with a trimmed name and a blank English name as `nil`.
  fileprivate init(name: String, english: String?) {
    self.init(name: FieldText.trimmed(name), englishName: FieldText.nonBlank(english))
  }
}
