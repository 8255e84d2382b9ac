import Foundation
import Testing

@testable import BoxOfficeKit

/// Poster URLs as every platform reads them: the same URL from the same text, valid under the strict parsing of
/// iOS 16 and macOS 13 (`URL(string:encodingInvalidCharacters: false)` on Linux), and loadable under App Transport
/// Security where the host allows it.
@Suite("Poster URLs across platforms")
struct PosterURLTests {
  /// A one-document Kakao image search page.
  private func search(imageURL: String, thumbnailURL: String? = nil, docURL: String? = nil) throws -> PosterSearchResult
  {
    var document: [String: Any] = ["image_url": imageURL, "width": 500, "height": 714]
    if let thumbnailURL { document["thumbnail_url"] = thumbnailURL }
    if let docURL { document["doc_url"] = docURL }
    return try BoxOfficeDecoder.posterSearch(
      from:
        Fixture.json(["meta": ["total_count": 1, "pageable_count": 1, "is_end": true], "documents": [document]]))
  }

  @Test(
    "A space, a Hangul path and a half-escaped path give one valid URL, the same on every platform",
    arguments: [
      ("https://img.cine.example.co.kr/2025/poster 1.jpg", "https://img.cine.example.co.kr/2025/poster%201.jpg"),
      (
        "https://img.cine.example.co.kr/포스터/바다의 끝.jpg",
        "https://img.cine.example.co.kr/%ED%8F%AC%EC%8A%A4%ED%84%B0/%EB%B0%94%EB%8B%A4%EC%9D%98%20%EB%81%9D.jpg"
      ),
      // Linux's URL(string:) encoded the existing escapes again: ".../%25ED%2595%259C%20%ED%95%9C.jpg".
      ("https://img.cine.example.co.kr/%ED%95%9C 한.jpg", "https://img.cine.example.co.kr/%ED%95%9C%20%ED%95%9C.jpg"),
    ])
  func textToURL(text: String, expected: String) throws {
    let result = try search(imageURL: text, thumbnailURL: text, docURL: text)
    #expect(result.skippedCount == 0)
    let poster = try #require(result.candidates.first)
    for url in [poster.imageURL, poster.thumbnailURL, poster.pageURL] {
      #expect(url?.absoluteString == expected)
      #expect(URL(string: expected, encodingInvalidCharacters: false)?.absoluteString == expected)
    }
    #expect(!poster.requiresInsecureLoad)
  }

  @Test("Text that is no web address after encoding is still skipped")
  func stillSkipped() throws {
    for text in ["not a url", "ftp://example.com/a b.jpg", "", "https://:80/a"] {
      let result = try search(imageURL: text)
      #expect(result.candidates.isEmpty, "\(text)")
      #expect(result.skippedCount == 1)
    }
  }

  @Test(
    "Plain-http images on Kakao's and Daum's hosts are upgraded to https",
    arguments: [
      (
        "http://scrap.kakaocdn.net/dn/d0u97H/hyTfBGKMrl/img.jpg?width=1280&height=720",
        "https://scrap.kakaocdn.net/dn/d0u97H/hyTfBGKMrl/img.jpg?width=1280&height=720"
      ),
      (
        "http://img1.daumcdn.net/thumb/R658x0.q70/?fname=a.jpg",
        "https://img1.daumcdn.net/thumb/R658x0.q70/?fname=a.jpg"
      ),
      ("HTTP://T1.DAUMCDN.NET/cfile/1.jpg", "https://T1.DAUMCDN.NET/cfile/1.jpg"),
      ("http://kakaocdn.net/a 1.jpg", "https://kakaocdn.net/a%201.jpg"),
    ])
  func upgraded(text: String, expected: String) throws {
    let poster = try #require(try search(imageURL: text, thumbnailURL: text).candidates.first)
    #expect(poster.imageURL.absoluteString == expected)
    #expect(poster.thumbnailURL?.absoluteString == expected)
    #expect(!poster.requiresInsecureLoad)
  }

  @Test("Other plain-http images keep their URL and are flagged; page URLs are never rewritten")
  func flagged() throws {
    let blog = "http://moviedive.tistory.com/attach/poster.jpg"
    let poster = try #require(try search(imageURL: blog, docURL: "http://blog.naver.com/a/1").candidates.first)
    #expect(poster.imageURL.absoluteString == blog)
    #expect(poster.requiresInsecureLoad)
    #expect(poster.pageURL?.absoluteString == "http://blog.naver.com/a/1")

    // Look-alike hosts and an explicit port are not upgraded: the port is the host's plain-HTTP one.
    for text in [
      "http://evilkakaocdn.net/a.jpg", "http://kakaocdn.net.example/a.jpg", "http://img1.daumcdn.net:8080/a",
    ] {
      let candidate = try #require(try search(imageURL: text).candidates.first)
      #expect(candidate.imageURL.absoluteString == text)
      #expect(candidate.requiresInsecureLoad)
    }
  }

  @Test("Https posters, and posters an app builds itself, follow their own scheme")
  func ownScheme() throws {
    let secure = try #require(URL(string: "https://blogfiles.pstatic.net/a.jpg"))
    #expect(!Poster(imageURL: secure, width: 1, height: 2).requiresInsecureLoad)
    let plain = try #require(URL(string: "http://blogfiles.pstatic.net/a.jpg"))
    #expect(Poster(imageURL: plain, width: 1, height: 2).requiresInsecureLoad)
    // The fixture's real https posters stay as they were.
    let first = try #require(try BoxOfficeDecoder.posterSearch(from: Fixture.kakaoSea).candidates.first)
    #expect(first.imageURL.absoluteString == "https://blog.kakaocdn.net/dn/bQ2xT/sea1998poster/img.jpg")
    #expect(!first.requiresInsecureLoad)
  }
}
