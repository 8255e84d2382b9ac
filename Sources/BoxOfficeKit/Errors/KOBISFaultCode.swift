/// The fault codes KOBIS documents for the calls this kit makes.
///
/// KOBIS answers faults with HTTP 200 and a body `{"faultInfo": {"message": ..., "errorCode": ...}}`;
/// ``BoxOfficeError/apiFault(code:message:)`` carries the code as text so unknown codes survive too.
public enum KOBISFaultCode: String, Sendable, CaseIterable {
  /// `320010`: the key is not valid ("유효하지않은 키값입니다.").
  case invalidKey = "320010"
  /// `320102`: `targetDt` is missing ("날짜는 필수항목입니다.").
  case missingTargetDate = "320102"
  /// `320103`: `targetDt` is not `yyyyMMdd`.
  case malformedTargetDate = "320103"
}
