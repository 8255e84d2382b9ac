#if SQLite
  import GRDB

  /// A row being read back into a kit's value, with the table and key that name it in errors.
  ///
  /// GRDB's plain subscripts trap on a NULL or a mistyped column, and its fast accessors let SQLite convert
  /// ('three' reads as 0, a BLOB as text); a file edited by another tool, or damaged, must give a typed error instead.
  /// So every column is read through these accessors, which check SQLite's storage class: integers must be stored as
  /// integers, text as text, and required columns must not be NULL.
  package struct StoredRow {
    package let row: Row
    package let table: String
    package let key: String

    /// A row of `table`, named by `key` in errors.
    package init(row: Row, table: String, key: String) {
      self.row = row
      self.table = table
      self.key = key
    }

    /// The text column at `index`; NULL and values of another storage class (a number, a BLOB) are refused.
    package func text(_ index: Int) throws(DomainKitsDatabaseError) -> String {
      guard let text = try optionalText(index) else { throw invalid("column \(index) is NULL") }
      return text
    }

    /// The text column at `index`, NULL reading as `nil`; values of another storage class are refused.
    package func optionalText(_ index: Int) throws(DomainKitsDatabaseError) -> String? {
      let value: DatabaseValue = row[index]
      switch value.storage {
      case .null: return nil
      case .string(let text): return text
      default: throw invalid("column \(index) holds \(value), not text")
      }
    }

    /// The integer column at `index`; NULL and values of another storage class (text, REAL, BLOB) are refused.
    package func int(_ index: Int) throws(DomainKitsDatabaseError) -> Int {
      guard let value = try optionalInt(index) else { throw invalid("column \(index) is NULL") }
      return value
    }

    /// The integer column at `index`, NULL reading as `nil`; values of another storage class are refused.
    package func optionalInt(_ index: Int) throws(DomainKitsDatabaseError) -> Int? {
      let value: DatabaseValue = row[index]
      switch value.storage {
      case .null: return nil
      case .int64(let integer):
        guard let int = Int(exactly: integer) else { throw invalid("column \(index): \(integer) does not fit an Int") }
        return int
      default: throw invalid("column \(index) holds \(value), not an integer")
      }
    }

    /// The REAL column at `index` (an integer reads as its value); NULL, text and BLOB are refused.
    package func double(_ index: Int) throws(DomainKitsDatabaseError) -> Double {
      let value: DatabaseValue = row[index]
      switch value.storage {
      case .double(let double): return double
      case .int64(let integer): return Double(integer)
      default: throw invalid("column \(index) holds \(value), not a number")
      }
    }

    /// A key column as text for messages: its text, or the SQL literal of a value of another type.
    package static func keyText(_ value: DatabaseValue) -> String {
      String.fromDatabaseValue(value) ?? value.description
    }

    /// The error for this row.
    package func invalid(_ reason: String) -> DomainKitsDatabaseError {
      .invalidStoredValue(table: table, key: key, reason: reason)
    }
  }
#endif
