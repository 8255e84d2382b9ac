/// The markets a user marked as favourites (관심), in the order they were added: a value the app owns and stores
/// through a ``FavoriteMarketsRepository``. The favourites tab shows them in the board's order
/// (``MarketBoard/rows(in:)``).
public struct FavoriteMarkets: Sendable, Hashable, Codable, Identifiable {
  /// Whose list this is (a user, a profile, or one fixed id for a single-user app).
  public let id: FavoriteMarketsID
  /// The codes, in the order added, without duplicates.
  public private(set) var codes: [MarketCode]

  /// A list; duplicates in `codes` keep their first place.
  public init(id: FavoriteMarketsID, codes: [MarketCode] = []) {
    self.id = id
    var seen = Set<MarketCode>()
    self.codes = codes.filter { seen.insert($0).inserted }
  }

  /// Whether `code` is a favourite.
  ///
  /// - Complexity: O(*n*) in the number of favourites (a few dozen at most).
  public func contains(_ code: MarketCode) -> Bool { codes.contains(code) }

  /// Adds `code` at the end, or removes it when it is already there (the star button).
  ///
  /// - Returns: whether `code` is a favourite afterwards.
  @discardableResult
  public mutating func toggle(_ code: MarketCode) -> Bool {
    if let index = codes.firstIndex(of: code) {
      codes.remove(at: index)
      return false
    }
    codes.append(code)
    return true
  }

  /// Removes `code` (nothing happens when it is not a favourite).
  public mutating func remove(_ code: MarketCode) {
    codes.removeAll { $0 == code }
  }

  /// Adds `code` at the end (nothing happens when it is already a favourite).
  ///
  /// - Returns: whether `code` was added.
  @discardableResult
  public mutating func add(_ code: MarketCode) -> Bool {
    guard !codes.contains(code) else { return false }
    codes.append(code)
    return true
  }

  /// Applies one change: the function every ``FavoriteMarketsRepository`` runs inside its transaction.
  public mutating func apply(_ command: FavoriteMarketsCommand) {
    switch command {
    case .add(let code): add(code)
    case .remove(let code): remove(code)
    case .toggle(let code): toggle(code)
    }
  }
}

/// The identifier of a favourites list.
public typealias FavoriteMarketsID = EntityID<FavoriteMarkets>
