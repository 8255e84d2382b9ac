import Foundation

/// The lazy sequence of timetables a ``ScheduleGenerator`` finds.
public struct ScheduleSequence: Sequence, Sendable {
  let generator: ScheduleGenerator
  let limit: Int

  /// Starts a new search from the first section of every group.
  public func makeIterator() -> Iterator {
    Iterator(generator: generator, limit: limit)
  }

  /// Backtracks one step at a time: each `next()` resumes the search where the last timetable was found.
  public struct Iterator: IteratorProtocol, Sendable {
    private let generator: ScheduleGenerator
    private let limit: Int
    private var produced = 0
    private var finished = false
    private var depth = 0
    /// Per depth: the next candidate to try.
    private var position: [Int]
    /// Per depth: the chosen section.
    private var chosen: [Int]
    /// Per depth (and one more): the sections excluded by the choices above it, `words` words each.
    private var excluded: [UInt64]
    /// Per depth (and one more): the credits chosen above it, base included.
    private var credits: [Credits]

    init(generator: ScheduleGenerator, limit: Int) {
      self.generator = generator
      self.limit = limit
      let depthCount = generator.groups.count
      position = [Int](repeating: 0, count: depthCount)
      chosen = [Int](repeating: 0, count: depthCount)
      excluded = [UInt64](repeating: 0, count: (depthCount + 1) * generator.words)
      credits = [Credits](repeating: generator.base.totalCredits, count: depthCount + 1)
      if let limit = generator.creditLimit, generator.base.totalCredits > limit { finished = true }
    }

    /// Resumes the search and returns the next conflict-free timetable, or `nil` when the search is done or capped.
    public mutating func next() -> GeneratedSchedule? {
      guard !finished, produced < limit else { return nil }
      let groupCount = generator.groups.count
      if groupCount == 0 {
        finished = true
        produced += 1
        return GeneratedSchedule(courses: [], score: ScheduleScore(generator.baseMask))
      }
      let words = generator.words
      while depth >= 0 {
        let candidates = generator.candidates[depth]
        var advanced = false
        while position[depth] < candidates.count {
          let section = candidates[position[depth]]
          position[depth] += 1
          if excluded[depth * words + section / 64] & (1 << UInt64(section % 64)) != 0 { continue }
          let total = credits[depth] + generator.sections[section].credits
          if let limit = generator.creditLimit, total > limit { continue }
          chosen[depth] = section
          credits[depth + 1] = total
          for word in 0..<words {
            excluded[(depth + 1) * words + word] =
              excluded[depth * words + word] | generator.conflictRows[section * words + word]
          }
          advanced = true
          break
        }
        if !advanced {
          position[depth] = 0
          depth -= 1
          continue
        }
        if depth + 1 == groupCount {
          produced += 1
          return makeSchedule()
        }
        depth += 1
      }
      finished = true
      return nil
    }

    private func makeSchedule() -> GeneratedSchedule {
      var mask = generator.baseMask
      var courses: [Course] = []
      courses.reserveCapacity(chosen.count)
      for section in chosen {
        mask = mask.union(generator.displayMasks[section])
        courses.append(generator.sections[section])
      }
      return GeneratedSchedule(courses: courses, score: ScheduleScore(mask))
    }
  }
}
