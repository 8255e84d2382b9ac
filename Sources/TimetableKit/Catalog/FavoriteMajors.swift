/// The majors a student marked as favourites, kept in the order they were added, each once.
///
/// Favourites are never pruned when a catalogue changes: a major missing from a later semester stays a favourite
/// and shows again when it returns. Ask which favourites a catalogue offers with ``available(in:)`` and which it
/// does not with ``unavailable(in:)``. An app stores a student's list through a ``FavoriteMajorsRepository``, which
/// changes it with a ``FavoriteMajorsCommand`` (``apply(_:)``).
public struct FavoriteMajors: Hashable, Codable, Sendable {
  /// The favourite majors, in the order added.
  public private(set) var majors: [String]

  /// Creates a list; blanks and repeats are dropped.
  public init(_ majors: [String] = []) {
    self.majors = []
    for major in majors { add(major) }
  }

  /// Whether the major is a favourite.
  public func contains(_ major: String) -> Bool {
    majors.contains(major.trimmingASCIISpaces())
  }

  /// Adds a major (ignored when blank or already there).
  public mutating func add(_ major: String) {
    let trimmed = major.trimmingASCIISpaces()
    guard !trimmed.isEmpty, !majors.contains(trimmed) else { return }
    majors.append(trimmed)
  }

  /// Removes a major, if it is a favourite.
  public mutating func remove(_ major: String) {
    let trimmed = major.trimmingASCIISpaces()
    majors.removeAll { $0 == trimmed }
  }

  /// Adds the major when absent, removes it when present; returns whether it is now a favourite.
  @discardableResult
  public mutating func toggle(_ major: String) -> Bool {
    if contains(major) {
      remove(major)
      return false
    }
    add(major)
    return contains(major)
  }

  /// Applies one change: the function every ``FavoriteMajorsRepository`` runs inside its transaction. A blank
  /// major changes nothing, as with ``add(_:)``.
  public mutating func apply(_ command: FavoriteMajorsCommand) {
    switch command {
    case .add(let major): add(major)
    case .remove(let major): remove(major)
    case .toggle(let major): toggle(major)
    }
  }

  /// The favourites the catalogue offers, in favourite order.
  public func available(in catalog: CourseCatalog) -> [String] {
    let offered = Set(catalog.courses.flatMap(\.departments))
    return majors.filter(offered.contains)
  }

  /// The favourites the catalogue does not offer (kept, so they return with a later semester).
  public func unavailable(in catalog: CourseCatalog) -> [String] {
    let offered = Set(catalog.courses.flatMap(\.departments))
    return majors.filter { !offered.contains($0) }
  }
}

/// The identifier of a favourite-majors list: whose list it is (a student, or one fixed id for a single-user app).
public typealias FavoriteMajorsID = EntityID<FavoriteMajors>
