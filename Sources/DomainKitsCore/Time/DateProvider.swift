import Foundation

/// Where a kit reads "now": a function that returns the current instant.
///
/// Calendar logic in DomainKits (D-day, "yesterday" for the box office, today's todos, reminders) never reads
/// the system clock or zone itself. A type that needs "now" takes a `DateProvider` (no default: the app passes
/// `Date.init`, its system clock) or an explicit `Date`; the time zone is a parameter that defaults to
/// `TimeZone.seoul`. Tests pass a fixed or stepping provider and become deterministic.
///
/// Swift's `Clock` is used only for measuring durations (the mission timer), never for calendar days.
///
/// ```swift
/// let fixed: DateProvider = { Date(timeIntervalSince1970: 1_795_186_800) }
/// CalendarDay(fixed(), in: .seoul)
/// ```
public typealias DateProvider = @Sendable () -> Date
