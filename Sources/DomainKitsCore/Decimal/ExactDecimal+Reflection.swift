/// `dump` and a debugger show an exact decimal as its text, with no children: the fixed-point units are storage.
extension Price: CustomReflectable {
  /// The price as text, without its storage.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}

extension Quantity: CustomReflectable {
  /// The quantity as text, without its storage.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}

extension WideDecimal: CustomReflectable {
  /// The value as text, without its storage.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: nil) }
}
