/// One JSON value of a Bithumb message as it came, so that mapping can say which field had which wrong shape
/// instead of failing the whole decode.
enum WireValue: Decodable, Equatable, Sendable {
  case string(String)
  case number(Double)
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .other
    }
  }

  /// Decodes the next value of `container`, trying the shape the format puts there first: a failed attempt
  /// throws, which costs more than the decoding itself.
  static func next(in container: inout any UnkeyedDecodingContainer, expectingNumber: Bool) throws -> WireValue {
    if expectingNumber, let number = try? container.decode(Double.self) { return .number(number) }
    if !expectingNumber, let text = try? container.decode(String.self) { return .string(text) }
    return try container.decode(WireValue.self)
  }

  /// A short rendering for error messages.
  var text: String {
    switch self {
    case .string(let text): "\"\(text.prefix(40))\""
    case .number(let number): "\(number)"
    case .other: "a value that is neither a string nor a number"
    }
  }
}

/// The envelope of a Bithumb public REST response:
/// `{"status":"0000","data":[[1723014780000,"81061000","80860000","81062000","80860000","2.1630537"], ...]}`,
/// or `{"status":"5600","message":"..."}` for an error.
///
/// Each row is `[time in ms (number), open, close, high, low, volume (strings)]`: note close before high and low.
struct BithumbCandlestickEnvelope: Decodable, Sendable {
  let status: WireValue?
  let message: WireValue?
  /// The rows, or `nil` when `data` is missing; a `data` of another shape is kept as `.malformed`.
  let rows: Rows

  enum Rows: Sendable {
    case missing
    case malformed
    case rows([Row])
  }

  /// One candle row, `[time, open, close, high, low, volume]`, value by value.
  struct Row: Decodable, Sendable {
    let values: [WireValue]

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var values: [WireValue] = []
      values.reserveCapacity(container.count ?? 6)
      while !container.isAtEnd {
        values.append(try WireValue.next(in: &container, expectingNumber: values.isEmpty))
      }
      self.values = values
    }
  }

  private enum CodingKeys: String, CodingKey {
    case status, message, data
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try? container.decodeIfPresent(WireValue.self, forKey: .status)
    message = try? container.decodeIfPresent(WireValue.self, forKey: .message)
    if !container.contains(.data) {
      rows = .missing
    } else if let rows = try? container.decode([Row].self, forKey: .data) {
      self.rows = .rows(rows)
    } else {
      rows = .malformed
    }
  }
}
