import CollectionCore
import TestSupport
import Testing

@Suite("Saturating conversions")
struct SaturatingConversionTests {
  @Test func nanAndInfinitiesNeverTrap() {
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -.infinity) == .min)
    #expect(Int(saturating: 1e300) == .max)
    #expect(Int(saturating: -1e300) == .min)
    #expect(Int(saturating: -2.7) == -2)
    #expect(Int(saturating: 41.9) == 41)
  }
}
