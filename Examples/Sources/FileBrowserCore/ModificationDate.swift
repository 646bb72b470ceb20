import Foundation

/// A modification date as `ls -l` prints it, in the local time zone: `26 Nov 14:03` within the
/// last six months, `26 Nov  2025` otherwise (always 12 columns).
public enum ModificationDate {
  /// The months' short names.
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The time now, in seconds since 1970.
  public static var now: Int { Int(Date().timeIntervalSince1970) }

  /// The text for a time (seconds since 1970), seen at `now`.
  public static func text(for seconds: Int, now: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    localtime_r(&time, &parts)
    let day = parts.tm_mday < 10 ? " \(parts.tm_mday)" : "\(parts.tm_mday)"
    let month = months[Int(parts.tm_mon)]
    let halfYear = 182 * 24 * 3600
    if seconds > now - halfYear && seconds <= now + 3600 {
      let hour = parts.tm_hour < 10 ? "0\(parts.tm_hour)" : "\(parts.tm_hour)"
      let minute = parts.tm_min < 10 ? "0\(parts.tm_min)" : "\(parts.tm_min)"
      return "\(day) \(month) \(hour):\(minute)"
    }
    return "\(day) \(month)  \(parts.tm_year + 1900)"
  }
}
