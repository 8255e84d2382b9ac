import Foundation

/// The image hosts known to serve the same images over https, so that a plain `http://` image URL from them can be
/// upgraded: App Transport Security blocks plain HTTP loads on iOS unless the app opts out.
///
/// The list is small on purpose: Kakao's and Daum's content networks, the hosts behind Kakao image search that appear
/// with `http://` in real responses (`scrap.kakaocdn.net`, `img1.daumcdn.net`) and with `https://` in others
/// (`blog.kakaocdn.net`, `search1.kakaocdn.net`, `t1.daumcdn.net`). Any other host keeps its URL, and the poster says
/// so with ``Poster/requiresInsecureLoad``.
enum SecureImageHosts {
  /// Registrable domains whose hosts (the domain itself and every subdomain) serve https.
  static let domains = ["kakaocdn.net", "daumcdn.net"]

  /// Whether `host` is one of ``domains`` or a subdomain of one (case-insensitive).
  static func servesHTTPS(_ host: String) -> Bool {
    let host = host.lowercased()
    return domains.contains { host == $0 || host.hasSuffix("." + $0) }
  }

  /// `url` with `https` in place of `http` when its host serves https and it names no port (an explicit port is
  /// the plain-HTTP port of that host, where TLS would fail); otherwise `url` unchanged.
  static func upgraded(_ url: URL) -> URL {
    guard url.scheme?.lowercased() == "http", url.port == nil, let host = url.host, servesHTTPS(host) else {
      return url
    }
    let text = url.absoluteString
    guard let colon = text.firstIndex(of: ":") else { return url }
    return URL(string: "https" + text[colon...]) ?? url
  }
}
