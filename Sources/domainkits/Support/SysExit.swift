/// The exit statuses of sysexits(3) the demo CLI uses after its arguments parsed (ArgumentParser's own usage errors
/// exit `usage`).
enum SysExit {
  /// EX_USAGE: the command line is wrong (a value that names no day, an option this build lacks).
  static let usage: Int32 = 64
  /// EX_DATAERR: the data is wrong: a damaged, foreign or newer database, a stored row that no longer decodes, a
  /// kit's refusal of the data it was given.
  static let dataError: Int32 = 65
  /// EX_NOINPUT: an input file does not exist or cannot be read.
  static let noInput: Int32 = 66
  /// EX_UNAVAILABLE: a service the command needs did not answer (a live feed that never connected within its
  /// `--connect-timeout`, or delivered nothing).
  static let unavailable: Int32 = 69
  /// EX_SOFTWARE: a failure that is the program's own.
  static let software: Int32 = 70
  /// EX_CANTCREAT: an output file cannot be created (a missing folder, a folder in its place).
  static let cantCreate: Int32 = 73
  /// EX_IOERR: reading or writing failed, a full disk included.
  static let ioError: Int32 = 74
  /// EX_TEMPFAIL: another process holds the file; the same command may succeed later.
  static let tempFail: Int32 = 75
  /// EX_NOPERM: no permission, or a read-only file, folder or file system.
  static let noPermission: Int32 = 77
}
