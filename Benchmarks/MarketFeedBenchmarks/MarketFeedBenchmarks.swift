import Benchmark
import MarketFeed

let benchmarks: @Sendable () -> Void = {
}
