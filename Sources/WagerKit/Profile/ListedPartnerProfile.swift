import Foundation

/// The signed-in partner's page as the couple server lists it (`GET /api/user`).
public struct ListedPartnerProfile: Sendable, Equatable {
  /// The partner (`userId`, `nickname`).
  public let partner: Partner
  /// The profile picture, or `nil` when there is none or the text is not a URL.
  public let image: URL?
  /// The day the couple's relationship started (`startDate`), or `nil` when the server sent none.
  public let startDay: CalendarDay?

  /// Creates a listed profile.
  public init(partner: Partner, image: URL?, startDay: CalendarDay?) {
    self.partner = partner
    self.image = image
    self.startDay = startDay
  }
}
