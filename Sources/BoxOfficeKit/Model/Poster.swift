import Foundation

/// An image found by Kakao image search, a candidate for a film's poster.
public struct Poster: Hashable, Sendable, Codable, Identifiable {
  /// The full-size image (`image_url`).
  public var imageURL: URL
  /// Kakao's thumbnail (`thumbnail_url`); `nil` when missing or not a URL.
  public var thumbnailURL: URL?
  /// The image width in pixels (`width`).
  public var width: Int
  /// The image height in pixels (`height`).
  public var height: Int
  /// The site that shows the image (`display_sitename`, `"Daum카페"`).
  public var siteName: String
  /// The page that shows the image (`doc_url`); `nil` when missing or not a URL.
  public var pageURL: URL?
  /// When the page was posted (`datetime`); `nil` when missing or unreadable.
  public var postedAt: Date?

  /// Creates a poster candidate.
  public init(
    imageURL: URL, thumbnailURL: URL? = nil, width: Int, height: Int, siteName: String = "", pageURL: URL? = nil,
    postedAt: Date? = nil
  ) {
    self.imageURL = imageURL
    self.thumbnailURL = thumbnailURL
    self.width = width
    self.height = height
    self.siteName = siteName
    self.pageURL = pageURL
    self.postedAt = postedAt
  }

  /// The image URL.
  public var id: URL { imageURL }

  /// Whether the image is taller than wide, as film posters are.
  public var isPortrait: Bool { height > width }

  /// Whether loading ``imageURL`` needs a plain `http://` connection, which App Transport Security blocks on iOS
  /// and macOS unless the app allows it (`NSAppTransportSecurity` in its Info.plist).
  ///
  /// Kakao image search returns images from anywhere on the web, some only over plain HTTP. When it maps a search,
  /// BoxOfficeKit upgrades `http` image and thumbnail URLs to `https` for hosts known to serve the same image there
  /// (Kakao's `kakaocdn.net` and Daum's `daumcdn.net`, and their subdomains) and keeps every other URL as it is, so
  /// this property is `true` exactly for the posters an app without an ATS exception cannot show: pick another
  /// candidate, show a placeholder, or load it in an app that allows it. Linux has no ATS and loads either.
  ///
  /// Only the full-size image is considered; thumbnails come from Kakao's own hosts, which are upgraded.
  public var requiresInsecureLoad: Bool { imageURL.scheme?.lowercased() == "http" }
}
