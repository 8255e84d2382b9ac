// The same start-up checks after following the migration table in CHANGELOG.md (0.4.0), for DomainKits 0.4.0.
import BoxOfficeKit
import CandleKit
import Foundation
import HouseRulesKit
import LectureEvaluationKit
import MarketBoardKit
import OrderBookKit
import TimetableKit
import WagerKit

// MARK: OrderBookKit
let bithumbREST = Data(#"""
  {"status":"0000","data":{"timestamp":"1723102637709","payment_currency":"KRW","order_currency":"BTC",
  "bids":[{"price":"80838000","quantity":"0.0586"},{"price":"80830000","quantity":"0.3311"}],
  "asks":[{"price":"80873000","quantity":"0.1749"},{"price":"80880000","quantity":"0.0032"}]}}
  """#.utf8)
let snapshot = try BithumbREST.orderBook(from: bithumbREST)
let book = try OrderBook(snapshot.snapshot)
var bookStrings = OrderBookStrings.korean
bookStrings.ask = "ask"
bookStrings.bid = "bid"
bookStrings.spread = "spread"
bookStrings.mid = "mid"
for line in book.ladder(levels: 2).lines(strings: bookStrings) { print(line) }
print(snapshot.symbol)

// MARK: CandleKit
let dayCandles = Data(#"""
  [{"market":"KRW-BTC","candle_date_time_utc":"2026-07-29T15:00:00","candle_date_time_kst":"2026-07-30T00:00:00",
  "opening_price":92144000,"high_price":92770000,"low_price":90904000,"trade_price":91171000,
  "timestamp":1785397710000,"candle_acc_trade_price":19833795210.02728,"candle_acc_trade_volume":216.55225961}]
  """#.utf8)
let shortRow = Data(#"{"status":"0000","data":[[1723014780000,"1","1","1","1"]]}"#.utf8)
do throws(CandleDecodingError) {
  let candles = try QuotationCandles.candles(from: dayCandles, unit: .days, dialect: .bithumb)
  print("day candles:", candles.count, candles.first?.close ?? 0)
} catch {
  print("candles refused:", error.description)
}
do {
  print("minute candles:", try BithumbCandlestick.candles(from: shortRow).count)
} catch {
  print("Bithumb candles refused:", error)
}

// MARK: MarketBoardKit
let marketList = Data(#"""
  [{"market":"KRW-BTC","korean_name":"비트코인","english_name":"Bitcoin","market_warning":"NONE"},
  {"market":"KRW-ZIL","korean_name":"질리카","english_name":"Zilliqa","market_warning":"CAUTION"}]
  """#.utf8)
let markets = try QuotationMarkets.markets(from: marketList)
var boardStrings = MarketBoardStrings.korean
boardStrings.millionsSuffix = "M"
boardStrings.placeholder = "—"
boardStrings.cautionBadge = "Caution"
boardStrings.alertBadges = [.caution: "Caution", .warning: "Warning", .danger: "Danger"]
for market in markets { print(market.englishName, market.isCaution ? boardStrings.cautionBadge : "") }

// MARK: TimetableKit
let portalFile = Data(#"""
  [{"subjtEstbYear":"2023","subjtEstbSmrCd":"20","estbDpmjNm":"데이터과학부","trgtGrdeCd":2,"subjtCd":"30412",
  "diclNo":"001","subjtNm":"데이터베이스","facDvnm":"전핵","reprPrfsEnoNm":"김하늘",
  "timtSmryCn":"IT106(금1,2),IT306(금3)","point":3,"cretEvalNm":"상대평가","capprTypeNm":"A형(강의식 수업)"}]
  """#.utf8)
let imported = try USWPortalDecoder.courses(from: portalFile)
let planID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!  // the id the app keeps for this plan
var plan = Timetable(id: planID, name: "1안", semester: Semester(year: 2023, term: .second), creditLimit: 21)
try plan.add(imported.courses[0])
var gridStrings = TimetableStrings.korean
gridStrings.periodHeader = "Period"
gridStrings.withoutMeetingsHeading = "No meetings"
gridStrings.online = "Online"
gridStrings.unscheduled = "TBA"
gridStrings.dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
print(TimetableGrid(plan).text(strings: gridStrings))
let timetables = InMemoryTimetableRepository()
await timetables.save(plan)
await timetables.remove(id: plan.id)
print("timetables left:", await timetables.timetables().count)

let lectureBody = Data(#"""
  {"data":{"id":4242,"semesterList":"2022-2, 2023-2, 2024-1","professor":"홍길동","lectureType":"전핵",
  "lectureName":"데이터베이스","majorType":"컴퓨터학부","lectureTotalAvg":3.5833333,"lectureSatisfactionAvg":3.75,
  "lectureHoneyAvg":3.75,"lectureLearningAvg":3.25},"statusCode":null,"message":null}
  """#.utf8)
let myPageBody = Data(#"""
  {"loginId":"suwiki01","email":"suwiki01@suwon.ac.kr","point":10,"writtenEvaluation":1,"writtenExam":1,
  "viewExam":1}
  """#.utf8)
let errorBody = Data(#"{"exception":"EvaluatePostException","code":"POSTS001","status":400}"#.utf8)
let lecture = try SuwikiServerDecoder.lecture(from: lectureBody)
print(lecture.name, lecture.total.text)
let myPage = try SuwikiServerDecoder.studentProfile(from: myPageBody)
print(myPage.loginID, myPage.points, try myPage.account(id: "suwiki01").points)
let refusal = try SuwikiServerDecoder.serverError(from: errorBody)
print(refusal.code)

// MARK: HouseRulesKit
let ruleBody = Data(#"""
  {"notificationState":"true","ruleName":"거실 청소하기","categoryId":"64a1f0c2e13b9a5d7c000011","isKeyRules":"false",
  "ruleMembers":[{"userId":"64a1f0c2e13b9a5d7c000101","day":[0,3]},{"userId":"64a1f0c2e13b9a5d7c000102","day":[6]}]}
  """#.utf8)
let rule = try HousServerDecoder.rule(from: ruleBody, id: "new-rule")
let requestJSON = HousRequestEncoder.requestBody(for: rule)
print(rule.name, requestJSON.count, "bytes")
var houseStrings = HouseRulesStrings.korean
houseStrings.todayTodosTitle = "To-dos"
houseStrings.undoneTodosTitle = "Still to do"
print(houseStrings.todayTodosTitle, "/", houseStrings.undoneTodosTitle)
let house = try House(id: "house-1", name: "우리집")
let houses = InMemoryHouseRepository(houses: [house])
await houses.remove(id: "house-1")
print("houses left:", await houses.houseIDs().count)

// MARK: WagerKit
let created = Date(timeIntervalSince1970: 1_703_677_200)
let decided = created.addingTimeInterval(240)
var battle = try Battle(
  id: "battle-753", coupleID: "couple-7", createdBy: .first, createdAt: created,
  category: MissionCategory.Summary(id: 1, title: "키워드 스무고개", missionType: .different, missionTool: .memo),
  missions: (Mission(id: 11, content: "에코백"), Mission(id: 12, content: "장미")), wish: "설거지 한 번 해주기")
try battle.start(at: created.addingTimeInterval(60))
try battle.report(.first, completed: true, at: created.addingTimeInterval(120))
try battle.report(.second, completed: false, at: created.addingTimeInterval(180))
let battles = InMemoryBattleRepository()
try await battles.insert(battle)
let stored = try await battles.finalize(id: battle.id, at: decided)
let settlement = try battle.finalize(at: decided)
print(stored.outcome == settlement.outcome, battle.finalizedAt == decided, battle.status == .finalized)
print(battle.phase == .finalized(.win(.first), at: decided))
let history = Data(#"""
  [{"roundGameId":912,"date":"24.02.14","result":"WIN","title":"키워드 스무고개","winner":"콩떡이",
  "myMission":{"content":"우산","result":"WIN","time":"21:03"},"partnerMission":{"content":"머그컵","result":"WIN"}}]
  """#.utf8)
let rows = try WagerServerDecoder.battleHistory(from: history)
print(rows.map(\.resultText))

// MARK: BoxOfficeKit
struct FixtureTransport: HTTPTransport {
  let body: Data
  func send(_ request: HTTPTransportRequest) async throws(HTTPTransportError) -> HTTPTransportResponse {
    HTTPTransportResponse(statusCode: 200, body: body)
  }
}
let dailyBody = Data(#"""
  {"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20251121~20251121","dailyBoxOfficeList":[
  {"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20251234","movieNm":"한강의 여름",
  "openDt":"2025-11-05","salesAmt":"1859501800","salesShare":"33.7","salesInten":"-175981500","salesChange":"-8.6",
  "salesAcc":"27541569050","audiCnt":"182304","audiInten":"-19229","audiChange":"-9.5","audiAcc":"2713455",
  "scrnCnt":"1544","showCnt":"5287"}]}}
  """#.utf8)
let entries = try BoxOfficeDecoder.dailyBoxOffice(from: dailyBody).entries
print(entries.map(\.title))
let repository = KOBISBoxOfficeRepository(
  kobisKey: "demo-key", transport: FixtureTransport(body: dailyBody),
  now: { Date(timeIntervalSince1970: 1_763_737_260) },  // 2025-11-22 00:01 in Seoul
  clock: ContinuousClock())
print(try await repository.yesterdaysBoxOffice().entries.first?.title ?? "-")
let posters = PosterImageLoader(transport: FixtureTransport(body: Data()), clock: ContinuousClock())
print("poster cache:", await posters.cachedBytes, "bytes")
