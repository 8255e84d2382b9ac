/// Which films and screens a box-office list counts: the optional KOBIS parameters of a ranking request.
///
/// ```swift
/// var filter = BoxOfficeFilter()
/// filter.nation = .korean           // repNationCd=K
/// filter.area = "0105001000"        // wideAreaCd: Seoul
/// filter.itemsPerPage = 5           // itemPerPage=5
/// ```
public struct BoxOfficeFilter: Hashable, Sendable, Codable {
  /// Commercial or diversity (independent and art-house) films, KOBIS `multiMovieYn`.
  public enum MovieKind: String, Hashable, Sendable, Codable {
    /// Diversity films only (`multiMovieYn=Y`).
    case diversity = "Y"
    /// Commercial films only (`multiMovieYn=N`).
    case commercial = "N"
  }

  /// Korean or foreign films, KOBIS `repNationCd`.
  public enum Nation: String, Hashable, Sendable, Codable {
    /// Korean films (`repNationCd=K`).
    case korean = "K"
    /// Foreign films (`repNationCd=F`).
    case foreign = "F"
  }

  /// How many ranks to return, 1...10 (KOBIS `itemPerPage`; its maximum and default is 10).
  public var itemsPerPage: Int
  /// Only this kind of film; `nil` for all.
  public var movieKind: MovieKind?
  /// Only films of this nation; `nil` for all.
  public var nation: Nation?
  /// Only screens in this region: a ten-digit KOBIS wide-area code such as `"0105001000"` (Seoul); `nil` for
  /// the whole country.
  public var area: String?

  /// Creates a filter; the default counts every film in the whole country and returns ten ranks.
  public init(itemsPerPage: Int = 10, movieKind: MovieKind? = nil, nation: Nation? = nil, area: String? = nil) {
    self.itemsPerPage = itemsPerPage
    self.movieKind = movieKind
    self.nation = nation
    self.area = area
  }

  /// Every film, whole country, ten ranks.
  public static let all = BoxOfficeFilter()

  /// The KOBIS query parameters of this filter, in a fixed order.
  ///
  /// - Throws: ``BoxOfficeError/invalidRequest(parameter:value:reason:)`` for items per page outside 1...10 or
  ///   an area that is not ten digits.
  func queryItems() throws(BoxOfficeError) -> [(name: String, value: String)] {
    guard (1...10).contains(itemsPerPage) else {
      throw .invalidRequest(parameter: "itemPerPage", value: String(itemsPerPage), reason: "KOBIS accepts 1...10")
    }
    var items: [(name: String, value: String)] = [("itemPerPage", String(itemsPerPage))]
    if let movieKind { items.append(("multiMovieYn", movieKind.rawValue)) }
    if let nation { items.append(("repNationCd", nation.rawValue)) }
    if let area {
      guard area.utf8.count == 10, area.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        throw .invalidRequest(parameter: "wideAreaCd", value: area, reason: "a KOBIS area code has ten digits")
      }
      items.append(("wideAreaCd", area))
    }
    return items
  }
}
