// Transcribed from Hous-Release/hous-server @ daf46a19, hous-api/src/main/resources/sql/data.sql (`personality`
// rows: title, description, recommend_title, recommend_todo split at its line breaks, good/bad personality names).
// The source spells two names differently from the types' own names ("하이레벨 오돌이" for purple, "슈퍼 팔로워
// 삼각이" for red in green's bad match); the matches are stored as types, so the card always shows one name.

extension PersonalityCard {
  /// The cards of the five tested types, yellow to green.
  public static let builtIn: [PersonalityCard] = [
    PersonalityCard(
      type: .yellow,
      comment: "어떤 상황에서도 Happy~",
      description: """
        민감하게 생각하는 생활 영역이 거의 없어
        동글동글하게 공동생활에 쉽게 적응할 수 있어요.
        동글이님과 함께 생활하는 룸메이트를 위한 Tip!
        배려가 필요한 영역이 있다면 동글이 호미와
        직접 얘기해 보는 건 어떤가요?
        """,
      recommendedRulesTitle: "동글이가 만들면 좋은 Rules",
      recommendedRules: [
        "모두가 함께하는 대청소의 날 정하기!",
        "외출 시 가스벨브, 전등 확인하기!",
      ],
      goodMatch: .red,
      badMatch: .green
    ),
    PersonalityCard(
      type: .red,
      comment: "오히려 좋아~ 가보자고!",
      description: """
        크게 민감한 생활 영역 없이 유연한 셋돌이!
        독립적이고 적응력이 높아 공동생활에 딱 적합해요.
        셋돌이님과 함께 생활하는 룸메이트를 위한 Tip!
        셋돌이 호미가 바빠서 까먹고 있던 우리 집
        Rules나 to do를 알려주는 건 어떤가요?
        """,
      recommendedRulesTitle: "셋돌이가 만들면 좋은 Rules",
      recommendedRules: [
        "미사용 전자제품 코드는 꼭 뽑아두기!",
        "외출 시 문 잠금 확인하기!",
      ],
      goodMatch: .blue,
      badMatch: .green
    ),
    PersonalityCard(
      type: .blue,
      comment: "모두모두 내게 모여라!",
      description: """
        높지도 낮지도 않은 딱 좋은
        평균적인 민감도를 가지고 있어요.
        네각이님과 함께 생활하는 룸메이트를 위한 Tip!
        네각이의 생활 성향 그래프를 보고 특정한
        영역에 민감도가 쏠려있다면 살짝 배려해 보아요~
        """,
      recommendedRulesTitle: "네각이가 만들면 좋은 Rules",
      recommendedRules: [
        "밥 먹고 설거지는 바로 하기!",
        "소등 시간 이후에는 조용히 하기!",
      ],
      goodMatch: .purple,
      badMatch: .yellow
    ),
    PersonalityCard(
      type: .purple,
      comment: "오케바리~ 알겠다!",
      description: """
        여러 생활 영역에 대해 존중의 기준이 대체로 높아
        다른 룸메이트의 민감한 부분과 무심한 부분
        모두를 충분히 공감하고 이해할 수 있어요.
        오돌이님과 함께 생활하는 룸메이트를 위한 Tip!
        말하기 어려운 게 있는지 슬쩍 물어보면 아주 센스쟁이!
        """,
      recommendedRulesTitle: "오돌이가 만들면 좋은 Rules",
      recommendedRules: [
        "쓰레기 배출 요일 확인하고 정리하기!",
        "방 안에서 음식물 섭취하지 않기!",
      ],
      goodMatch: .green,
      badMatch: .yellow
    ),
    PersonalityCard(
      type: .green,
      comment: "나는 공동생활 백과사전!",
      description: """
        주변에 관심이 많고 전반적인 생활 영역에서
        높은 수준의 섬세함을 지녀 다른 룸메이트들의
        생활도 세심하게 배려해줄 수 있어요.
        육각이님과 함께 생활하는 룸메이트를 위한 Tip!
        우리 집 Rules 추천을 받아보는 건 어떤가요?
        """,
      recommendedRulesTitle: "육각이가 만들면 좋은 Rules",
      recommendedRules: [
        "빨래가 끝나면 바로 옷 꺼내기!",
        "샤워 후 머리카락 치우기!",
      ],
      goodMatch: .purple,
      badMatch: .red
    ),
  ]
}
