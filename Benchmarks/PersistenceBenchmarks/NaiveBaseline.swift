import CandleKit
import DomainKitsGRDB
import Foundation
import GRDB
import TimetableKit

/// The original apps' way, transposed to SQLite: one record at a time, each its own transaction (the Core Data
/// loop that saved after every record), with a statement compiled for every row.
enum NaiveBaseline {
  /// Replaces the catalogue of `catalogue` (a `course_catalogue` id) row by row, outside a transaction.
  static func replaceCatalogue(_ courses: [Course], catalogue: Int64, in writer: any DatabaseWriter) throws {
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "DELETE FROM course_department WHERE catalogue_id = ?", arguments: [catalogue])
      try db.execute(sql: "DELETE FROM course WHERE catalogue_id = ?", arguments: [catalogue])
      for (position, course) in courses.enumerated() {
        try db.execute(
          sql: """
            INSERT INTO course (catalogue_id, position, name, schedule_text, code, section, professor,
              classification, grade, credits_tenths, evaluation_method, lecture_type, offered_year, offered_term,
              departments) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            catalogue, position, course.name, course.scheduleText, course.code, course.section,
            course.professor, course.classification, course.grade, course.credits.tenths, course.evaluationMethod,
            course.lectureType, course.semester?.year, course.semester?.term.rawValue,
            course.departments.map { "\($0.utf8.count):\($0)" }.joined(),
          ])
        for department in course.departments {
          try db.execute(
            sql: "INSERT INTO course_department (catalogue_id, department, position) VALUES (?, ?, ?)",
            arguments: [catalogue, department, position])
        }
      }
    }
  }

  /// Inserts candles row by row, outside a transaction.
  static func saveCandles(_ candles: [Candle], symbol: String, in writer: any DatabaseWriter) throws {
    try writer.writeWithoutTransaction { db in
      for candle in candles {
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO candle (symbol, interval, time, open, high, low, close, volume) VALUES (?, '1m', ?, ?, ?, ?, ?, ?)",
          arguments: [
            symbol, Int64((candle.time.timeIntervalSince1970 * 1_000).rounded()), candle.open, candle.high, candle.low,
            candle.close, candle.volume,
          ])
      }
    }
  }
}
