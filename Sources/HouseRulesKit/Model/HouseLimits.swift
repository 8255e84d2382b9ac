/// The limits a house enforces. The defaults are ``original``; an app may choose its own.
///
/// Lengths count user-visible characters (`String.count`): a Hangul syllable or an emoji with modifiers is one.
public struct HouseLimits: Hashable, Sendable {
  /// The most members a house can have, at most ``maximumMembers`` (64).
  public var members: Int
  /// The longest house name.
  public var houseName: Int
  /// The longest member name.
  public var memberName: Int
  /// The longest job on a profile.
  public var job: Int
  /// The longest introduction on a profile.
  public var introduction: Int
  /// The most hashtags on a profile.
  public var hashtags: Int
  /// The longest hashtag.
  public var hashtag: Int
  /// The most rule categories in a house.
  public var categories: Int
  /// The longest category name.
  public var categoryName: Int
  /// The most rules in one category.
  public var rulesPerCategory: Int
  /// The longest rule name.
  public var ruleName: Int
  /// The most events in a house.
  public var events: Int
  /// The longest event name.
  public var eventName: Int
  /// How many key rules the home view shows.
  public var homeKeyRules: Int
  /// How many of a member's todos the home view shows.
  public var homeTodos: Int

  /// The most members any house can have: membership is kept in 64-bit masks.
  public static let maximumMembers = 64

  /// Creates limits (the defaults are ``original``); `members` is clamped to 0...64, every other limit to zero
  /// or more.
  public init(
    members: Int = 8, houseName: Int = 20, memberName: Int = 5, job: Int = 5, introduction: Int = 20,
    hashtags: Int = 3, hashtag: Int = 4, categories: Int = 10, categoryName: Int = 5, rulesPerCategory: Int = 20,
    ruleName: Int = 15, events: Int = 10, eventName: Int = 10, homeKeyRules: Int = 5, homeTodos: Int = 5
  ) {
    self.members = min(max(members, 0), Self.maximumMembers)
    self.houseName = max(houseName, 0)
    self.memberName = max(memberName, 0)
    self.job = max(job, 0)
    self.introduction = max(introduction, 0)
    self.hashtags = max(hashtags, 0)
    self.hashtag = max(hashtag, 0)
    self.categories = max(categories, 0)
    self.categoryName = max(categoryName, 0)
    self.rulesPerCategory = max(rulesPerCategory, 0)
    self.ruleName = max(ruleName, 0)
    self.events = max(events, 0)
    self.eventName = max(eventName, 0)
    self.homeKeyRules = max(homeKeyRules, 0)
    self.homeTodos = max(homeTodos, 0)
  }

  /// The default limits, those the initializer's parameters default to: 8 members, 10 categories of at most 20
  /// rules, rule names of at most 15 characters, 10 events, and so on. Named for the app the kit was extracted from.
  public static let original = HouseLimits()

  /// The limits with `members` clamped to 0...64 and every other limit to zero or more, as ``House`` uses them
  /// (the properties are settable, so a value may hold anything).
  public var normalized: HouseLimits {
    HouseLimits(
      members: members, houseName: houseName, memberName: memberName, job: job, introduction: introduction,
      hashtags: hashtags, hashtag: hashtag, categories: categories, categoryName: categoryName,
      rulesPerCategory: rulesPerCategory, ruleName: ruleName, events: events, eventName: eventName,
      homeKeyRules: homeKeyRules, homeTodos: homeTodos)
  }
}

extension HouseLimits: Codable {
  private enum CodingKeys: String, CodingKey {
    case members, houseName, memberName, job, introduction, hashtags, hashtag, categories, categoryName
    case rulesPerCategory, ruleName, events, eventName, homeKeyRules, homeTodos
  }

  /// Decodes limits; a missing limit takes its value in ``original``, and every limit is clamped as by the
  /// memberwise initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let original = HouseLimits.original
    func value(_ key: CodingKeys, _ fallback: Int) throws -> Int {
      try container.decodeIfPresent(Int.self, forKey: key) ?? fallback
    }
    self.init(
      members: try value(.members, original.members), houseName: try value(.houseName, original.houseName),
      memberName: try value(.memberName, original.memberName), job: try value(.job, original.job),
      introduction: try value(.introduction, original.introduction), hashtags: try value(.hashtags, original.hashtags),
      hashtag: try value(.hashtag, original.hashtag), categories: try value(.categories, original.categories),
      categoryName: try value(.categoryName, original.categoryName),
      rulesPerCategory: try value(.rulesPerCategory, original.rulesPerCategory),
      ruleName: try value(.ruleName, original.ruleName), events: try value(.events, original.events),
      eventName: try value(.eventName, original.eventName),
      homeKeyRules: try value(.homeKeyRules, original.homeKeyRules),
      homeTodos: try value(.homeTodos, original.homeTodos))
  }

  /// Encodes every limit.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for (key, value) in [
      (CodingKeys.members, members), (.houseName, houseName), (.memberName, memberName), (.job, job),
      (.introduction, introduction), (.hashtags, hashtags), (.hashtag, hashtag), (.categories, categories),
      (.categoryName, categoryName), (.rulesPerCategory, rulesPerCategory), (.ruleName, ruleName), (.events, events),
      (.eventName, eventName), (.homeKeyRules, homeKeyRules), (.homeTodos, homeTodos),
    ] {
      try container.encode(value, forKey: key)
    }
  }
}
