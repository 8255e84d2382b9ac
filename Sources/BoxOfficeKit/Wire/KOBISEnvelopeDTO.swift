/// A KOBIS response body: either `{"faultInfo": {...}}` or `{"<resultKey>": {...}}`.
///
/// The fault is looked for first, so an error answer (which KOBIS sends with HTTP 200) is never mistaken for a
/// malformed success.
struct KOBISEnvelopeDTO<Result: KOBISResultDTO>: Decodable {
  let faultInfo: KOBISFaultDTO?
  let result: Result?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EnvelopeKey.self)
    faultInfo = try container.decodeIfPresent(KOBISFaultDTO.self, forKey: EnvelopeKey(Self.faultKey))
    result = faultInfo == nil ? try container.decode(Result.self, forKey: EnvelopeKey(Result.resultKey)) : nil
  }

  private static var faultKey: String { "faultInfo" }

  private struct EnvelopeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// The success object of a KOBIS response, found under ``resultKey``.
protocol KOBISResultDTO: Decodable {
  /// `"boxOfficeResult"` or `"movieInfoResult"`.
  static var resultKey: String { get }
}

/// `faultInfo`: KOBIS's error answer.
struct KOBISFaultDTO: Decodable {
  let message: String
  let errorCode: String
}
