import Foundation

/// One course record of the USW (Suwon University) portal, exactly as its JSON names the fields: the wire shape
/// behind ``USWPortalDecoder/courses(from:)``. Not API: benchmarks and fuzz targets reach it with
/// `@_spi(Benchmarking) import TimetableKit` to time and check decoding and mapping apart.
///
/// The portal's file is a JSON array of these. Real quirks: `reprPrfsEnoNm` and `capprTypeNm` are sometimes
/// null or absent, `timtSmryCn` is null for about a quarter of the records (practicums, capstones), and `point`
/// is an integer or 1.5.
@_spi(Benchmarking)
public struct USWCourseWire: Decodable, Hashable, Sendable {
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
}
