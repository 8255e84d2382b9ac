/// One change to a favourites list, applied atomically by ``FavoriteMarketsRepository/update(id:_:)``: what a star
/// button sends, so that an app and its widget starring coins at once lose neither change.
public enum FavoriteMarketsCommand: Sendable, Hashable, Codable {
  /// Adds the code at the end; nothing changes when it is already a favourite.
  case add(MarketCode)
  /// Removes the code; nothing changes when it is not a favourite.
  case remove(MarketCode)
  /// Adds the code when it is not a favourite, removes it when it is (the star button).
  case toggle(MarketCode)
}
