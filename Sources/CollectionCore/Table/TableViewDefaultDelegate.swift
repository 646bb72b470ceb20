/// The delegate a table view hears when the app set none: every method's default, so the
/// table's own rules (no selection while editing, swipe to delete) still apply.
final class TableViewDefaultDelegate: TableViewDelegate {}
