// HouseRulesKit's PostgreSQL repository is created with a DomainKitsPostgres: an app that imports this module alone
// gets it too.
@_exported import DomainKitsPostgresCore
