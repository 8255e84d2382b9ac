/// Why a ``PagedList`` refused a page.
public enum PagedListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The page is neither 1 nor the list's next page (a page applied twice, skipped ahead, or below 1).
  case unexpectedPage(Int, expected: Int)

  /// The page and the one the list expected: `"page 3 is not the next page (2)"`.
  public var description: String {
    switch self {
    case .unexpectedPage(let page, let expected): "page \(page) is not the next page (\(expected))"
    }
  }
}
