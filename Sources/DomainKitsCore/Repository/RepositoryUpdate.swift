/// What a repository's `update(id:_:)` stored: the value after the command, and whether the command changed it.
///
/// Every kit's repositories change a stored aggregate through a command value in one transaction and answer with
/// this (CONTRIBUTING.md, "The repository contract"), so a store on memory, SQLite or a server reports alike.
public struct RepositoryUpdate<Value: Sendable>: Sendable {
  /// The stored value after the command.
  public let value: Value
  /// Whether the command changed the stored value (`false`: it was already so, as when a coin already a
  /// favourite is added again).
  public let changed: Bool

  /// An update that stored `value`; `changed` says whether it differs from what was stored before.
  public init(value: Value, changed: Bool) {
    self.value = value
    self.changed = changed
  }
}

extension RepositoryUpdate where Value: Equatable {
  /// The update from `before` to `after`: `changed` is `before != after`.
  public init(before: Value, after: Value) {
    self.init(value: after, changed: before != after)
  }
}

extension RepositoryUpdate: Equatable where Value: Equatable {}
extension RepositoryUpdate: Hashable where Value: Hashable {}
extension RepositoryUpdate: Codable where Value: Codable {}
