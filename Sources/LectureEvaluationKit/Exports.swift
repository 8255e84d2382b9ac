// The shared vocabulary (Weekday, CalendarDay, TimeZone.seoul, DateProvider, NumberText) comes with the kit,
// so an app needs one import and meets one definition of each type, whichever kits it adds.
@_exported import DomainKitsCore
