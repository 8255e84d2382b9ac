import Benchmark
@_spi(Benchmarking) import BoxOfficeKit
import Foundation

/// A churning image workload: `count` accesses over `keys` image URLs, skewed so that a fifth of the images
/// get four fifths of the views, with 16 image sizes from `smallest` bytes up in steps of `step`.
struct PosterChurn {
  let urls: [URL]
  let images: [Data]
  let accesses: [Int]
  let byteLimit: Int

  /// Full posters of 20...290 KB in a 20 MB budget: about 130 images kept, most accesses miss.
  static let posters = PosterChurn(keys: 2_000, smallest: 20_000, step: 18_000, byteLimit: 20 << 20)
  /// Thumbnails of 8...38 KB in a 50 MB budget: about 2,200 images kept.
  static let thumbnails = PosterChurn(keys: 10_000, smallest: 8_000, step: 2_000, byteLimit: 50 << 20)

  init(keys: Int, smallest: Int, step: Int, byteLimit: Int, count: Int = 20_000) {
    urls = (0..<keys).map {
      URL(string: "https://blog.kakaocdn.net/dn/poster\($0)/img.jpg") ?? URL(fileURLWithPath: "/")
    }
    images = (0..<16).map { Data(count: smallest + $0 * step) }
    self.byteLimit = byteLimit
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    accesses = (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let draw = Int(state >> 33)
      return draw % 5 == 0 ? draw % keys : draw % (keys / 5)
    }
  }

  func image(for key: Int) -> Data { images[key % images.count] }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10, maxDuration: .seconds(3), maxIterations: 5_000)

  let daily = BenchmarkFixture.daily

  Benchmark("Daily 10 rows: decode + map (BoxOfficeDecoder.dailyBoxOffice)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try BoxOfficeDecoder.dailyBoxOffice(from: daily).entries)
    }
  }

  Benchmark("Daily 10 rows: decode + map + display text") { benchmark in
    for _ in benchmark.scaledIterations {
      for entry in try BoxOfficeDecoder.dailyBoxOffice(from: daily).entries {
        blackHole(entry.rankChangeText)
        blackHole(entry.audienceText)
      }
    }
  }

  Benchmark("Daily 10 rows: decoding stage only (JSONDecoder, kit DTOs)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try BoxOfficeDecoder.dailyWire(daily))
    }
  }

  Benchmark("Daily 10 rows: mapping stage only") { benchmark in
    let wire = try BoxOfficeDecoder.dailyWire(daily)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try BoxOfficeDecoder.map(wire))
    }
  }

  Benchmark("Daily 10 rows: baseline JSONDecoder only (original DTOs)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try JSONDecoder().decode(OriginalApp.DailyResponse.self, from: daily))
    }
  }

  Benchmark("Daily 10 rows: baseline original app (JSONDecoder + NumberFormatter per row)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try OriginalApp.displayItems(daily))
    }
  }

  let largeMovie = BenchmarkFixture.largeMovieInfo()

  Benchmark("Movie info large (120 actors, 600 staff): decode + map + texts") { benchmark in
    for _ in benchmark.scaledIterations {
      let movie = try BoxOfficeDecoder.movieDetail(from: largeMovie)
      blackHole((movie.genresText, movie.actorsText, movie.directorsText, movie.runningTimeText))
    }
  }

  Benchmark("Movie info large: mapping stage only") { benchmark in
    let wire = try BoxOfficeDecoder.movieInfoWire(largeMovie)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try BoxOfficeDecoder.map(wire))
    }
  }

  Benchmark("Movie info large: baseline original app (JSONDecoder + texts)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try OriginalApp.movieDetailTexts(largeMovie))
    }
  }

  for (name, churn) in [("posters 20 MB", PosterChurn.posters), ("thumbnails 50 MB", PosterChurn.thumbnails)] {
    Benchmark("Image LRU churn, 20k accesses, \(name): PosterImageCache") { benchmark in
      for _ in benchmark.scaledIterations {
        var cache = PosterImageCache(byteLimit: churn.byteLimit)
        for key in churn.accesses where cache.data(for: churn.urls[key]) == nil {
          cache.insert(churn.image(for: key), for: churn.urls[key])
        }
        blackHole(cache.totalBytes)
      }
    }

    Benchmark("Image LRU churn, 20k accesses, \(name): baseline array-ordered LRU") { benchmark in
      for _ in benchmark.scaledIterations {
        var cache = OriginalApp.NaiveLRU(limit: churn.byteLimit)
        for key in churn.accesses where cache.data(for: churn.urls[key]) == nil {
          cache.insert(churn.image(for: key), for: churn.urls[key])
        }
        blackHole(cache)
      }
    }
  }
}
