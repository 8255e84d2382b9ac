// The umbrella of the SQLite adapter: every kit's SQLite repositories and the database they share. An app that
// stores one kit can depend on that kit's product alone (`TimetableKitGRDB`, ...) and compile nothing of the
// other kits.
@_exported import BoxOfficeKitGRDB
@_exported import CandleKitGRDB
@_exported import DomainKitsGRDBCore
@_exported import HouseRulesKitGRDB
@_exported import LectureEvaluationKitGRDB
@_exported import MarketBoardKitGRDB
@_exported import OrderBookKitGRDB
@_exported import TimetableKitGRDB
@_exported import WagerKitGRDB
