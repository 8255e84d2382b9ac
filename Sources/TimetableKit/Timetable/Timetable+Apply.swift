extension Timetable {
  /// Applies one change: the function every ``TimetableRepository`` runs inside its transaction.
  ///
  /// - Throws: the ``TimetableError`` of the method the command names; the timetable is unchanged then.
  public mutating func apply(_ command: TimetableCommand) throws(TimetableError) {
    switch command {
    case .add(let course): try add(course)
    case .remove(let id): _ = try remove(id)
    case .setCreditLimit(let limit): try setCreditLimit(limit)
    case .rename(let name): self.name = name
    }
  }
}
