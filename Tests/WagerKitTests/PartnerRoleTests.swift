import Testing
import WagerKit

@Suite("PartnerRole")
struct PartnerRoleTests {
  @Test("Each seat's partner is the other seat")
  func partner() {
    #expect(PartnerRole.first.partner == .second)
    #expect(PartnerRole.second.partner == .first)
    for role in PartnerRole.allCases { #expect(role.partner.partner == role) }
  }
}
