extension HouseLimits {
  /// The limit on one name or text field, to clamp what is typed (``TextLimit/clamp(_:)``) by the count the house
  /// checks when the name is added: a clamped name is never ``HouseRulesError/nameTooLong(_:name:limit:)``.
  ///
  /// ```swift
  /// let typed = house.limits.textLimit(for: .event).clamp(draftTitle)
  /// ```
  public func textLimit(for field: NameField) -> TextLimit {
    switch field {
    case .house: TextLimit(houseName)
    case .member: TextLimit(memberName)
    case .job: TextLimit(job)
    case .introduction: TextLimit(introduction)
    case .hashtag: TextLimit(hashtag)
    case .category: TextLimit(categoryName)
    case .rule: TextLimit(ruleName)
    case .event: TextLimit(eventName)
    }
  }
}
