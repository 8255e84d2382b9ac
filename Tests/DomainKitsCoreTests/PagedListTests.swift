import DomainKitsCore
import Testing

@Suite("PagedList: page 1 replaces, the next page appends, an empty page ends, any other page is refused")
struct PagedListTests {
  @Test("Pages 1, 2 and an empty 3 give every item once and reach the end")
  func pagesInOrder() throws {
    var list = PagedList<Int>()
    #expect(list.nextPage == 1 && list.items.isEmpty && !list.reachedEnd)
    try list.apply(page: 1, items: [1, 2])
    #expect(list.items == [1, 2] && list.nextPage == 2 && !list.reachedEnd)
    try list.apply(page: 2, items: [3])
    #expect(list.items == [1, 2, 3] && list.nextPage == 3 && !list.reachedEnd)
    try list.apply(page: 3, items: [])
    #expect(list.items == [1, 2, 3] && list.nextPage == 3 && list.reachedEnd)
    // Asking for the end page again later is accepted: more may have arrived.
    try list.apply(page: 3, items: [4])
    #expect(list.items == [1, 2, 3, 4] && list.nextPage == 4 && !list.reachedEnd)
  }

  @Test("A page applied twice, skipped ahead or below 1 is refused and changes nothing", arguments: [2, 4, 0, -1])
  func unexpectedPage(page: Int) throws {
    var list = PagedList<String>()
    try list.apply(page: 1, items: ["a"])
    try list.apply(page: 2, items: ["b"])
    let before = list
    #expect(throws: PagedListError.unexpectedPage(page, expected: 3)) {
      try list.apply(page: page, items: ["b"])
    }
    #expect(list == before)
    #expect(list.items == ["a", "b"])
  }

  @Test("Page 1 replaces everything and clears the end; an empty page 1 is an empty, complete list")
  func refresh() throws {
    var list = PagedList<Int>()
    try list.apply(page: 1, items: [1, 2])
    try list.apply(page: 2, items: [])
    #expect(list.reachedEnd)
    try list.apply(page: 1, items: [9])
    #expect(list.items == [9] && list.nextPage == 2 && !list.reachedEnd)
    try list.apply(page: 1, items: [])
    #expect(list.items.isEmpty && list.nextPage == 1 && list.reachedEnd)
    list.reset()
    #expect(list == PagedList<Int>())
  }

  @Test("A loop that sends nextPage until reachedEnd loads every page once")
  func loop() throws {
    let server = [[1, 2, 3], [4, 5, 6], [7]]
    var list = PagedList<Int>()
    var asked: [Int] = []
    while !list.reachedEnd {
      let page = list.nextPage
      asked.append(page)
      try list.apply(page: page, items: page <= server.count ? server[page - 1] : [])
    }
    #expect(asked == [1, 2, 3, 4])
    #expect(list.items == Array(1...7))
  }

  @Test("The error names the page and the one expected")
  func errorText() {
    #expect(PagedListError.unexpectedPage(3, expected: 2).description == "page 3 is not the next page (2)")
  }
}
