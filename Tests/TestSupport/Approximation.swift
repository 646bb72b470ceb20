import CollectionCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether two numbers are within a tolerance.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points are within a tolerance on each axis.
public func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two sizes are within a tolerance on each axis.
public func isClose(_ a: Size, _ b: Size, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

/// Whether two rectangles are within a tolerance.
public func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.size, b.size, tolerance)
}

/// Whether two transforms are within a tolerance, entry by entry.
public func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
  zip(a.entries, b.entries).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether two vectors are within a tolerance, entry by entry.
public func isClose(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Whether two angles are the same modulo a full turn.
public func isSameAngle(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs((a - b).remainder(dividingBy: 2 * .pi)) <= tolerance
}

/// Degrees to radians.
public func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Where item `i` of `n` sits on a ring (seed 000's formula).
public func ringPosition(item i: Int, of n: Int, center: Point, radius: Double) -> Point {
  let angle = 2 * Double(i) * .pi / Double(n) - .pi / 2
  return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
}

/// The item index paths among some attributes, sorted.
public func cellPaths(_ attributes: [LayoutAttributes]) -> [IndexPath] {
  attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
}
