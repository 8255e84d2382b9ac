#if Server
  import DomainKitsCore
  import Foundation

  /// The two conversions every SUWIKI answer needs: a kit id to the wire's integer, an instant to SUWIKI's zone-less
  /// Seoul time.
  enum SuwikiWireFormat {
    /// The integer a kit id spells (the server makes every id it stores from a number); 0 for text that is not one,
    /// which the server never stores.
    static func number(_ id: String) -> Int {
      Int(id) ?? 0
    }

    /// `date` in Seoul as "2024-03-11T14:02:37" (`createDate`).
    static func seoulTime(_ date: Date) -> String {
      let parts = Calendar.gregorian(in: .seoul).dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
      func padded(_ value: Int?, _ width: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - text.count)) + text
      }
      return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))T"
        + "\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2))"
    }
  }
#endif
