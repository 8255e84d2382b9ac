import Foundation

extension HousAPI {
  // MARK: The account

  /// `DELETE /user/`, no body: deletes the viewer's account. The document lists no answer; an empty body or an
  /// envelope saying `"success": true` is accepted. Then sign out (`APIClient.signOut()`).
  public static var quit: Endpoint<Void, HousServerError> {
    Endpoint(method: .delete, path: "/user/") { response throws(APIError<HousServerError>) in
      try HousAPI.expectSuccess(response, allowingEmptyBody: true)
    }
  }

  // MARK: Profiles

  /// `GET /user/profile`: the viewer's profile for the profile screen, with the notification setting
  /// (``ListedProfile/notificationsEnabled``).
  public static var profile: Endpoint<ListedProfile, HousServerError> {
    Endpoint(method: .get, path: "/user/profile") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.profile(from:))
    }
  }

  /// `GET /user/profile/me`: the viewer's profile as the edit screen starts from.
  public static var profileForEditing: Endpoint<ListedProfile, HousServerError> {
    Endpoint(method: .get, path: "/user/profile/me") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.profile(from:))
    }
  }

  /// `PUT /user/profile/me` with `{userName, job, introduction, hashTag}`: the name and profile the server stored.
  public static func updateProfile(name: String, profile: Profile)
    -> Endpoint<(name: String, profile: Profile), HousServerError>
  {
    Endpoint(
      method: .put, path: "/user/profile/me", body: HousRequestEncoder.profileBody(name: name, profile: profile)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.updatedProfile(from:))
    }
  }

  /// `GET /user/{homieId}`: a roommate's profile.
  public static func homieProfile(_ homie: HomieID) -> Endpoint<ListedProfile, HousServerError> {
    Endpoint(method: .get, path: "/user/\(segment(homie))") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.profile(from:))
    }
  }

  // MARK: Settings

  /// `GET /user/setting`: whether the viewer gets notifications (`notificationState`).
  public static var notificationsEnabled: Endpoint<Bool, HousServerError> {
    Endpoint(method: .get, path: "/user/setting") { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.notificationsEnabled(from:))
    }
  }

  /// `PUT /user/setting/notification` with `{"notificationState": enabled}`: the setting the server stored.
  public static func setNotifications(enabled: Bool) -> Endpoint<Bool, HousServerError> {
    Endpoint(
      method: .put, path: "/user/setting/notification", body: HousRequestEncoder.notificationBody(enabled: enabled)
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.read(response, HousServerDecoder.notificationsEnabled(from:))
    }
  }
}
