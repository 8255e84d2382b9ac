import Foundation

/// One course record of the USW (Suwon University) portal, exactly as its JSON names the fields, as releases
/// before 0.3.0 made it public.
///
/// ``USWPortalDecoder/courses(from:)`` decodes a portal file straight to courses; the wire shape is internal.
///
/// The portal's file is a JSON array of these. Real quirks: `reprPrfsEnoNm` and `capprTypeNm` are sometimes
/// null or absent, `timtSmryCn` is null for about a quarter of the records (practicums, capstones), and `point`
/// is an integer or 1.5.
@available(*, deprecated, message: "decode and map with USWPortalDecoder.courses(from:), which returns courses")
public struct USWCourseRecord: Decodable, Hashable, Sendable {
  /// The offering department (개설학과), "교양" for general education.
  public let estbDpmjNm: String
  /// The target grade (대상학년), 1...4.
  public let trgtGrdeCd: Int
  /// The course code (과목코드), "10853".
  public let subjtCd: String
  /// The section (분반), "001".
  public let diclNo: String
  /// The course name (과목명).
  public let subjtNm: String
  /// The classification (이수구분): 전선, 전핵, 기교, 선교...
  public let facDvnm: String
  /// The professor (대표교수), or `nil`.
  public let reprPrfsEnoNm: String?
  /// The time/room string (시간표 요약), or `nil`.
  public let timtSmryCn: String?
  /// The credits (학점): a JSON integer or 1.5, read exactly.
  public let point: Credits
  /// The grading (평가방식): 상대평가 or 절대평가.
  public let cretEvalNm: String?
  /// The lecture type (수업유형), or `nil`.
  public let capprTypeNm: String?
  /// The year the course is offered, "2023".
  public let subjtEstbYear: String?
  /// The semester code: "10" first, "20" second.
  public let subjtEstbSmrCd: String?

  /// Creates a record field by field (tests, fixtures, adapters).
  public init(
    estbDpmjNm: String, trgtGrdeCd: Int, subjtCd: String, diclNo: String, subjtNm: String, facDvnm: String,
    reprPrfsEnoNm: String?, timtSmryCn: String?, point: Credits, cretEvalNm: String? = nil,
    capprTypeNm: String? = nil, subjtEstbYear: String? = nil, subjtEstbSmrCd: String? = nil
  ) {
    self.estbDpmjNm = estbDpmjNm
    self.trgtGrdeCd = trgtGrdeCd
    self.subjtCd = subjtCd
    self.diclNo = diclNo
    self.subjtNm = subjtNm
    self.facDvnm = facDvnm
    self.reprPrfsEnoNm = reprPrfsEnoNm
    self.timtSmryCn = timtSmryCn
    self.point = point
    self.cretEvalNm = cretEvalNm
    self.capprTypeNm = capprTypeNm
    self.subjtEstbYear = subjtEstbYear
    self.subjtEstbSmrCd = subjtEstbSmrCd
  }

  /// Decodes a portal file: a JSON array of records.
  ///
  /// - Throws: ``CourseRecordError`` naming the record and field for any JSON that is not an array of records.
  @available(*, deprecated, message: "decode and map with USWPortalDecoder.courses(from:)")
  public static func decodeList(from data: Data) throws(CourseRecordError) -> [USWCourseRecord] {
    try USWPortalDecoder.records(from: data).map(USWCourseRecord.init)
  }

  /// The wire record with the same fields.
  var wire: USWCourseWire {
    USWCourseWire(
      estbDpmjNm: estbDpmjNm, trgtGrdeCd: trgtGrdeCd, subjtCd: subjtCd, diclNo: diclNo, subjtNm: subjtNm,
      facDvnm: facDvnm, reprPrfsEnoNm: reprPrfsEnoNm, timtSmryCn: timtSmryCn, point: point, cretEvalNm: cretEvalNm,
      capprTypeNm: capprTypeNm, subjtEstbYear: subjtEstbYear, subjtEstbSmrCd: subjtEstbSmrCd)
  }

  init(_ wire: USWCourseWire) {
    self.init(
      estbDpmjNm: wire.estbDpmjNm, trgtGrdeCd: wire.trgtGrdeCd, subjtCd: wire.subjtCd, diclNo: wire.diclNo,
      subjtNm: wire.subjtNm, facDvnm: wire.facDvnm, reprPrfsEnoNm: wire.reprPrfsEnoNm, timtSmryCn: wire.timtSmryCn,
      point: wire.point, cretEvalNm: wire.cretEvalNm, capprTypeNm: wire.capprTypeNm,
      subjtEstbYear: wire.subjtEstbYear, subjtEstbSmrCd: wire.subjtEstbSmrCd)
  }
}
