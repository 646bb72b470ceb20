/// The longest strictly increasing subsequence of a sequence of distinct values, by patience
/// sorting (O(n log n)): which elements of a reordered list can stay where they are, so that
/// every other one is a move and the moves are as few as possible.
@usableFromInline enum LongestIncreasingSubsequence {
  /// The positions (ascending) of one longest strictly increasing subsequence of `values`.
  @usableFromInline static func positions(in values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    // tails[k]: the position of the smallest value that ends an increasing run of length k + 1.
    var tails: [Int] = []
    tails.reserveCapacity(min(values.count, 1024))
    var previous = [Int](repeating: -1, count: values.count)
    for (i, value) in values.enumerated() {
      if let last = tails.last, values[last] < value {
        previous[i] = last
        tails.append(i)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[i] = tails[low - 1] }
      if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var result = [Int](repeating: 0, count: tails.count)
    var k = tails[tails.count - 1]
    for slot in stride(from: tails.count - 1, through: 0, by: -1) {
      result[slot] = k
      k = previous[k]
    }
    return result
  }
}
