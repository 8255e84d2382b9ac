import Foundation

extension ListedPartnerProfile {
  /// Maps the my-page response; the user id becomes the partner's text identifier ("1").
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `startDate`.
  init(dto: ProfileResponseDTO) throws(WagerError) {
    var startDay: CalendarDay?
    if let text = dto.startDate {
      startDay = try WagerServerText.day(text, field: "startDate")
    }
    self.init(
      partner: Partner(id: PartnerID(String(dto.userId)), nickname: dto.nickname),
      image: WagerServerText.url(dto.image), startDay: startDay)
  }
}
