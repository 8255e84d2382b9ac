import Foundation

extension ListedHomie {
  /// Maps a listed member at `path` (`["data", "homies", 1]`); `needsID` where the list carries `_id`.
  init(wire dto: HousHomieWire, path: [FieldPath.Component], needsID: Bool = true) throws(HousWireError) {
    guard let name = dto.userName ?? dto.name else {
      throw .malformedJSON(field: FieldPath.text(path + ["userName"]), reason: "missing")
    }
    if needsID, dto.id == nil {
      throw .malformedJSON(field: FieldPath.text(path + ["_id"]), reason: "missing")
    }
    let type = try PersonalityType(housTypeColor: dto.typeColor, field: FieldPath.text(path + ["typeColor"]))
    self.init(id: dto.id.map { HomieID($0) }, name: name, personalityType: type)
  }

  /// Maps a list of members at `path`; an error names the member's index (`homies[1].typeColor`).
  static func list(wire: [HousHomieWire], path: [FieldPath.Component], needsID: Bool = true) throws(HousWireError)
    -> [ListedHomie]
  {
    var homies: [ListedHomie] = []
    for (index, dto) in wire.enumerated() {
      homies.append(try ListedHomie(wire: dto, path: path + [.index(index)], needsID: needsID))
    }
    return homies
  }
}
