import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DemoFailure {
  /// A file a command reads or writes (an `--ics`, `--svg` or gallery file, a bundled sample): the path and the
  /// reason in words, from the system's error number, instead of Foundation's dump of the error.
  static func file(_ error: CocoaError) -> DemoFailure {
    let path = error.filePath ?? error.url?.path ?? "a file"
    // Foundation's reading errors are codes 256...511; its writing errors 512... and 4 (no such file).
    let reading = (256..<512).contains(error.code.rawValue)
    let failed = reading ? "cannot read \(path)" : "cannot write \(path)"
    let unusable = reading ? SysExit.noInput : SysExit.cantCreate
    guard let code = (error.underlying as? POSIXError)?.code ?? posixCode(for: error.code) else {
      return DemoFailure(
        "\(failed): \(error.localizedDescription)", exitCode: reading ? SysExit.noInput : SysExit.ioError)
    }
    switch code {
    case .ENOENT where reading:
      return DemoFailure("\(path) does not exist", exitCode: SysExit.noInput)
    case .ENOENT:
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      return DemoFailure("\(failed): the folder \(folder) does not exist", exitCode: SysExit.cantCreate)
    case .EACCES, .EPERM:
      return DemoFailure("\(failed): permission denied", exitCode: SysExit.noPermission)
    case .EROFS:
      return DemoFailure("\(failed): the file system is read-only", exitCode: SysExit.noPermission)
    case .ENOSPC, .EDQUOT:
      return DemoFailure("\(failed): the disk is full", exitCode: SysExit.ioError)
    case .EFBIG:
      return DemoFailure("\(failed): the file has reached its size limit", exitCode: SysExit.ioError)
    case .EISDIR:
      return DemoFailure("\(failed): it is a folder", exitCode: unusable)
    case .ENOTDIR:
      return DemoFailure("\(failed): part of its path is a file, not a folder", exitCode: unusable)
    default:
      let reason = String(cString: strerror(code.rawValue)).lowercased()
      return DemoFailure("\(failed): \(reason)", exitCode: reading ? SysExit.noInput : SysExit.ioError)
    }
  }

  /// The system's error number a Foundation file error stands for, when it carries none of its own.
  private static func posixCode(for code: CocoaError.Code) -> POSIXErrorCode? {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: .ENOENT
    case .fileReadNoPermission, .fileWriteNoPermission: .EACCES
    case .fileWriteOutOfSpace: .ENOSPC
    case .fileWriteVolumeReadOnly: .EROFS
    case .fileReadTooLarge: .EFBIG
    default: nil
    }
  }
}
