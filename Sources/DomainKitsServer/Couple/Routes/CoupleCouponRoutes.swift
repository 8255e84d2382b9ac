#if Server
  import Foundation
  import Hummingbird
  import WagerKit

  /// The couple app's wish coupons (4 of 19): a partner's coupons with the badges' counts, writing the wish of a
  /// blank coupon, one coupon, and using it. The rules are WagerKit's (`WishCoupon`, `CouponRepository`): only the
  /// owner writes or uses a coupon, a coupon is used once and only with a wish, the owner's first look marks it
  /// seen. A coupon's id is its battle's; a coupon of another couple is 404, as if it did not exist.
  @available(macOS 14, iOS 17, tvOS 17, *)
  struct CoupleCouponRoutes: Sendable {
    /// What the handlers share.
    let base: CoupleRoutes

    /// Adds the routes to the `/couple` group.
    func add(to group: RouterGroup<ServerRequestContext>) {
      let routes = self
      group.get("/api/user/{userId}/wish") { request, context in
        await routes.base.answer(context) { try await routes.coupons(request, context) }
      }
      group.patch("/api/wish") { request, context in
        await routes.base.answer(context) { try await routes.writeWish(request) }
      }
      group.get("/api/wish/{wishCouponId}") { request, context in
        await routes.base.answer(context) { try await routes.coupon(request, context) }
      }
      group.patch("/api/wish/{wishCouponId}") { request, context in
        await routes.base.answer(context) { try await routes.use(request, context) }
      }
    }

    /// `GET /api/user/{userId}/wish`: the coupons the caller or the partner owns, newest settled first, with how
    /// many they have not used and not seen (the kit's `CouponCounts`). No couple is UE1006; a user who is neither
    /// is UE5002.
    func coupons(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let user = try base.pathID(context, "userId")
      let member = try await base.requireMembership(of: caller)
      guard let owner = member.couple.role(of: PartnerID(String(user))) else { throw CoupleFailure.userNotFound }
      let store = base.repositories.coupons
      let coupons = try await store.coupons(couple: member.couple.id, owner: owner)
      let counts = try await store.counts(couple: member.couple.id, owner: owner)
      return try Response.json(
        CoupleWishCouponsWire(
          availableWishCoupon: counts.unused, newWishCoupon: counts.unseen,
          wishCouponList: coupons.map { CoupleWishCouponWire($0) }))
    }

    /// `PATCH /api/wish` with `{gameType: "SHORT", content}`: writes the wish of the caller's oldest won coupon that
    /// has none and is unused (`CouponRepository.writeWish`, the kit normalizing it). None, no couple, or a wish
    /// the kit refuses (blank) is UE1001.
    func writeWish(_ request: Request) async throws -> Response {
      let caller = try await base.caller(request)
      let wish = try CoupleRequestReader.wish(try await base.body(request))
      guard let member = try await base.membership(of: caller) else { throw CoupleFailure.badRequest }
      let store = base.repositories.coupons
      let owned = try await store.coupons(couple: member.couple.id, owner: member.role)
      guard let blank = owned.last(where: { !$0.isVisible && !$0.isUsed }) else { throw CoupleFailure.badRequest }
      try await store.writeWish(id: blank.id, wish, by: member.role)
      return CoupleRoutes.noContent()
    }

    /// `GET /api/wish/{wishCouponId}`: one coupon of the caller's couple, whether it is the caller's, and its
    /// owner's nickname (null for a void coupon); the owner's first look marks it seen. Anything else is UE5006.
    func coupon(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let (found, member) = try await ownedCoupon(try base.pathID(context, "wishCouponId"), of: caller)
      var coupon = found
      if coupon.owner == member.role, !coupon.isSeen {
        coupon = try await base.repositories.coupons.update(
          id: coupon.id, .markSeen(by: member.role, at: base.clock.now())
        ).value
      }
      return try Response.json(
        CoupleWishCouponDetailWire(
          isMine: coupon.owner == member.role,
          nickname: CoupleNullable(coupon.owner.flatMap { member.couple.partner($0)?.nickname }),
          wishCoupon: CoupleWishCouponWire(coupon)))
    }

    /// `PATCH /api/wish/{wishCouponId}`: the owner uses a coupon that has a wish, once (`WagerService.useCoupon`,
    /// atomic in the store). The partner's coupon, a void, blank or used one is UE1001 (the original server checked
    /// nothing); a coupon of another couple UE5006.
    func use(_ request: Request, _ context: ServerRequestContext) async throws -> Response {
      let caller = try await base.caller(request)
      let (coupon, member) = try await ownedCoupon(try base.pathID(context, "wishCouponId"), of: caller)
      try await base.wager.useCoupon(coupon.id, by: member.role)
      return CoupleRoutes.noContent()
    }

    /// The coupon `id` of the caller's active couple, with the membership.
    ///
    /// - Throws: ``CoupleFailure/couponNotFound`` (UE5006) for a coupon that does not exist or is another
    ///   couple's, or when the caller has no couple.
    private func ownedCoupon(_ id: Int64, of caller: CoupleCaller) async throws
      -> (coupon: WishCoupon, member: CoupleMembership)
    {
      guard let member = try await base.membership(of: caller),
        let coupon = try await base.repositories.coupons.coupon(id: BattleID(String(id))),
        coupon.coupleID == member.couple.id
      else { throw CoupleFailure.couponNotFound }
      return (coupon, member)
    }
  }
#endif
