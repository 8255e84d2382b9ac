import DomainKitsCore
import Foundation
import PropertyBased
import Testing

/// `URL(string:encodingInvalidCharacters: false)` parses as `URL(string:)` did before iOS 17 and macOS 14: it returns
/// `nil` instead of encoding. Every address WebAddress produces must pass it, so old devices read it unchanged.
private func strictlyParsed(_ text: String) -> URL? {
  URL(string: text, encodingInvalidCharacters: false)
}

@Suite("WebAddress")
struct WebAddressTests {
  @Test(
    "Encodes what RFC 3986 does not allow; the result parses strictly, to itself",
    arguments: [
      ("https://img.example.com/poster 1.jpg", "https://img.example.com/poster%201.jpg"),
      (
        "https://img.example.com/포스터/한.jpg",
        "https://img.example.com/%ED%8F%AC%EC%8A%A4%ED%84%B0/%ED%95%9C.jpg"
      ),
      // Linux's URL(string:) gives ".../%25ED%2595%259C%20%ED%95%9C.jpg" here: the escape encoded a second time.
      ("https://img.example.com/%ED%95%9C 한.jpg", "https://img.example.com/%ED%95%9C%20%ED%95%9C.jpg"),
      (
        "http://t1.daumcdn.net/thumb?fname=http%3A%2F%2Fcfile.example%2Fa b.jpg",
        "http://t1.daumcdn.net/thumb?fname=http%3A%2F%2Fcfile.example%2Fa%20b.jpg"
      ),
      ("https://a.example/?q=한 글&page=1#top part", "https://a.example/?q=%ED%95%9C%20%EA%B8%80&page=1#top%20part"),
      ("https://a.example/a|b{c}", "https://a.example/a%7Cb%7Bc%7D"),
      ("https://a.example/\"<>\\^`", "https://a.example/%22%3C%3E%5C%5E%60"),
      ("https://a.example/50%", "https://a.example/50%25"),
      ("https://a.example/%zz", "https://a.example/%25zz"),
      ("https://a.example/a#b#c", "https://a.example/a#b%23c"),
      ("https://a.example/[1]", "https://a.example/%5B1%5D"),
      ("  https://a.example/x\n", "https://a.example/x"),
    ])
  func encodes(text: String, expected: String) throws {
    #expect(WebAddress.encoded(text) == expected)
    let url = try #require(WebAddress.url(text))
    #expect(url.absoluteString == expected)
    #expect(strictlyParsed(url.absoluteString)?.absoluteString == expected)
  }

  @Test("The inputs with a space or Hangul are what strict parsing, and so iOS 16, refuses")
  func oldParserRefusesRawText() {
    #expect(strictlyParsed("https://img.example.com/poster 1.jpg") == nil)
    #expect(strictlyParsed("https://img.example.com/포스터/한.jpg") == nil)
    #expect(strictlyParsed("https://img.example.com/%ED%95%9C 한.jpg") == nil)
  }

  @Test(
    "Valid addresses come back byte for byte",
    arguments: [
      "https://blog.kakaocdn.net/dn/bQ2xT/sea1998poster/img.jpg",
      "https://search1.kakaocdn.net/argon/130x130_85_c//img.jpg",
      "http://scrap.kakaocdn.net/dn/d0u97H/img.jpg?width=1280&height=720&face=62_252_106_300",
      "HTTPS://A.EXAMPLE/%e3%81%82",
      "https://user@[::1]:8080/a;b=c/d?x=!$&'()*+,;=:@/?#f/?",
      "https://a.example",
    ])
  func keepsValidText(text: String) throws {
    #expect(WebAddress.encoded(text) == text)
    #expect(try #require(WebAddress.url(text)).absoluteString == text)
  }

  @Test("Empty text and blanks are no address; relative references stay relative")
  func emptyAndRelative() throws {
    #expect(WebAddress.url("") == nil)
    #expect(WebAddress.url(" \t\n") == nil)
    let relative = try #require(WebAddress.url("not a url"))
    #expect(relative.absoluteString == "not%20a%20url")
    #expect(relative.scheme == nil)
    // A colon in a relative path's first segment would read as a scheme.
    #expect(WebAddress.encoded("한:1.jpg") == "%ED%95%9C%3A1.jpg")
    #expect(WebAddress.url("https://a.example:port/") == nil)
  }

  @Test("Any text: the result parses strictly, encoding it again changes nothing, and decoding gives the text back")
  func properties() async {
    let pieces = [
      "a", "Z", "0", "/", "?", "#", "%", "%4", "%41", "F", " ", "한", ":", "@", "[", "]", "|", "+", "&", "=", "é",
    ]
    await propertyCheck(count: 500, input: Gen.element(of: pieces).compactMap { $0 }.array(of: 0...16)) { parts in
      let path = parts.joined()
      let text = "https://img.example.com/" + path
      let encoded = WebAddress.encoded(text)
      #expect(strictlyParsed(encoded)?.absoluteString == encoded)
      #expect(WebAddress.encoded(encoded) == encoded)
      #expect(WebAddress.url(text)?.absoluteString == encoded)
      if !path.contains("%") {
        #expect(encoded.removingPercentEncoding == text.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
  }
}
