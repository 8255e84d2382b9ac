import Foundation

/// A ``BattleRepository`` in memory: an actor, so each method runs alone and "insert if none is live" is atomic.
///
/// It keeps an index of each couple's live battle and each couple's finalized battles in order, so
/// ``liveBattle(couple:)`` is O(1) and ``finishedBattles(couple:)`` is O(*k*) in that couple's battles.
public actor InMemoryBattleRepository: BattleRepository {
  private var battles: [BattleID: Battle] = [:]
  private var live: [CoupleID: BattleID] = [:]
  /// Each couple's finalized battles, oldest first, by (finalizedAt, id).
  private var finished: [CoupleID: [(at: Date, id: BattleID)]] = [:]

  /// Creates an empty repository.
  public init() {}

  /// Stores a new battle; see ``BattleRepository/insert(_:)``. O(1).
  public func insert(_ battle: Battle) throws {
    // The rule first: a retried insert of the live battle itself reads "already running (existing: this id)".
    if battle.isLive, let existing = live[battle.coupleID] {
      throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
    }
    guard battles[battle.id] == nil else { throw WagerError.duplicateBattle(battle: battle.id) }
    store(battle, replacing: nil)
  }

  /// The battle with this identifier, or `nil`. O(1).
  public func battle(id: BattleID) -> Battle? {
    battles[id]
  }

  /// The couple's created or running battle, or `nil`. O(1).
  public func liveBattle(couple: CoupleID) -> Battle? {
    live[couple].flatMap { battles[$0] }
  }

  /// The couple's finalized battles, newest first. O(*k*) in the couple's finished battles.
  public func finishedBattles(couple: CoupleID) -> [Battle] {
    guard let entries = finished[couple] else { return [] }
    return entries.reversed().compactMap { battles[$0.id] }
  }

  /// Applies `command` to a copy of the battle and stores the copy only if the command succeeds; see
  /// ``BattleRepository/update(id:_:)``.
  @discardableResult
  public func update(id: BattleID, _ command: BattleCommand) throws -> RepositoryUpdate<Battle> {
    guard let before = battles[id] else { throw WagerError.battleNotFound(battle: id) }
    var battle = before
    try battle.apply(command)
    if battle.isLive, let existing = live[battle.coupleID], existing != id {
      throw WagerError.battleAlreadyRunning(couple: battle.coupleID, existing: existing)
    }
    if battle != before { store(battle, replacing: before) }
    return RepositoryUpdate(before: before, after: battle)
  }

  private func store(_ battle: Battle, replacing before: Battle?) {
    battles[battle.id] = battle
    if battle.isLive {
      live[battle.coupleID] = battle.id
    } else if live[battle.coupleID] == battle.id {
      live[battle.coupleID] = nil
    }
    guard before?.finalizedAt != battle.finalizedAt else { return }
    if let at = before?.finalizedAt {
      finished[battle.coupleID]?.removeAll { $0.id == battle.id && $0.at == at }
    }
    if let at = battle.finalizedAt {
      let entry = (at: at, id: battle.id)
      // Battles are usually finalized in time order, so the new entry goes at the end; search back from there.
      // The array is changed in place through the subscript, without a copy.
      let position = Self.position(of: entry, in: finished[battle.coupleID])
      finished[battle.coupleID, default: []].insert(entry, at: position)
    }
  }

  private static func position(of entry: (at: Date, id: BattleID), in entries: [(at: Date, id: BattleID)]?) -> Int {
    guard let entries else { return 0 }
    var position = entries.endIndex
    while position > entries.startIndex, isOlder(entry, than: entries[position - 1]) { position -= 1 }
    return position
  }

  private static func isOlder(_ lhs: (at: Date, id: BattleID), than rhs: (at: Date, id: BattleID)) -> Bool {
    lhs.at != rhs.at ? lhs.at < rhs.at : lhs.id < rhs.id
  }
}
