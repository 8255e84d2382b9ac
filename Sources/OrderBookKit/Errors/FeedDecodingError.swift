import Foundation

/// OrderBookKit's decoding error: DomainKitsCore's `MarketDecodingError`, which CandleKit (`CandleDecodingError`) and
/// MarketBoardKit (`MarketDataError`) share. Every case names the field (a path such as `content.list[3].price`) so a
/// log says exactly what the exchange sent. One malformed level fails its message.
public typealias FeedDecodingError = MarketDecodingError

extension FeedDecodingError {
  /// The error for a `DecodingError` thrown by `JSONDecoder` while reading a DTO.
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .missingField(Self.path(context.codingPath + [key]))
    case .valueNotFound(_, let context):
      self = .missingField(Self.path(context.codingPath))
    case .typeMismatch(let type, let context):
      self = .wrongType(field: Self.path(context.codingPath), expected: Self.typeName(type))
    case .dataCorrupted(let context):
      self =
        context.codingPath.isEmpty
        ? .invalidJSON(context.debugDescription)
        : .invalidValue(field: Self.path(context.codingPath), value: "", expected: context.debugDescription)
    @unknown default:
      self = .invalidJSON(String(describing: error))
    }
  }

  /// Decodes `Value` from `data` with `JSONDecoder`, turning any failure into a typed error.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(FeedDecodingError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw FeedDecodingError(error)
    } catch let error as FeedDecodingError {
      throw error
    } catch {
      throw .invalidJSON(String(describing: error))
    }
  }

  /// "content.list[3].price" for a coding path; `"(root)"` for the top level (DomainKitsCore's one spelling).
  static func path(_ keys: [any CodingKey]) -> String {
    FieldPath.text(keys)
  }

  private static func typeName(_ type: Any.Type) -> String {
    FieldPath.typeDescription(type)
  }
}
