/// Applies a repository's change closure to a copy of a stored value, and refuses a change that swapped the value
/// for one with another identity: the shared step of every store's `update`.
///
/// - Returns: the changed value, to store, and the closure's result.
/// - Throws: what `change` throws, or ``WagerError/identityChanged(expected:found:)``; the stored value is untouched
///   either way, since only the copy was changed.
func applyChange<Value, Result>(
  to value: Value, identity: (Value) -> String, _ change: (inout Value) throws(WagerError) -> Result
) throws(WagerError) -> (value: Value, result: Result) {
  var copy = value
  let result = try change(&copy)
  let (expected, found) = (identity(value), identity(copy))
  guard expected == found else { throw .identityChanged(expected: expected, found: found) }
  return (copy, result)
}
