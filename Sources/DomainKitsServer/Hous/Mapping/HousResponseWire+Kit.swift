#if Server
  import DomainKitsCore
  import HouseRulesKit

  // The Hous answers built from HouseRulesKit's values: what the kit's rules say, in the wire's shapes
  // (Wire/HousUserResponseWire.swift, Wire/HousRoomResponseWire.swift).

  extension HousProfileWire {
    /// The profile of `member` (in a room, the room's member; outside, the user as one), with its notification
    /// setting when `withSetting` (`GET /user/profile`).
    init(_ member: Homie, withSetting: Bool) {
      let type = member.displayType
      self.init(
        userName: member.name, job: member.profile.job, introduction: member.profile.introduction,
        hashTag: member.profile.hashtags, typeName: type.koreanName, typeColor: type.rawValue,
        typeScore: member.personality?.scores.values ?? [],
        notificationState: withSetting ? member.notificationsEnabled : nil)
    }
  }

  extension HousProfileTextWire {
    /// The name and profile `member` holds.
    init(_ member: Homie) {
      self.init(
        userName: member.name, job: member.profile.job, introduction: member.profile.introduction,
        hashTag: member.profile.hashtags)
    }
  }

  extension HousTypeDetailWire {
    /// `member`'s type with its card (HouseRulesKit's built-in cards); empty texts before the test.
    init(_ member: Homie) {
      let type = member.displayType
      let card = type.card
      self.init(
        userName: member.name, typeName: type.koreanName, typeColor: type.rawValue,
        typeOneComment: card?.comment ?? "", typeDesc: card?.description ?? "",
        typeRulesTitle: card?.recommendedRulesTitle ?? "", typeRules: card?.recommendedRules ?? [],
        good: HousTypeMatchWire(typeName: card?.goodMatch.koreanName ?? ""),
        bad: HousTypeMatchWire(typeName: card?.badMatch.koreanName ?? ""))
    }
  }

  extension HousTypeTestsWire {
    /// The kit's 15 questions (`PersonalityQuestion.builtIn`), in order.
    static var builtIn: HousTypeTestsWire {
      HousTypeTestsWire(
        typeTests: PersonalityQuestion.builtIn.map { question in
          HousTypeTestWire(
            testNum: question.number, question: question.text, questionType: question.axis.rawValue,
            answers: question.options)
        })
    }
  }

  extension HousHomeWire {
    /// The home screen of `viewer` in `house` on `day`: the kit's `House.home(for:on:)` (its first key rules and
    /// todos, the events from today, the members with the viewer first) and the invite code.
    init(_ house: House, viewer: HomieID, on day: CalendarDay, inviteCode: String) {
      let home = house.home(for: viewer, on: day)
      self.init(
        eventList: home.events.map { upcoming in
          HousHomeEventWire(
            _id: upcoming.event.id.rawValue, eventIcon: upcoming.event.icon.rawValue,
            dDay: String(upcoming.dDay.days))
        },
        keyRulesList: home.keyRules.map(\.name),
        todoList: home.todos.map { HousHomeTodoWire(isChecked: $0.isChecked(by: viewer), ruleName: $0.rule.name) },
        homieProfileList: home.members.map { member in
          HousHomeHomieWire(
            _id: member.id.rawValue, userName: member.name, typeName: member.displayType.koreanName,
            typeColor: member.displayType.rawValue)
        },
        roomCode: inviteCode)
    }
  }

  extension HousStoredRuleWire {
    /// `rule` as stored in `house`: its members with their day numbers (a rotation's members each with the
    /// rotation's days).
    init(_ rule: Rule, in house: HouseID) {
      self.init(
        _id: rule.id.rawValue, roomId: house.rawValue, categoryId: rule.category.rawValue, ruleName: rule.name,
        ruleMembers: Self.members(of: rule).map { HousRuleMemberWire(userId: $0.member.rawValue, day: $0.days) },
        tmpRuleMembers: [], isKeyRules: rule.isKeyRule, notificationState: rule.notificationsEnabled)
    }

    /// The members of `rule` with their JavaScript day numbers.
    static func members(of rule: Rule) -> [(member: HomieID, days: [Int])] {
      if let rotation = rule.rotation {
        return rotation.members.map { (member: $0, days: rotation.weekdays.housDays) }
      }
      return rule.assignments.map { (member: $0.member, days: $0.weekdays.housDays) }
    }
  }

  extension HousRuleFormWire {
    /// The categories and members to choose from in `house`, with `rule` when it is being edited.
    init(_ house: House, editing rule: Rule?) {
      let homies = house.members.map { HousFormHomieWire($0) }
      let edited = rule.map { rule in
        HousEditedRuleWire(
          _id: rule.id.rawValue, notificationState: rule.notificationsEnabled, ruleName: rule.name,
          ruleCategory: HousFormCategoryWire(
            _id: rule.category.rawValue, categoryName: house.category(rule.category)?.name ?? ""),
          isKeyRules: rule.isKeyRule,
          ruleMembers: HousStoredRuleWire.members(of: rule).compactMap { entry in
            house.member(entry.member).map { HousEditedRuleMemberWire(homie: HousFormHomieWire($0), day: entry.days) }
          })
      }
      self.init(
        rule: edited,
        ruleCategories: house.categories.map { HousFormCategoryWire(_id: $0.id.rawValue, categoryName: $0.name) },
        homies: homies)
    }
  }

  extension HousFormHomieWire {
    /// A member as a rule's form lists them.
    init(_ member: Homie) {
      self.init(_id: member.id.rawValue, name: member.name, typeColor: member.displayType.rawValue)
    }
  }

  extension HousCategoryRulesWire {
    /// The rules of `category` in `house`: its key rules, then the others with their members' count and colours.
    init(_ house: House, category: CategoryID) {
      let rules = house.rules(in: category)
      self.init(
        keyRules: rules.filter(\.isKeyRule).map { HousKeyRuleWire(_id: $0.id.rawValue, ruleName: $0.name) },
        rules: rules.filter { !$0.isKeyRule }.map { rule in
          let members = HousStoredRuleWire.members(of: rule).map(\.member)
          return HousListedRuleWire(
            _id: rule.id.rawValue, ruleName: rule.name, membersCnt: members.count,
            typeColors: members.compactMap { house.member($0)?.displayType.rawValue })
        })
    }
  }

  extension HousTodayHomiesWire {
    /// Every member of `house`, those assigned `rule` on `day` marked.
    init(_ house: House, rule: RuleID, on day: CalendarDay) {
      let assignees = Set(house.assignees(of: rule, on: day))
      self.init(
        _id: rule.rawValue,
        homies: house.members.map { HousCheckedHomieWire($0, isChecked: assignees.contains($0.id)) })
    }
  }

  extension HousCheckedHomieWire {
    /// A member, marked or not.
    init(_ member: Homie, isChecked: Bool) {
      self.init(
        _id: member.id.rawValue, userName: member.name, isChecked: isChecked, typeColor: member.displayType.rawValue)
    }
  }

  extension HousMyTodoWire {
    /// The todos of `viewer` in `house` on `day` (the kit's `House.myTodos(on:for:)`), each with its category's
    /// icon and the viewer's check.
    static func list(_ house: House, viewer: HomieID, on day: CalendarDay) -> [HousMyTodoWire] {
      house.myTodos(on: day, for: viewer).map { todo in
        HousMyTodoWire(
          _id: todo.rule.id.rawValue,
          categoryIcon: (house.category(todo.rule.category)?.icon ?? .clean).rawValue, ruleName: todo.rule.name,
          isChecked: todo.isChecked(by: viewer))
      }
    }
  }

  extension HousRulesHomeWire {
    /// The rules screen of `house` on `day`: its categories and the kit's `House.todos(on:)` (rules with nobody
    /// that day first), each with its assignees.
    init(_ house: House, on day: CalendarDay) {
      self.init(
        homeRuleCategories: house.categories.map { category in
          HousHomeCategoryWire(
            _id: category.id.rawValue, categoryIcon: category.icon.rawValue, categoryName: category.name)
        },
        todayTodoRules: house.todos(on: day).map { todo in
          HousTodayTodoWire(
            _id: todo.rule.id.rawValue, ruleName: todo.rule.name,
            todayMembersWithTypeColor: todo.assignees.compactMap { house.member($0) }.map { member in
              HousNamedColorWire(userName: member.name, typeColor: member.displayType.rawValue)
            },
            isTmpMember: todo.isTemporary, isAllChecked: todo.isAllChecked)
        })
    }
  }

  extension HousStoredCategoryWire {
    /// `category` as stored in `house`, with how many rules it holds.
    init(_ category: RuleCategory, in house: House) {
      self.init(
        _id: category.id.rawValue, roomId: house.id.rawValue, ruleCategoryName: category.name,
        ruleCategoryIcon: category.icon.rawValue, ruleCnt: house.rules(in: category.id).count)
    }
  }

  extension HousEventWire {
    /// `event` with its participants' ids.
    init(_ event: HouseEvent) {
      self.init(
        _id: event.id.rawValue, eventName: event.name, eventIcon: event.icon.rawValue, date: event.date.description,
        participants: event.participants.map(\.rawValue))
    }
  }

  extension HousEventDetailWire {
    /// `event` with every member of `house` marked taking part (everyone, for an event that names nobody).
    init(_ event: HouseEvent, in house: House) {
      let taking = Set(house.participants(of: event))
      self.init(
        _id: event.id.rawValue, eventName: event.name, eventIcon: event.icon.rawValue, date: event.date.description,
        participants: house.members.map { HousCheckedHomieWire($0, isChecked: taking.contains($0.id)) })
    }
  }
#endif
