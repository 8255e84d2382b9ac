#!/usr/bin/env bash
# Resolves (and builds) small apps that depend on this checkout the way an app would, with a plain
# `.package(url:from:)`, and fails when one of them resolves a package it should not, naming the intruder.
#
#   Scripts/check-consumers.sh            every consumer below
#   Scripts/check-consumers.sh --resolve-only
#
# The checkout's working tree is committed into a scratch repository tagged 0.4.0 (Scripts/lib), so uncommitted
# work is checked too. Offline: SwiftPM reads the github.com packages from the machine's mirror as the rest of CI
# does.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=yes
[ "${1:-}" = "--resolve-only" ] && build=no

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The package as an app meets it: a git repository with a version tag.
source "$root/Scripts/lib/scratch-repository.sh"
repo="$work/DomainKits"
scratch_repository "$repo"

failures=0

# One word a line, sorted: the form comm(1) compares.
words() { tr -s ' \n' '\n' <<< "$1" | sed '/^$/d' | sort; }

# consumer NAME "PRODUCTS" "TRAITS" "EXPECTED PINS" "EXPECTED DOMAINKITS MODULES|-" "MAIN.SWIFT"
# Writes the app, resolves it and compares Package.resolved's pins with the expected set (identities, sorted).
# With a module list, also builds it and compares the modules it compiled from DomainKits with that list.
consumer() {
  local name=$1 products=$2 traits=$3 expected=$4 modules=$5 main=$6
  local app="$work/$name"
  mkdir -p "$app/Sources/App"
  local deps="" trait_list=""
  for product in $products; do deps+=".product(name: \"$product\", package: \"DomainKits\"), "; done
  [ -n "$traits" ] && trait_list=", traits: [$(printf '"%s", ' $traits | sed 's/, $//')]"
  cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(url: "file://$repo", from: "0.4.0"$trait_list)],
  targets: [.executableTarget(name: "App", dependencies: [$deps])]
)
MANIFEST
  printf '%s\n' "$main" > "$app/Sources/App/main.swift"

  printf '\n--> %s: %s%s\n' "$name" "$products" "${traits:+ with traits $traits}"
  if ! (cd "$app" && swift package resolve > "$app/resolve.log" 2>&1); then
    cat "$app/resolve.log"
    echo "FAIL $name: does not resolve"
    failures=$((failures + 1))
    return
  fi
  local pins
  pins=$(python3 -c 'import json,sys; print(" ".join(sorted(p["identity"] for p in json.load(open(sys.argv[1]))["pins"])))' \
    "$app/Package.resolved")
  local intruders missing
  intruders=$(comm -23 <(words "$pins") <(words "$expected") | tr '\n' ' ')
  missing=$(comm -13 <(words "$pins") <(words "$expected") | tr '\n' ' ')
  echo "    resolved: $pins"
  if [ -n "${intruders// /}" ]; then
    echo "FAIL $name: resolved packages it does not need: $intruders"
    failures=$((failures + 1))
  fi
  if [ -n "${missing// /}" ]; then
    echo "FAIL $name: expected packages missing: $missing (update this script if the dependency changed on purpose)"
    failures=$((failures + 1))
  fi

  [ "$build" = yes ] && [ "$modules" != "-" ] || return 0
  if ! (cd "$app" && swift build > "$app/build.log" 2>&1); then
    tail -30 "$app/build.log"
    echo "FAIL $name: does not build"
    failures=$((failures + 1))
    return
  fi
  # The modules compiled from DomainKits' sources: those whose build folder holds object files (SwiftPM makes a
  # folder for every target of the graph, built or not).
  local ours=(DomainKitsCore OrderBookKit CandleKit TimetableKit LectureEvaluationKit HouseRulesKit WagerKit BoxOfficeKit MarketBoardKit
    BoxOfficeLive DomainKitsURLSession
    URLSessionSupport DomainKitsGRDB DomainKitsGRDBCore OrderBookKitGRDB CandleKitGRDB TimetableKitGRDB
    LectureEvaluationKitGRDB
    HouseRulesKitGRDB WagerKitGRDB BoxOfficeKitGRDB MarketBoardKitGRDB MarketFeed MarketFeedReplay
    DomainKitsPostgresCore LectureEvaluationKitPostgres WagerKitPostgres HouseRulesKitPostgres DomainKitsServer)
  local compiled=""
  for module in "${ours[@]}"; do
    compgen -G "$app/.build/debug/$module.build/*.o" > /dev/null && compiled+="$module "
  done
  echo "    compiled from DomainKits: $compiled"
  local extra
  extra=$(comm -23 <(words "$compiled") <(words "$modules") | tr '\n' ' ')
  if [ -n "${extra// /}" ]; then
    echo "FAIL $name: compiled modules it does not use: $extra"
    failures=$((failures + 1))
  fi
}

