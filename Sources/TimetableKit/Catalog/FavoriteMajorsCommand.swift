/// One change to a student's favourite majors, applied atomically by
/// ``FavoriteMajorsRepository/update(id:_:)``: what a star beside a major sends, so that two devices starring majors
/// at once lose neither change.
///
/// A major is compared as ``FavoriteMajors`` compares it: without surrounding ASCII spaces; a blank one changes
/// nothing.
public enum FavoriteMajorsCommand: Sendable, Hashable, Codable {
  /// Adds the major at the end; nothing changes when it is already a favourite.
  case add(String)
  /// Removes the major; nothing changes when it is not a favourite.
  case remove(String)
  /// Adds the major when it is not a favourite, removes it when it is (the star).
  case toggle(String)
}
