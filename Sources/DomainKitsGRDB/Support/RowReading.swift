import GRDB

/// A row being read back into a kit's value, with the table and key that name it in errors.
///
/// GRDB's plain subscripts trap on a NULL or a mistyped column; a file edited by another tool (or damaged) must
/// give a typed error instead, so every column is read through ``value(_:)``.
struct StoredRow {
  let row: Row
  let table: String
  let key: String

  /// The column at `index` as `Value` (an optional type reads NULL as `nil`).
  ///
  /// - Throws: ``PersistenceError/invalidStoredValue(table:key:reason:)`` for a NULL in a required column or a
  ///   value of another type.
  func value<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ index: Int) throws(PersistenceError)
    -> Value
  {
    do {
      return try row.decode(Value.self, atIndex: index)
    } catch {
      throw invalid("column \(index): \(error)")
    }
  }

  /// The column at `index` as `Value?`, NULL reading as `nil`.
  func optional<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ index: Int) throws(PersistenceError)
    -> Value?
  {
    do {
      return try row.decode(Value?.self, atIndex: index)
    } catch {
      throw invalid("column \(index): \(error)")
    }
  }

  /// The column at `index` as an `Int` that fits the kit's `Int` (SQLite integers are 64-bit).
  func int(_ index: Int) throws(PersistenceError) -> Int {
    let value: Int64 = try self.value(index)
    guard let int = Int(exactly: value) else { throw invalid("column \(index): \(value) does not fit an Int") }
    return int
  }

  /// A key column as text for messages: its text, or the SQL literal of a value of another type.
  static func keyText(_ value: DatabaseValue) -> String {
    String.fromDatabaseValue(value) ?? value.description
  }

  /// The error for this row.
  func invalid(_ reason: String) -> PersistenceError {
    .invalidStoredValue(table: table, key: key, reason: reason)
  }
}
