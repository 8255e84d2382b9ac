extension ChartViewport: Codable {
  private enum CodingKeys: String, CodingKey {
    case candleCount, width, candleWidth, spacing, rightPadding, scrollOffset, minimumCandleWidth,
      maximumCandleWidth
  }

  /// Decodes a stored viewport (to restore a user's zoom and scroll), clamping every value as
  /// ``init(candleCount:width:candleWidth:spacing:rightPadding:candleWidthLimits:)`` does, so stored nonsense
  /// cannot produce a NaN.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let minimum = try container.decode(Double.self, forKey: .minimumCandleWidth)
    let maximum = try container.decode(Double.self, forKey: .maximumCandleWidth)
    self.init(
      candleCount: try container.decode(Int.self, forKey: .candleCount),
      width: try container.decode(Double.self, forKey: .width),
      candleWidth: try container.decode(Double.self, forKey: .candleWidth),
      spacing: try container.decode(Double.self, forKey: .spacing),
      rightPadding: try container.decode(Double.self, forKey: .rightPadding),
      candleWidthLimits: minimum.isFinite && maximum.isFinite
        ? min(minimum, maximum)...max(minimum, maximum) : ChartViewport.defaultCandleWidthLimits)
    setScrollOffset(try container.decode(Double.self, forKey: .scrollOffset))
  }

  /// Encodes the viewport's sizes, limits and scroll offset.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(candleCount, forKey: .candleCount)
    try container.encode(width, forKey: .width)
    try container.encode(candleWidth, forKey: .candleWidth)
    try container.encode(spacing, forKey: .spacing)
    try container.encode(rightPadding, forKey: .rightPadding)
    try container.encode(scrollOffset, forKey: .scrollOffset)
    try container.encode(candleWidthLimits.lowerBound, forKey: .minimumCandleWidth)
    try container.encode(candleWidthLimits.upperBound, forKey: .maximumCandleWidth)
  }
}
