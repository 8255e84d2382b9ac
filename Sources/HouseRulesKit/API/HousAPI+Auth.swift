import Foundation

extension HousAPI {
  // MARK: Signing up and in

  /// `POST /auth/signup` with `{email, password, userName, gender, birthday, fcmToken}`, sent without a token: the
  /// new account's access token, which `APIClient.signIn(_:)` keeps (sign-up signs the user in).
  ///
  /// - Parameters:
  ///   - email: The account's e-mail address, its login name.
  ///   - password: The password, sent as typed (the server hashes it).
  ///   - name: The name roommates see.
  ///   - gender: Free text as the server stores it (`"여자"`).
  ///   - birthday: Left out of the body when `nil`, the schema's only optional field.
  ///   - fcmToken: The device's push token, which the server keeps for its notifications.
  public static func signUp(
    email: String, password: String, name: String, gender: String, birthday: CalendarDay?, fcmToken: String
  ) -> Endpoint<AuthTokens, HousServerError> {
    Endpoint(
      method: .post, path: "/auth/signup",
      body: HousRequestEncoder.signUpBody(
        email: email, password: password, name: name, gender: gender, birthday: birthday, fcmToken: fcmToken),
      credential: .none
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.tokens(response)
    }
  }

  /// `POST /auth/login` with `{email, password, fcmToken}`, sent without a token: the access token (`data`), which
  /// `APIClient.signIn(_:)` keeps. The server issues no refresh token; when the access token expires, the app sends
  /// this again.
  public static func signIn(email: String, password: String, fcmToken: String) -> Endpoint<AuthTokens, HousServerError>
  {
    Endpoint(
      method: .post, path: "/auth/login",
      body: HousRequestEncoder.loginBody(email: email, password: password, fcmToken: fcmToken),
      credential: .none
    ) { response throws(APIError<HousServerError>) in
      try HousAPI.tokens(response)
    }
  }
}
