// Transcribed from Hous-Release/hous-server @ daf46a19, hous-api/src/main/resources/sql/data.sql
// (`personality_test` rows; the text is the one TeamHous/Hous-iOS showed). A tab inside an answer, the original
// app's soft line break, is written as a space. Spelling is kept as the source has it.

extension PersonalityQuestion {
  /// The 15 questions of the test, three per axis, in the order they are asked.
  public static let builtIn: [PersonalityQuestion] = [
    PersonalityQuestion(
      number: 1,
      axis: .light,
      text: "알람 소리에 눈을 뜬 당신\n방 안은 어떤가요?",
      options: [
        "스탠드를 키고 자 방이 매우 밝다.",
        "햇빛이 비춰 자연스럽게 방을 밝힌다.",
        "암막 커튼이 쳐져있어, 완전히 어둡다.",
      ]
    ),
    PersonalityQuestion(
      number: 2,
      axis: .clean,
      text: "외출 준비를 하려는데\n샴푸통이 비어있는 것 같다.",
      options: [
        "어? 샴푸를 다 썼네? 미래의 내가 치우겠지~ 하며 일단 아무데나 둔다.",
        "지금은 바쁘니 외출 후 치워야지! 욕실 문 근처에 둔다.",
        "미리미리 치워둬야 고생을 안 해. 샴푸통을 분리해 재활용으로 버린다.",
      ]
    ),
    PersonalityQuestion(
      number: 3,
      axis: .clean,
      text: "옷을 입으려 옷장을 열었다.\n옷장의 상태는?",
      options: [
        "입었던 옷, 빨래한 옷들이 뒤죽박죽 섞여있다.",
        "입었던 옷은 대충 놓여 있지만, 빨래한 옷들은 개어져 있다.",
        "깔끔하게 정리된 옷장! 모든 옷이 잘 정리되어 개어있다.",
      ]
    ),
    PersonalityQuestion(
      number: 4,
      axis: .smell,
      text: "집을 나서는데 룸메이트가 덜 마른 옷을\n내밀며 냄새가 나는지 묻는다면?",
      options: [
        "냄새? 음, 잘 모르겠는데?",
        "조금 나는 것 같긴 한데, 그래도 이 정도면 괜찮아~",
        "어우, 잘못 세탁했다. 다시 빨아야겠는데?",
      ]
    ),
    PersonalityQuestion(
      number: 5,
      axis: .noise,
      text: "집 밖으로 나오니\n집 앞 공사 환경이 보인다.",
      options: [
        "어, 뭐야? 공사하네! 언제 시작했지?",
        "아, 간간히 들리던 소리가 공사소리였구나!",
        "어쩐지 많이 시끄럽더라, 공사야 빨리 끝나라!",
      ]
    ),
    PersonalityQuestion(
      number: 6,
      axis: .smell,
      text: "약속장소를 가는 길,\n진한 향수를 뿌린 사람이 지나간다.",
      options: [
        "음, 향수 냄세네! 하고 갈 길을 간다.",
        "아, 냄새... 향수 뿌렸나 보네?",
        "향수 냄새가 심하네... 라고 생각하며 빨리 걷는다.",
      ]
    ),
    PersonalityQuestion(
      number: 7,
      axis: .introversion,
      text: "친구와 식당에 도착해\n주문을 하고 나니 순간 정적이 찾아왔다.",
      options: [
        "내가 분위기 메이커! 바로 새로운 이야기를 꺼낸다.",
        "가끔씩 궁금한 걸 물으며 말을 해보려 한다.",
        "오히려 편하다, 정적을 즐긴다.",
      ]
    ),
    PersonalityQuestion(
      number: 8,
      axis: .noise,
      text: "친구가 옆 방에서 들린다고 했던\n음악소리는 괜찮은지 물어본다.",
      options: [
        "생활하다보면 그 정도 소음은 나지.  괜찮다고 한다.",
        "조금 신경쓰이긴 해~ 라고 말하며 스몰토크를 이어나간다.",
        "여전히 시끄러워서 어떻게 말을 해야 할지 고민 중이라고 이야기한다.",
      ]
    ),
    PersonalityQuestion(
      number: 9,
      axis: .introversion,
      text: "식사를 마치고 식당을 나서는데\n저 멀리 왠지 낯익은 얼굴이 보인다.",
      options: [
        "반갑게 인사하고 여러가지 안부를 묻는다.",
        "다가가 간단히 인사를 하며 K-약속만 잡고 헤어진다.",
        "반갑긴 하지만 부담스러워.. 나를 못 알아봤길 바라면서 조용히 지나친다.",
      ]
    ),
    PersonalityQuestion(
      number: 10,
      axis: .smell,
      text: "다시 돌아온 집, 룸메이트가\n배달 음식을 거실에서 먹고 있다.",
      options: [
        "와, 맛있겠다! 음식 냄새가 좋다고 생각한다.",
        "음식 냄새가 조금 신경 쓰이지만 내 방까지 풍기는 것은 아니니 괜찮다고 생각한다.",
        "조용히 창문을 열어 환기시킨다.",
      ]
    ),
    PersonalityQuestion(
      number: 11,
      axis: .clean,
      text: "친구를 뒤로 하고 내 방에 도착했다.\n내 방의 상태는?",
      options: [
        "침대에는 옷들, 책상 위는 보던 책. 마구 섞여 있지만 나만의 규칙은 있다.",
        "엄청 깔끔하진 않지만 어느 정도 정리되어 있다.",
        "깔끔하게  정돈된 공간이 안정감을 준다.",
      ]
    ),
    PersonalityQuestion(
      number: 12,
      axis: .introversion,
      text: "책상에 앉아 일정을 정리하는데\n내일은 쉬는 날, 친구와 약속을 잡을까?",
      options: [
        "쉬는 날 친구 만나고 놀아야지~ 바로 전화해 약속을 잡는다.",
        "음, 일단 약속을 잡지는 말고 연락오면 나가자.",
        "집에서 충전할 시간이 필요해 침대랑 합체!",
      ]
    ),
    PersonalityQuestion(
      number: 13,
      axis: .light,
      text: "하루를 마무리하고 잘 준비를 마쳤다.",
      options: [
        "문이 살짝 열려 있어 복도의 불빛이 보이지만 특별히 불편함을 느끼지 않고 바로 잠든다.",
        "불을 껐지만 모니터 깜빡임이 조금 신경쓰여 뒤척이다 잠에 든다.",
        "잠을 잘 때는 어두운 게 좋아 안대를 끼고 잔다.",
      ]
    ),
    PersonalityQuestion(
      number: 14,
      axis: .noise,
      text: "잠들기 직전 진동으로 해놓은\n전화가 울린다.",
      options: [
        "아침에 확인해야지, 별 생각 없이 무시하고 잔다.",
        "진동이 조금 신경쓰이지만 계속 울리지는 않겠지 생각하며 잠을 청한다.",
        "바로 전화를 무음모드로 돌려놓는다.",
      ]
    ),
    PersonalityQuestion(
      number: 15,
      axis: .light,
      text: "모두가 자는 새벽,\n갑자기 친구가 스탠드를 밝게 켰다.",
      options: [
        "스탠드를 켠지도 모르고 잘 잔다.",
        "조금 뒤척이다 스탠드 쪽을 등지고 잠을 청한다.",
        "침대에서 일어나 친구에게 스탠드 불을 줄여달라고 이야기한다.",
      ]
    ),
  ]
}
