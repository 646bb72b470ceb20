import TUICollectionView

/// One made-up app of the App Store screen, derived from its identifier so the data needs no
/// tables: the same identifier always has the same name, category, price and colour.
public struct AppStoreApp: Hashable, Sendable {
  /// The identifier the diffable data source knows it by.
  public let id: Int

  /// Creates the app with an identifier.
  public init(id: Int) { self.id = id }

  private static let first = [
    "Pixel", "Orbit", "Maple", "Echo", "Nova", "Quill", "Tide", "Ember", "Lumen", "Atlas", "Cobalt",
    "Fable", "Juniper", "Kite", "Sol",
  ]
  private static let second = [
    "Notes", "Maps", "Chess", "Radio", "Camera", "Budget", "Garden", "Tasks", "Weather", "Journal",
    "Puzzle", "Studio", "Runner", "Recipes",
  ]
  /// The categories, which are also the grid's items.
  public static let categories = [
    "Games", "Music", "Photo", "Travel", "Books", "Health", "News", "Weather", "Finance",
    "Sports", "Food", "Kids",
  ]
  private static let palette = [
    Color(red: 255, green: 128, blue: 0), Color(red: 0, green: 122, blue: 255),
    Color(red: 52, green: 199, blue: 89), Color(red: 175, green: 82, blue: 222),
    Color(red: 255, green: 59, blue: 48), Color(red: 48, green: 176, blue: 199),
    Color(red: 255, green: 45, blue: 85), Color(red: 88, green: 86, blue: 214),
  ]

  /// The app's name, such as "Maple Chess".
  public var name: String {
    let n = abs(id)
    return Self.first[n % Self.first.count] + " "
      + Self.second[(n / Self.first.count + n * 5) % Self.second.count]
  }

  /// The app's category.
  public var category: String { Self.categories[(abs(id) * 7) % Self.categories.count] }

  /// Whether the app is free (two in three are).
  public var isFree: Bool { abs(id) % 3 != 0 }

  /// "Free" or a price.
  public var price: String { isFree ? "Free" : "$\(abs(id) % 5 + 1).99" }

  /// The app's colour.
  public var color: Color { Self.palette[abs(id) % Self.palette.count] }
}
