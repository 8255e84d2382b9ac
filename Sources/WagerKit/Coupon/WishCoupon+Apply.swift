extension WishCoupon {
  /// Applies one change: the function every ``CouponRepository`` runs inside its transaction.
  ///
  /// - Throws: the ``WagerError`` of the method the command names; the coupon is unchanged then.
  public mutating func apply(_ command: CouponCommand) throws(WagerError) {
    switch command {
    case .use(let role, let date): try use(by: role, at: date)
    case .writeWish(let wish, let role): try writeWish(wish, by: role)
    case .markSeen(let role, let date): _ = markSeen(by: role, at: date)
    }
  }
}
