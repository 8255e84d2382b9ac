extension PersonalityRadarSVG {
  /// How one member's pentagon and legend key are drawn.
  struct MemberLook: Hashable, Sendable {
    /// The fill and outline colour: the type's colour, or a shade of it.
    var color: String
    /// The outline's dash pattern (`stroke-dasharray`); empty for a solid line.
    var dashPattern: String
    /// Whether another member has the same type colour; the legend key then shows the outline too.
    var sharesColor: Bool

    /// ` stroke-dasharray="…"` for a dashed outline, empty for a solid one.
    var dashAttribute: String {
      dashPattern.isEmpty ? "" : " stroke-dasharray=\"\(SVGText.escaped(dashPattern))\""
    }
  }

  /// Each member's look, in order: the colour of the member's type; when several members have the same colour,
  /// the *k*-th of them (from 0) takes the *k*-th of ``Style/sharedColorShades`` and of
  /// ``Style/sharedColorDashPatterns`` (each cycled), so the same members always look the same.
  ///
  /// - Complexity: O(*m*) for *m* members.
  static func memberLooks(_ members: [Member], style: Style) -> [MemberLook] {
    let colors = members.map { style.color(of: $0.scores.type) }
    var counts: [String: Int] = [:]
    for color in colors { counts[color, default: 0] += 1 }
    var ranks: [String: Int] = [:]
    var looks: [MemberLook] = []
    looks.reserveCapacity(colors.count)
    for color in colors {
      guard counts[color, default: 0] > 1 else {
        looks.append(MemberLook(color: color, dashPattern: "", sharesColor: false))
        continue
      }
      let rank = ranks[color, default: 0]
      ranks[color] = rank + 1
      let shades = style.sharedColorShades
      let dashes = style.sharedColorDashPatterns
      let shade = shades.isEmpty ? 0 : shades[rank % shades.count]
      let dash = dashes.isEmpty ? "" : dashes[rank % dashes.count]
      looks.append(MemberLook(color: shaded(color, by: shade), dashPattern: dash, sharesColor: true))
    }
    return looks
  }

  /// `color` mixed toward black (`amount` below 0) or white (above 0) by `amount` (clamped to -1...1), as
  /// `#RRGGBB`; unchanged for an amount of 0 or not a number, and for a colour not written `#RRGGBB` or `#RGB`.
  static func shaded(_ color: String, by amount: Double) -> String {
    guard !amount.isNaN, amount != 0, let channels = rgbChannels(of: color) else { return color }
    let amount = min(max(amount, -1), 1)
    var text = "#"
    for channel in channels {
      let value = Double(channel)
      let mixed = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount
      let digits = String(min(max(Int(mixed.rounded()), 0), 255), radix: 16, uppercase: true)
      text += digits.count < 2 ? "0" + digits : digits
    }
    return text
  }

  /// The red, green and blue of `#RRGGBB` or `#RGB` (0...255 each), or `nil`.
  static func rgbChannels(of color: String) -> [Int]? {
    guard color.first == "#" else { return nil }
    var digits = Array(color.dropFirst())
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 else { return nil }
    var channels: [Int] = []
    for index in stride(from: 0, to: 6, by: 2) {
      guard let channel = Int(String(digits[index...index + 1]), radix: 16) else { return nil }
      channels.append(channel)
    }
    return channels
  }
}
