import Foundation

extension PosterSearchResult {
  /// Maps a Kakao image search page. A document whose `image_url` is not an absolute http(s) URL, or whose
  /// size is not positive, cannot be shown: it is skipped and counted in ``skippedCount`` rather than failing
  /// the page. Optional fields that do not read (a bad `doc_url`, an odd `datetime`) become `nil`.
  ///
  /// Every URL is read with `WebAddress`, so a space or Hangul in it gives the same URL on every platform. The
  /// image and thumbnail URLs of hosts known to serve https (``SecureImageHosts``) are upgraded from `http`.
  init(_ dto: KakaoImageSearchDTO) {
    var candidates: [Poster] = []
    candidates.reserveCapacity(dto.documents.count)
    var skipped = 0
    for document in dto.documents {
      guard let imageURL = Self.imageURL(document.image_url), document.width > 0, document.height > 0 else {
        skipped += 1
        continue
      }
      candidates.append(
        Poster(
          imageURL: imageURL, thumbnailURL: document.thumbnail_url.flatMap(Self.imageURL), width: document.width,
          height: document.height, siteName: document.display_sitename ?? "",
          pageURL: document.doc_url.flatMap(Self.webURL),
          postedAt: document.datetime.flatMap(KakaoDateTime.parse)))
    }
    self.init(
      totalCount: dto.meta.total_count, pageableCount: dto.meta.pageable_count, isEnd: dto.meta.is_end,
      candidates: candidates, skippedCount: skipped)
  }

  /// An absolute `http` or `https` URL with a host, or `nil`; read with `WebAddress`, so that what one platform
  /// accepts every platform accepts, as the same URL.
  static func webURL(_ text: String) -> URL? {
    guard let url = WebAddress.url(text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    return url
  }

  /// A web URL for an image: ``webURL(_:)``, then upgraded to `https` where the host serves it.
  static func imageURL(_ text: String) -> URL? {
    webURL(text).map(SecureImageHosts.upgraded)
  }
}

/// Kakao's `datetime`: ISO 8601 with milliseconds and an offset, `"2023-06-10T12:36:51.000+09:00"`.
enum KakaoDateTime {
  /// The instant, or `nil` for text of another shape. Fractional seconds and a `Z` offset are accepted.
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"),
      let day = try? CalendarDay(parsing: String(decoding: bytes[0..<10], as: UTF8.self), format: .extended),
      let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
      hour < 24, minute < 60, second < 61
    else { return nil }
    var index = 19
    var fraction = 0.0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      while index < bytes.count, let digit = number(bytes[index..<index + 1]) {
        fraction += Double(digit) * scale
        scale /= 10
        index += 1
      }
    }
    guard index < bytes.count, let offset = offsetSeconds(bytes[index...]) else { return nil }
    let local = Double(day.dayNumber) * 86_400 + Double(hour * 3_600 + minute * 60 + second) + fraction
    return Date(timeIntervalSince1970: local - Double(offset))
  }

  /// `Z`, `+hh:mm` or `-hh:mm` as seconds east of UTC.
  private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
    if bytes.count == 1, bytes.first == UInt8(ascii: "Z") { return 0 }
    let start = bytes.startIndex
    guard bytes.count == 6, bytes[start + 3] == UInt8(ascii: ":"), let hours = number(bytes[(start + 1)..<(start + 3)]),
      let minutes = number(bytes[(start + 4)..<(start + 6)]), hours <= 14, minutes < 60
    else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "+"): return hours * 3_600 + minutes * 60
    case UInt8(ascii: "-"): return -(hours * 3_600 + minutes * 60)
    default: return nil
    }
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return digits.isEmpty ? nil : value
  }
}
