#!/usr/bin/env python3
"""Checks HouseRulesKit's iCalendar export with parsers this project did not write.

Reads a folder written by the Swift test `ICalendarExactnessTests` (DOMAINKITS_CALENDAR_DIR): per scenario a
`<scenario>.json` with the span and, for the house and each member, the calendar file (null when the kit said there
was nothing to export) and what `todos(on:)` / `myTodos(on:for:)` and the events say for each day. Every calendar
is parsed with `icalendar` and with `vobject`, expanded over the span with `recurring-ical-events` and with
vobject's own rruleset (dateutil), and compared day by day with the kit. Also checked: at least one VEVENT, no
METHOD (a file to import, not an RFC 5546 message), UIDs unique across all the calendars of a scenario, and no
instance outside the span. Any difference fails with the calendar, the day and what differs.

Usage: check-calendars.py FOLDER
"""

import collections
import datetime
import json
import pathlib
import sys

import icalendar
import recurring_ical_events
import vobject
from importlib.metadata import version

PARSERS = ("icalendar", "recurring-ical-events", "vobject")


def as_day(value):
    """A DATE (or a DATE-TIME, which the export never writes) as a date."""
    return value.date() if isinstance(value, datetime.datetime) else value


def days_with_icalendar(text, start, end):
    """Day -> sorted SUMMARYs, with icalendar + recurring-ical-events; and the UIDs; and problems found."""
    calendar = icalendar.Calendar.from_ical(text)
    problems = []
    if calendar.get("METHOD") is not None:
        problems.append(f"METHOD:{calendar.get('METHOD')} in a file export")
    events = calendar.walk("VEVENT")
    if not events:
        problems.append("a VCALENDAR without any VEVENT (RFC 5545 requires one component)")
    uids = [str(event.get("UID")) for event in events]
    days = collections.defaultdict(list)
    # Wider than the span, so that an instance outside it is seen.
    margin = datetime.timedelta(days=800)
    for occurrence in recurring_ical_events.of(calendar).between(start - margin, end + margin):
        day = as_day(occurrence.get("DTSTART").dt)
        if not start <= day <= end:
            problems.append(f"{occurrence.get('SUMMARY')} on {day}, outside the span {start}...{end}")
            continue
        days[day.isoformat()].append(str(occurrence.get("SUMMARY")))
    return {day: sorted(names) for day, names in days.items()}, uids, problems


def days_with_vobject(text, start, end):
    """Day -> sorted SUMMARYs, with vobject's parser and its dateutil rruleset."""
    calendar = vobject.readOne(text)
    days = collections.defaultdict(list)
    for event in calendar.contents.get("vevent", []):
        summary = event.summary.value
        rules = event.getrruleset(addRDate=True)
        if rules is None:
            instances = [as_day(event.dtstart.value)]
        else:
            instances = [as_day(instance) for instance in rules]
        for day in instances:
            if start <= day <= end:
                days[day.isoformat()].append(summary)
    return {day: sorted(names) for day, names in days.items()}


def difference(expected, actual):
    missing = list((collections.Counter(expected) - collections.Counter(actual)).elements())
    extra = list((collections.Counter(actual) - collections.Counter(expected)).elements())
    return f"expected {expected}, got {actual} (missing {missing}, extra {extra})"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = pathlib.Path(sys.argv[1])
    records = sorted(folder.glob("*.json"))
    if not records:
        sys.exit(f"no scenario (*.json) in {folder}: did the Swift test run with DOMAINKITS_CALENDAR_DIR set?")
    failures = []
    calendars = days_checked = 0
    for record_path in records:
        record = json.loads(record_path.read_text(encoding="utf-8"))
        start = datetime.date.fromisoformat(record["start"])
        end = datetime.date.fromisoformat(record["end"])
        span = [start + datetime.timedelta(days=offset) for offset in range((end - start).days + 1)]
        seen_uids = {}
        for entry in record["calendars"]:
            label = f"{record['scenario']}, {entry['scope']}"
            expected = entry["days"]
            if entry.get("file") is None:
                if expected:
                    failures.append(f"{label}: no calendar, but the kit lists {len(expected)} days")
                continue
            label += f" ({entry['file']})"
            text = (folder / entry["file"]).read_text(encoding="utf-8")
            calendars += 1
            by_icalendar, uids, problems = days_with_icalendar(text, start, end)
            by_vobject = days_with_vobject(text, start, end)
            failures += [f"{label}: {problem}" for problem in problems]
            for uid in uids:
                if uid in seen_uids:
                    failures.append(f"{label}: UID {uid} is also in {seen_uids[uid]}")
                seen_uids[uid] = entry["file"]
            for day in span:
                key = day.isoformat()
                want = expected.get(key, [])
                for parser, actual in (("icalendar + recurring-ical-events", by_icalendar), ("vobject", by_vobject)):
                    got = actual.get(key, [])
                    if got != want:
                        failures.append(f"{label}, {key} ({parser}): {difference(want, got)}")
                days_checked += 1
    if failures:
        print(f"iCalendar check FAILED: {len(failures)} differences", file=sys.stderr)
        for failure in failures[:50]:
            print("  " + failure, file=sys.stderr)
        if len(failures) > 50:
            print(f"  ... and {len(failures) - 50} more", file=sys.stderr)
        sys.exit(1)
    print(
        f"iCalendar check passed: {len(records)} scenarios, {calendars} calendars, {days_checked} calendar-days "
        f"match todos(on:)/myTodos with " + ", ".join(f"{name} {version(name)}" for name in PARSERS)
    )


if __name__ == "__main__":
    main()
