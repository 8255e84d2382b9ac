/// The items of a paged server list as an app shows them, page by page: page 1 first, then each next page, until
/// a page comes back empty.
///
/// Pages are numbered from 1. Page 1 replaces whatever is held (a refresh, or a new query), a later page must be
/// ``nextPage`` and appends, and an empty page sets ``reachedEnd``. Any other page is a
/// ``PagedListError/unexpectedPage(_:expected:)`` and changes nothing, so a page answered twice (a double tap, a
/// retried request) or out of order never shows its items twice.
///
/// ```swift
/// var list = PagedList<String>()
/// try list.apply(page: 1, items: ["a", "b"])  // nextPage 2
/// try list.apply(page: 2, items: ["c"])       // ["a", "b", "c"], nextPage 3
/// try list.apply(page: 3, items: [])          // reachedEnd
/// try list.apply(page: 2, items: ["c"])       // throws: page 2 is not the next page (3)
/// ```
///
/// A loop that loads every page sends ``nextPage`` until ``reachedEnd``; a list that loads on scroll asks for
/// ``nextPage`` when the last row appears and stops asking once ``reachedEnd`` is set.
public struct PagedList<Item> {
  /// The items, in the order their pages gave them.
  public private(set) var items: [Item] = []
  /// The page to ask for next: 1 before any, then one after the last page that held items.
  public private(set) var nextPage = 1
  /// Whether the last page asked for came back empty: the list is complete as far as the server knows.
  public private(set) var reachedEnd = false

  /// Creates an empty list, expecting page 1.
  public init() {}

  /// Applies the answer for `page`.
  ///
  /// Page 1 replaces the items and clears ``reachedEnd``; ``nextPage`` appends. A page with items moves
  /// ``nextPage`` on by one; an empty page sets ``reachedEnd`` and leaves ``nextPage`` where it is, so asking for
  /// it again later (to see whether more arrived) is still accepted.
  ///
  /// - Throws: ``PagedListError/unexpectedPage(_:expected:)`` for any page other than 1 and ``nextPage``, leaving
  ///   the list unchanged.
  public mutating func apply(page: Int, items newItems: [Item]) throws(PagedListError) {
    if page == 1 {
      items = []
      nextPage = 1
    } else if page != nextPage {
      throw .unexpectedPage(page, expected: nextPage)
    }
    if newItems.isEmpty {
      reachedEnd = true
      return
    }
    items.append(contentsOf: newItems)
    nextPage += 1
    reachedEnd = false
  }

  /// Forgets every item and expects page 1 again.
  public mutating func reset() {
    self = PagedList()
  }
}

extension PagedList: Sendable where Item: Sendable {}
extension PagedList: Equatable where Item: Equatable {}
extension PagedList: Hashable where Item: Hashable {}
