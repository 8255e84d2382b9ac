import BoxOfficeKit
import Foundation
import Testing

@Suite("Poster query and choice rule")
struct PosterQueryTests {
  static func poster(_ name: String, width: Int, height: Int, posted: String?) -> Poster {
    Poster(
      imageURL: URL(string: "https://img.example.com/\(name).jpg") ?? URL(fileURLWithPath: "/"), width: width,
      height: height,
      postedAt: posted.flatMap {
        try? CalendarDay(parsing: $0, format: .extended).date(hour: 12, minute: 0, in: .seoul)
      })
  }

  let candidates = [
    poster("old-portrait", width: 500, height: 714, posted: "2016-08-02"),
    poster("new-landscape", width: 1200, height: 800, posted: "2025-11-18"),
    poster("new-portrait", width: 800, height: 1143, posted: "2025-10-30"),
    poster("newer-portrait", width: 700, height: 1000, posted: "2025-11-20"),
  ]

  @Test("The query is \"<title> 포스터\", with the year only for a shared title")
  func searchText() {
    #expect(PosterQuery(title: " 바다의 끝 ").searchText == "바다의 끝 포스터")
    #expect(PosterQuery(title: "바다의 끝", productionYear: 2025).searchText == "바다의 끝 포스터")
    #expect(PosterQuery(title: "바다의 끝", productionYear: 2025, titleIsShared: true).searchText == "바다의 끝 2025 포스터")
    #expect(PosterQuery(title: "바다의 끝", titleIsShared: true).searchText == "바다의 끝 포스터")
  }

  @Test("Two films with one title get different posters: the year decides")
  func sameTitleDifferentYears() throws {
    let remake = PosterQuery(title: "바다의 끝", productionYear: 2025, titleIsShared: true)
    let original = PosterQuery(title: "바다의 끝", productionYear: 1998, titleIsShared: true)
    #expect(remake.choose(from: candidates)?.imageURL.lastPathComponent == "new-portrait.jpg")
    #expect(original.choose(from: candidates)?.imageURL.lastPathComponent == "old-portrait.jpg")
  }

  @Test("Without a year, the first portrait wins; without a portrait, the first result")
  func shapeOnly() {
    let query = PosterQuery(title: "바다의 끝")
    #expect(query.choose(from: candidates)?.imageURL.lastPathComponent == "old-portrait.jpg")
    let landscapes = [
      Self.poster("a", width: 10, height: 5, posted: nil), Self.poster("b", width: 10, height: 5, posted: nil),
    ]
    #expect(query.choose(from: landscapes)?.imageURL.lastPathComponent == "a.jpg")
    #expect(query.choose(from: []) == nil)
  }

  @Test("The year outweighs the shape; an undated result counts as matching")
  func yearOutweighsShape() {
    let query = PosterQuery(title: "x", productionYear: 2025)
    let onlyOldPortrait = [
      Self.poster("old-portrait", width: 5, height: 10, posted: "2019-01-01"),
      Self.poster("new-landscape", width: 10, height: 5, posted: "2025-01-01"),
    ]
    #expect(query.choose(from: onlyOldPortrait)?.imageURL.lastPathComponent == "new-landscape.jpg")
    let undated = [
      Self.poster("old", width: 5, height: 10, posted: "2019-01-01"),
      Self.poster("undated", width: 5, height: 10, posted: nil),
    ]
    #expect(query.choose(from: undated)?.imageURL.lastPathComponent == "undated.jpg")
  }

  @Test("Every candidate list yields one of its members, the best by the rule, first among equals")
  func choiceIsBestAndStable() {
    let query = PosterQuery(title: "x", productionYear: 2020)
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<200 {
      let list = (0..<Int.random(in: 0...8, using: &generator)).map { index in
        Self.poster(
          "p\(index)", width: Int.random(in: 1...3, using: &generator),
          height: Int.random(in: 1...3, using: &generator),
          posted: Bool.random(using: &generator) ? nil : "\(Int.random(in: 2017...2023, using: &generator))-06-01")
      }
      func score(_ poster: Poster) -> Int {
        let year = poster.postedAt.map { CalendarDay($0, in: .seoul).year }
        return ((year ?? 9999) >= 2020 ? 2 : 0) + (poster.height > poster.width ? 1 : 0)
      }
      let best = list.map(score).max()
      let expected = list.first { score($0) == best }
      #expect(query.choose(from: list) == expected)
    }
  }
}
