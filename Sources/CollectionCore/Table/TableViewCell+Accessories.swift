extension TableViewCell {
  /// The standard accessories (UITableViewCell.AccessoryType), shown as list cell accessories.
  public enum AccessoryType: Hashable, Sendable {
    /// None.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A detail (info) button and a chevron; the button tells the delegate
    /// (`accessoryButtonTappedForRowWith`).
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// A detail (info) button, which tells the delegate (`accessoryButtonTappedForRowWith`).
    case detailButton
  }

  /// The control a row shows while its table is editing (UITableViewCell.EditingStyle).
  public enum EditingStyle: Hashable, Sendable {
    /// None.
    case none
    /// A red delete button; a click on it commits the deletion.
    case delete
    /// A green insert button; a click on it commits the insertion.
    case insert
  }

  /// The list cell accessories for the standard accessory, the accessory view, the editing
  /// control and the reorder grip.
  func composeAccessories() {
    var composed: [CellAccessory] = []
    switch editingStyle {
    case _ where showsSelectionControl: composed.append(.multiselect())
    case .delete:
      composed.append(.delete { [weak self] in self?.editingControlTapped() })
    case .insert:
      composed.append(.insert { [weak self] in self?.editingControlTapped() })
    case .none: break
    }
    composed += standardAccessories(accessoryView, accessoryType, displayed: .whenNotEditing)
    composed += standardAccessories(
      editingAccessoryView, editingAccessoryType, displayed: .whenEditing)
    if showsReorderControl { composed.append(.reorder()) }
    accessories = composed
  }

  /// The accessories of a view of the app's, or else of a standard type.
  private func standardAccessories(
    _ view: View?, _ type: AccessoryType, displayed: CellAccessory.DisplayedState
  ) -> [CellAccessory] {
    if let view {
      return [
        .customView(
          configuration: .init(
            customView: view, placement: .trailing(displayed: displayed),
            reservedLayoutWidth: .actual))
      ]
    }
    let detail = CellAccessory.detail(displayed: displayed) { [weak self] in
      self?.accessoryButtonTapped()
    }
    switch type {
    case .none: return []
    case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
    case .checkmark: return [.checkmark(displayed: displayed)]
    case .detailButton: return [detail]
    case .detailDisclosureButton: return [detail, .disclosureIndicator(displayed: displayed)]
    }
  }

  /// The delete or insert button was clicked: the table view commits the edit.
  private func editingControlTapped() {
    tableView?.commitEditingControl(of: self)
  }

  /// The detail button was clicked: the table view tells its delegate.
  private func accessoryButtonTapped() {
    tableView?.accessoryButtonTapped(in: self)
  }
}
