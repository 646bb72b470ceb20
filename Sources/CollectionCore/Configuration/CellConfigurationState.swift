/// Everything a cell's configuration may depend on (UICellConfigurationState): selection,
/// highlight, focus, whether it is disabled, editing, expanded, swiped or being reordered, a
/// drag's and a drop's state, the traits, and custom states.
///
/// The collection view hands one to `updateConfiguration(using:)` and the cell's
/// `configurationUpdateHandler` whenever one of these changes.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// The traits of where the cell is shown.
  public var traitCollection: TraitCollection
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether a touch is down on the cell.
  public var isHighlighted = false
  /// Whether the keyboard's focus is on the cell.
  public var isFocused = false
  /// Whether the cell is disabled (its `isUserInteractionEnabled` is off).
  public var isDisabled = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell's item is expanded in an outline.
  public var isExpanded = false
  /// Whether the cell's swipe actions are showing.
  public var isSwiped = false
  /// Whether the cell is being moved interactively.
  public var isReordering = false
  /// Where the cell is in a drag (UICellConfigurationDragState).
  public var cellDragState = DragState.none
  /// Where the cell is in a drop (UICellConfigurationDropState).
  public var cellDropState = DropState.none
  /// Custom states, by key.
  private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with the given traits and nothing else set.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

  /// A custom state, by key; set one and call `setNeedsUpdateConfiguration()` on the cell when
  /// it changes (or override `configurationState` to add it).
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }

  /// A cell's place in a drag.
  public enum DragState: Hashable, Sendable {
    /// Not being dragged.
    case none
    /// Lifting into a drag.
    case lifting
    /// Being dragged.
    case dragging
  }

  /// A cell's place in a drop.
  public enum DropState: Hashable, Sendable {
    /// Not part of a drop.
    case none
    /// A drop is under way but not over this cell.
    case notTargeted
    /// A drop would land on this cell.
    case targeted
  }
}