consumer one-kit "TimetableKit" "" "domainkits" "DomainKitsCore TimetableKit" '
import TimetableKit

print(Weekday.allCases.count)'

# LectureEvaluationKit alone: SUWIKI's evaluations need the shared core only (Semester lives there), not TimetableKit.
consumer evaluation-kit "LectureEvaluationKit" "" "domainkits" "DomainKitsCore LectureEvaluationKit" '
import Foundation
import LectureEvaluationKit

print(try SuwikiServerDecoder.lecturePage(from: Data(#"{"data": [], "count": 0}"#.utf8)).totalCount, Semester("2023-2") as Any)'

# A SUWIKI client over URLSession: the kit, the core and the Foundation-only transport, no other package.
consumer api-client "LectureEvaluationKit DomainKitsURLSession" "" "domainkits" \
  "DomainKitsCore LectureEvaluationKit DomainKitsURLSession URLSessionSupport" '
import DomainKitsURLSession
import Foundation
import LectureEvaluationKit

let client = APIClient.suwiki(baseURL: URL(string: "http://127.0.0.1:8080")!, transport: URLSessionTransport())
print(client.baseURL, SuwikiAPI.lecturePage(page: 1))'

# An app written against 0.3.0 and migrated by CHANGELOG's table alone (Scripts/migration/0.3.0.swift as it was
# written, Scripts/migration/0.4.0.swift after the table): it builds against this checkout.
consumer migrated-0.3.0-app \
  "OrderBookKit CandleKit TimetableKit LectureEvaluationKit HouseRulesKit WagerKit BoxOfficeKit MarketBoardKit" "" \
  "domainkits" \
  "DomainKitsCore OrderBookKit CandleKit TimetableKit LectureEvaluationKit HouseRulesKit WagerKit BoxOfficeKit MarketBoardKit" \
  "$(cat "$root/Scripts/migration/0.4.0.swift")"

# MarketBoardKit alone: the board kit needs the shared core only (exact decimals and Hangul search live there).
consumer board-kit "MarketBoardKit" "" "domainkits" "DomainKitsCore MarketBoardKit" '
import MarketBoardKit

print(MarketBoard(markets: []).count, Price("91196000") as Any)'

consumer all-kits "OrderBookKit CandleKit TimetableKit LectureEvaluationKit HouseRulesKit WagerKit BoxOfficeKit MarketBoardKit BoxOfficeLive" \
  "" "domainkits" \
  "DomainKitsCore OrderBookKit CandleKit TimetableKit LectureEvaluationKit HouseRulesKit WagerKit BoxOfficeKit MarketBoardKit
  BoxOfficeLive DomainKitsURLSession URLSessionSupport" '
import BoxOfficeKit
import BoxOfficeLive
import CandleKit
import HouseRulesKit
import LectureEvaluationKit
import MarketBoardKit
import OrderBookKit
import TimetableKit
import WagerKit

// Price moved to DomainKitsCore; every kit re-exports it, so the OrderBookKit name still resolves, and to one type.
let types: [Any.Type] = [
  OrderBook.self, CandleSeries.self, Timetable.self, House.self, Battle.self, DailyBoxOffice.self,
  URLSessionTransport.self, MarketBoard.self, OrderBookKit.Price.self, MarketBoardKit.Price.self,
  EvaluationBoard.self, SuwikiServerDecoder.self, TimetableKit.Semester.self, LectureEvaluationKit.Semester.self,
]
print(types.count)'

consumer sqlite-one-kit "TimetableKitGRDB" "SQLite" "domainkits grdb.swift" \
  "DomainKitsCore TimetableKit DomainKitsGRDBCore TimetableKitGRDB" '
import TimetableKit
import TimetableKitGRDB

let database = try DomainKitsDatabase.inMemory()
print(try await SQLiteCourseRepository(database).semesters())'

consumer sqlite-all "DomainKitsGRDB" "SQLite" "domainkits grdb.swift" - '
import DomainKitsGRDB

print(try DomainKitsDatabase.inMemory())'

# MarketFeed: DomainKits, swift-log and what swift-websocket's WSClient resolves (SwiftNIO and its TLS, HTTP/2
# and compression packages); never GRDB or swift-argument-parser.
consumer market-feed "MarketFeed" "LiveFeed" \
  "domainkits swift-websocket swift-nio swift-log compress-nio swift-algorithms swift-asn1 swift-async-algorithms
  swift-atomics swift-certificates swift-collections swift-crypto swift-http-structured-headers swift-http-types
  swift-nio-extras swift-nio-http2 swift-nio-ssl swift-nio-transport-services swift-numerics swift-service-lifecycle
  swift-system" - '
import MarketFeed

print(BithumbFeedConfiguration())'

# LectureEvaluationKit on PostgreSQL: DomainKits, postgres-nio and what postgres-nio 1.33.2 resolves (SwiftNIO, its
# TLS and transport services with swift-crypto and swift-asn1, swift-log, swift-metrics,
# swift-service-lifecycle with swift-async-algorithms, swift-atomics, swift-collections, swift-system); never GRDB,
# swift-websocket or swift-argument-parser.
consumer postgres-posts "LectureEvaluationKitPostgres" "Postgres" \
  "domainkits postgres-nio swift-nio swift-nio-ssl swift-nio-transport-services swift-crypto
  swift-asn1 swift-log swift-metrics swift-service-lifecycle swift-async-algorithms swift-atomics swift-collections
  swift-system" \
  "DomainKitsCore LectureEvaluationKit DomainKitsPostgresCore LectureEvaluationKitPostgres" '
import LectureEvaluationKit
import LectureEvaluationKitPostgres

let configuration = DomainKitsPostgres.configuration(url: "postgres://dk@127.0.0.1:5432/suwiki")
print(configuration?.host as Any, PostgresLecturePostRepository.self, DomainKitsPostgres.schemaVersion)'

# One more kit on PostgreSQL: the same packages resolve, and only that kit's modules compile.
consumer postgres-house "HouseRulesKitPostgres" "Postgres" \
  "domainkits postgres-nio swift-nio swift-nio-ssl swift-nio-transport-services swift-crypto
  swift-asn1 swift-log swift-metrics swift-service-lifecycle swift-async-algorithms swift-atomics swift-collections
  swift-system" \
  "DomainKitsCore HouseRulesKit DomainKitsPostgresCore HouseRulesKitPostgres" '
import HouseRulesKit
import HouseRulesKitPostgres

print(PostgresHouseRepository.self, DomainKitsPostgres.schemaVersion)'

# The SQLite and PostgreSQL adapters together, the traits the reference server's `Server` trait turns on, but not
# `Server` itself: the union of the two adapters' packages and nothing of the server's (its target and executable
# are in no product, and its packages are behind `Server`). Resolved, not built: what it compiles the two adapters'
# own consumers above check.
consumer sqlite-and-postgres "LectureEvaluationKitGRDB LectureEvaluationKitPostgres" "SQLite Postgres" \
  "domainkits grdb.swift postgres-nio swift-nio swift-nio-ssl swift-nio-transport-services swift-crypto
  swift-asn1 swift-log swift-metrics swift-service-lifecycle swift-async-algorithms swift-atomics swift-collections
  swift-system" - '
import LectureEvaluationKitGRDB
import LectureEvaluationKitPostgres

print(SQLiteLecturePostRepository.self, PostgresLecturePostRepository.self, DomainKitsPostgres.schemaVersion)'

# absent NAME "PACKAGES": fails naming any of PACKAGES (identities) that consumer NAME's Package.resolved holds.
absent() {
  local name=$1 packages=$2
  local resolved="$work/$name/Package.resolved"
  if [ ! -f "$resolved" ]; then
    echo "FAIL $name: no Package.resolved to look for $packages in"
    failures=$((failures + 1))
    return
  fi
  local pins found
  pins=$(python3 -c 'import json,sys; print(" ".join(sorted(p["identity"] for p in json.load(open(sys.argv[1]))["pins"])))' \
    "$resolved")
  found=$(comm -12 <(words "$pins") <(words "$packages") | tr '\n' ' ')
  if [ -n "${found// /}" ]; then
    echo "FAIL $name: resolved the reference server's packages without the Server trait: $found"
    failures=$((failures + 1))
  else
    echo "    none of the reference server's packages: $packages"
  fi
}

absent sqlite-and-postgres "hummingbird jwt-kit swift-prometheus swift-certificates"

# An adapter product without its trait: the build fails, and its first error names the trait to add (the module
# compiles empty but for unavailable names whose message says so), not "cannot find 'DomainKitsDatabase' in scope".
# missing_trait NAME PRODUCT TRAIT MAIN.SWIFT
missing_trait() {
  local name=$1 product=$2 trait=$3 main=$4
  local app="$work/$name"
  mkdir -p "$app/Sources/App"
  cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(url: "file://$repo", from: "0.4.0")],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "$product", package: "DomainKits")])]
)
MANIFEST
  printf '%s\n' "$main" > "$app/Sources/App/main.swift"
  printf '\n--> %s: %s without its trait %s\n' "$name" "$product" "$trait"
  if (cd "$app" && swift build > "$app/build.log" 2>&1); then
    echo "FAIL $name: built without the $trait trait"
    failures=$((failures + 1))
    return
  fi
  local first
  first=$(grep -m1 -E ': error: ' "$app/build.log" || true)
  echo "    first error: ${first#"$app/"}"
  if ! grep -qF "traits: [\"$trait\"]" <<< "$first"; then
    tail -20 "$app/build.log"
    echo "FAIL $name: the first error does not name the $trait trait"
    failures=$((failures + 1))
  fi
  if grep -q "cannot find .* in scope" "$app/build.log"; then
    echo "FAIL $name: an adapter name is missing instead of unavailable"
    failures=$((failures + 1))
  fi
}

missing_trait sqlite-without-trait "TimetableKitGRDB" "SQLite" '
import TimetableKit
import TimetableKitGRDB

let database = try DomainKitsDatabase.inMemory()
print(try await SQLiteCourseRepository(database).semesters())'

missing_trait postgres-without-trait "LectureEvaluationKitPostgres" "Postgres" '
import LectureEvaluationKitPostgres

print(DomainKitsPostgres.configuration(url: "postgres://dk@127.0.0.1:5432/suwiki") as Any)'

missing_trait feed-without-trait "MarketFeed" "LiveFeed" '
import MarketFeed

print(BithumbFeedConfiguration())'

echo
if [ "$failures" -gt 0 ]; then
  echo "Consumer check: $failures failure(s)"
  exit 1
fi
echo "Consumer check passed"
