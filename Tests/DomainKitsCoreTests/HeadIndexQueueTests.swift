import Testing

@testable import DomainKitsCore

@Suite("HeadIndexQueue")
struct HeadIndexQueueTests {
  @Test("Any sequence of appends, pops and clears matches an array used as a queue")
  func matchesArrayModel() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<200 {
      var queue = HeadIndexQueue<Int>()
      var model: [Int] = []
      var next = 0
      for _ in 0..<300 {
        switch random.next() % 10 {
        case 0..<5:
          queue.append(next)
          model.append(next)
          next += 1
        case 5:
          let batch = [next, next + 1, next + 2]
          queue.append(contentsOf: batch)
          model.append(contentsOf: batch)
          next += 3
        case 6..<9:
          #expect(queue.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
        default:
          if random.next() % 8 == 0 {
            #expect(queue.takeAll() == model)
            model = []
          }
        }
        #expect(Array(queue.elements) == model)
        #expect(queue.count == model.count && queue.isEmpty == model.isEmpty)
      }
    }
  }

  @Test("A queue bounded by popping the oldest keeps the newest elements")
  func bounded() {
    var queue = HeadIndexQueue<Int>()
    for value in 0..<1_000 {
      queue.append(value)
      if queue.count > 10 { _ = queue.popFirst() }
    }
    #expect(Array(queue.elements) == Array(990..<1_000))
    queue.removeAll()
    #expect(queue.isEmpty && queue.popFirst() == nil)
  }
}
