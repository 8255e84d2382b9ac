/// One change to a stored timetable, applied atomically by ``TimetableRepository/update(id:_:)``: the same rules as
/// the ``Timetable`` methods it names, checked inside the store's transaction.
public enum TimetableCommand: Sendable, Hashable, Codable {
  /// Adds a course (``Timetable/add(_:)``): refused when it is already there, clashes or passes the credit limit.
  case add(Course)
  /// Removes a course (``Timetable/remove(_:)``): refused when it is not there.
  case remove(CourseID)
  /// Sets or clears the credit limit (``Timetable/setCreditLimit(_:)``): refused below the credits already taken.
  case setCreditLimit(Credits?)
  /// Renames the timetable, or clears its name with `nil`.
  case rename(String?)
}
