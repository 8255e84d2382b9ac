// LectureEvaluationKit's SQLite repository is created with a DomainKitsDatabase: an app that imports this module
// alone gets it too.
@_exported import DomainKitsGRDBCore
