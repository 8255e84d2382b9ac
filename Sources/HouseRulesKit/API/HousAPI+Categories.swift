import Foundation

extension HousAPI {
  // MARK: Rule categories

  /// `POST /room/{roomId}/rules/category` with `{categoryName, categoryIcon}`: adds the category; the answer is the
  /// category the server stored, with the identifier it gave it.
  public static func addCategory(_ category: RuleCategory, to room: HouseID) -> Endpoint<RuleCategory, HousServerError>
  {
    Endpoint(
      method: .post, path: "/room/\(segment(room))/rules/category", body: HousRequestEncoder.categoryBody(for: category)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.category(from:))
    }
  }

  /// `PUT /room/{roomId}/rules/category/{categoryId}` with `{categoryName, categoryIcon}`: renames the category
  /// named by `category.id` or changes its icon; the answer is the category the server stored.
  public static func updateCategory(_ category: RuleCategory, in room: HouseID)
    -> Endpoint<RuleCategory, HousServerError>
  {
    Endpoint(
      method: .put, path: "/room/\(segment(room))/rules/category/\(segment(category.id))",
      body: HousRequestEncoder.categoryBody(for: category)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.category(from:))
    }
  }

  /// `DELETE /room/{roomId}/rules/category/{categoryId}`, no body: removes the category and its rules
  /// (`"data": null`).
  public static func removeCategory(_ category: CategoryID, from room: HouseID) -> Endpoint<Void, HousServerError> {
    Endpoint(
      method: .delete, path: "/room/\(segment(room))/rules/category/\(segment(category))",
      decode: HousAPI.acknowledged)
  }
}
