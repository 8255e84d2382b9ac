import Foundation

extension ListedShortGame {
  /// Maps a `shortGame` found at `field`.
  ///
  /// - Throws: ``WagerError/malformedPayload(field:reason:)`` naming `field.finishAt` when it is not a Seoul
  ///   `LocalDateTime`.
  init(dto: ShortGameDTO, field: String) throws(WagerError) {
    var finishedAt: Date?
    if let text = dto.finishAt {
      finishedAt = try WagerServerText.date(text, field: field + ".finishAt")
    }
    self.init(id: dto.id, isEnabled: dto.enable, finishedAt: finishedAt)
  }
}
