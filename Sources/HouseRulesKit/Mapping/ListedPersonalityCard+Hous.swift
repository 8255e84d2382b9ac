import Foundation

extension ListedPersonalityCard {
  /// Maps a type's details; `path` is where they sit in their document (`["data"]`). The matches are named by
  /// their Korean names (`good.typeName`), which must be those of the five tested types.
  init(wire dto: HousTypeDetailWire, path: [FieldPath.Component]) throws(HousWireError) {
    let type = try PersonalityType(housTypeColor: dto.typeColor, field: FieldPath.text(path + ["typeColor"]))
    let card: PersonalityCard?
    if type.isTested {
      guard let good = PersonalityType(housTypeName: dto.good.typeName) else {
        throw .unknownTypeName(dto.good.typeName, field: FieldPath.text(path + ["good", "typeName"]))
      }
      guard let bad = PersonalityType(housTypeName: dto.bad.typeName) else {
        throw .unknownTypeName(dto.bad.typeName, field: FieldPath.text(path + ["bad", "typeName"]))
      }
      card = PersonalityCard(
        type: type, comment: dto.typeOneComment, description: dto.typeDesc, recommendedRulesTitle: dto.typeRulesTitle,
        recommendedRules: dto.typeRules, goodMatch: good, badMatch: bad)
    } else {
      card = nil
    }
    self.init(
      memberName: dto.userName, personalityType: type, card: card,
      imageURL: dto.typeImg.flatMap(PersonalityQuestion.illustrationURL))
  }
}
