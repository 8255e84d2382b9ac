/// A film's details from KOBIS `searchMovieInfo`, with blank strings as `nil` and names trimmed.
///
/// ```swift
/// let movie = try BoxOfficeDecoder.movieDetail(from: body)
/// movie.runningTimeText  // "131분"
/// movie.genresText       // "사극, 드라마"
/// movie.watchGrade       // "15세이상관람가"
/// ```
public struct MovieDetail: Hashable, Sendable, Codable, Identifiable {
  /// A person credited by name (`peopleNm`, `peopleNmEn`).
  public struct Person: Hashable, Sendable, Codable {
    /// The Korean name.
    public var name: String
    /// The name in Latin letters; `nil` when blank.
    public var englishName: String?

    /// Creates a person.
    public init(name: String, englishName: String? = nil) {
      self.name = name
      self.englishName = englishName
    }
  }

  /// An actor and the part played (`actors[]`; KOBIS often leaves `cast` blank).
  public struct Actor: Hashable, Sendable, Codable {
    /// The actor.
    public var person: Person
    /// The part (`cast`, `"광해/하선"`); `nil` when blank.
    public var role: String?
    /// The part in English (`castEn`); `nil` when blank.
    public var englishRole: String?

    /// Creates an actor credit.
    public init(person: Person, role: String? = nil, englishRole: String? = nil) {
      self.person = person
      self.role = role
      self.englishRole = englishRole
    }
  }

  /// A member of the crew and the job (`staffs[]`, `staffRoleNm` such as `"촬영"`).
  public struct StaffMember: Hashable, Sendable, Codable {
    /// The person.
    public var person: Person
    /// The job; `nil` when blank.
    public var role: String?

    /// Creates a staff credit.
    public init(person: Person, role: String?) {
      self.person = person
      self.role = role
    }
  }

  /// A company and its part (`companys[]`: `"배급사"`, `"제작사"`...).
  public struct Company: Hashable, Sendable, Codable {
    /// The KOBIS company code (`companyCd`).
    public var code: String
    /// The Korean name.
    public var name: String
    /// The English name; `nil` when blank.
    public var englishName: String?
    /// The company's part in the film (`companyPartNm`); `nil` when blank.
    public var part: String?

    /// Creates a company credit.
    public init(code: String, name: String, englishName: String?, part: String?) {
      self.code = code
      self.name = name
      self.englishName = englishName
      self.part = part
    }
  }

  /// A way the film was shown (`showTypes[]`: group `"2D"`, name `"디지털"`).
  public struct ShowType: Hashable, Sendable, Codable {
    /// The group (`showTypeGroupNm`).
    public var group: String
    /// The format (`showTypeNm`).
    public var name: String

    /// Creates a show type.
    public init(group: String, name: String) {
      self.group = group
      self.name = name
    }
  }

  /// A rating decision (`audits[]`): the certificate number (trimmed; KOBIS sends `"2022-MF01001 "`) and grade.
  public struct Audit: Hashable, Sendable, Codable {
    /// The certificate number (`auditNo`).
    public var number: String
    /// The viewing grade (`watchGradeNm`, `"12세이상관람가"`).
    public var watchGrade: String

    /// Creates a rating decision.
    public init(number: String, watchGrade: String) {
      self.number = number
      self.watchGrade = watchGrade
    }
  }

  /// The KOBIS movie code (`movieCd`).
  public var movieCode: String
  /// The Korean title (`movieNm`), trimmed.
  public var title: String
  /// The English title (`movieNmEn`); `nil` when blank.
  public var englishTitle: String?
  /// The original title (`movieNmOg`); `nil` when blank, as it is for most Korean films.
  public var originalTitle: String?
  /// The running time in minutes (`showTm`); `nil` when blank.
  public var runningTime: Int?
  /// The production year (`prdtYear`); `nil` when blank.
  public var productionYear: Int?
  /// The opening day (`openDt`, `yyyyMMdd`); `nil` when blank (films not released yet).
  public var openingDate: CalendarDay?
  /// The production status (`prdtStatNm`, `"개봉"`); `nil` when blank.
  public var productionStatus: String?
  /// The film type (`typeNm`, `"장편"`); `nil` when blank.
  public var filmType: String?
  /// Production countries (`nations[].nationNm`).
  public var nations: [String]
  /// Genres (`genres[].genreNm`).
  public var genres: [String]
  /// Directors.
  public var directors: [Person]
  /// Actors in credit order.
  public var actors: [Actor]
  /// Screening formats.
  public var showTypes: [ShowType]
  /// Companies and their parts.
  public var companies: [Company]
  /// Rating decisions.
  public var audits: [Audit]
  /// The crew (hundreds of names for a large production).
  public var staff: [StaffMember]

  /// Creates a movie detail from its values.
  public init(
    movieCode: String, title: String, englishTitle: String? = nil, originalTitle: String? = nil,
    runningTime: Int? = nil, productionYear: Int? = nil, openingDate: CalendarDay? = nil,
    productionStatus: String? = nil, filmType: String? = nil, nations: [String] = [], genres: [String] = [],
    directors: [Person] = [], actors: [Actor] = [], showTypes: [ShowType] = [], companies: [Company] = [],
    audits: [Audit] = [], staff: [StaffMember] = []
  ) {
    self.movieCode = movieCode
    self.title = title
    self.englishTitle = englishTitle
    self.originalTitle = originalTitle
    self.runningTime = runningTime
    self.productionYear = productionYear
    self.openingDate = openingDate
    self.productionStatus = productionStatus
    self.filmType = filmType
    self.nations = nations
    self.genres = genres
    self.directors = directors
    self.actors = actors
    self.showTypes = showTypes
    self.companies = companies
    self.audits = audits
    self.staff = staff
  }

  /// The movie code.
  public var id: String { movieCode }

  /// The viewing grade of the first rating decision (`"15세이상관람가"`), or `nil` when there is none.
  public var watchGrade: String? { audits.first?.watchGrade }

  /// The running time for display, `"125분"`; `nil` when unknown.
  public var runningTimeText: String? { runningTime.map(BoxOfficeStrings.korean.runningTime(minutes:)) }

  /// Genres joined for display: `"사극, 드라마"`.
  public var genresText: String { BoxOfficeStrings.korean.list(genres) }

  /// Countries joined: `"한국, 미국"`.
  public var nationsText: String { BoxOfficeStrings.korean.list(nations) }

  /// Director names joined: `"추창민"`.
  public var directorsText: String { BoxOfficeStrings.korean.list(directors.map(\.name)) }

  /// Actor names joined, in credit order: `"이병헌, 류승룡, 한효주"`.
  public var actorsText: String { BoxOfficeStrings.korean.list(actors.map(\.person.name)) }
}
