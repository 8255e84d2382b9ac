/// Why a repository could not find what was asked for.
public enum HouseRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No stored house has this identifier.
  case houseNotFound(HouseID)
  /// A house with this identifier is stored already (``HouseRepository/insert(_:)``).
  case duplicateHouse(HouseID)

  /// A sentence naming the missing house.
  public var description: String {
    switch self {
    case .houseNotFound(let id): "no stored house \"\(id)\""
    case .duplicateHouse(let id): "a house \"\(id)\" is stored already"
    }
  }
}
