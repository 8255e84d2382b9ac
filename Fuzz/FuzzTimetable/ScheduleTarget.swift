import FuzzSupport
import TimetableKit

/// `ScheduleParser.parse` on any text.
///
/// Checks: every slot is a real run of periods (1...15, start ≤ end) in a non-blank room; the slots, printed in
/// the grammar one group per slot, parse back to the same slots; an error quotes the text and points inside it.
enum ScheduleTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let slots: [TimeSlot]
    do {
      slots = try ScheduleParser.parse(text)
    } catch {
      fuzzCheck(error.text == text, "the error quotes another text: \(error)")
      fuzzCheck((0...text.count).contains(error.position), "position \(error.position) outside the text: \(error)")
      fuzzCheck(!error.description.isEmpty, "empty description")
      return
    }
    for slot in slots {
      fuzzCheck(ScheduleParser.periodRange.contains(slot.startPeriod), "start out of range: \(slot)")
      fuzzCheck(ScheduleParser.periodRange.contains(slot.endPeriod), "end out of range: \(slot)")
      fuzzCheck(slot.startPeriod <= slot.endPeriod, "reversed slot: \(slot)")
      fuzzCheck(!slot.location.isEmpty, "empty location: \(slot)")
    }
    let printed = slots.map { slot in
      let periods = slot.periods.map(String.init).joined(separator: ",")
      return "\(slot.location)(\(slot.day.koreanSymbol)\(periods))"
    }.joined(separator: ",")
    let reparsed = try? ScheduleParser.parse(printed)
    fuzzCheck(
      reparsed == slots, "\(text.debugDescription) → \(printed.debugDescription) → \(String(describing: reparsed))")
  }
}
