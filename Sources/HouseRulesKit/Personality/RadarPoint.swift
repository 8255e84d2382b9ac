import Foundation

/// A point of the radar graph in screen coordinates (y grows downwards, as in UIKit, SwiftUI and SVG).
public struct RadarPoint: Hashable, Sendable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
