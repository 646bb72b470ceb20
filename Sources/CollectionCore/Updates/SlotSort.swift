/// Sorts the slots a batch update names in a section (item indices: whole numbers from 0): a
/// least-significant-digit radix sort of 11-bit digits when there are many, about a tenth of a
/// comparison sort's work on a shuffle's hundred thousand moves; the standard sort otherwise.
enum SlotSort {
  /// Sorts `values` ascending.
  static func sort(_ values: inout [Int]) {
    // A diff's moves arrive in order of destination.
    if zip(values, values.dropFirst()).allSatisfy({ $0 <= $1 }) { return }
    guard values.count >= 512, let largest = values.max(), let smallest = values.min(),
      smallest >= 0, largest < 1 << 44
    else {
      values.sort()
      return
    }
    let bits = 11
    let mask = (1 << bits) - 1
    var scratch = [Int](repeating: 0, count: values.count)
    var shift = 0
    var counts = [Int](repeating: 0, count: 1 << bits)
    while largest >> shift > 0 {
      for i in counts.indices { counts[i] = 0 }
      for value in values { counts[(value >> shift) & mask] += 1 }
      var total = 0
      for i in counts.indices {
        let count = counts[i]
        counts[i] = total
        total += count
      }
      for value in values {
        let digit = (value >> shift) & mask
        scratch[counts[digit]] = value
        counts[digit] += 1
      }
      swap(&values, &scratch)
      shift += bits
    }
  }

  /// The indices of `keys` (whole numbers below 2⁴⁴) in ascending order of key, equal keys in
  /// the order given: the same radix sort, moving indices instead of values.
  static func order(of keys: [Int]) -> [Int] {
    var order = Array(keys.indices)
    guard let largest = keys.max() else { return order }
    let bits = 11
    let mask = (1 << bits) - 1
    var scratch = [Int](repeating: 0, count: keys.count)
    var counts = [Int](repeating: 0, count: 1 << bits)
    var shift = 0
    while largest >> shift > 0 {
      for i in counts.indices { counts[i] = 0 }
      for key in keys { counts[(key >> shift) & mask] += 1 }
      var total = 0
      for i in counts.indices {
        let count = counts[i]
        counts[i] = total
        total += count
      }
      for index in order {
        let digit = (keys[index] >> shift) & mask
        scratch[counts[digit]] = index
        counts[digit] += 1
      }
      swap(&order, &scratch)
      shift += bits
    }
    return order
  }
}
