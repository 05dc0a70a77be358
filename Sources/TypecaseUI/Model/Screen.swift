/// A screen: a title and sections of rows, drawn as one list.
public struct Screen: Sendable, Hashable {
  /// Where the screen is in the app.
  public var route: Route
  /// The header bar's title.
  public var title: String
  /// A short line under the title, for example "12 of 251".
  public var subtitle: String?
  /// How the list looks: a plain full-width list or grouped, inset sections.
  public var style: Style
  /// Whether the screen has a search field.
  public var isSearchable: Bool
  /// The sections, in order.
  public var sections: [Section]
  /// Text to show when there are no rows at all (for example no search results); nil while loading.
  public var emptyText: String?
  /// What the button beside `emptyText` does: nil when there is none.
  public var emptyAction: EmptyAction?
  /// The filters that are on, as removable chips under the search bar.
  public var chips: [FilterChip] = []
  /// The star toggle of the family the screen shows; nil on other screens.
  public var star: StarToggle?
  /// Whether the search looks for families that can show the typed text (and draws it) instead
  /// of names; nil on screens without that choice.
  public var showsText: Bool?
  /// Why the search cannot be a name search, when it cannot (no family name has its first
  /// character): "Shows this text" is then on whatever the toggle says, and cannot be turned
  /// off; nil when the toggle decides.
  public var showsTextForcedBecause: String?

  /// Creates a screen.
  public init(
    route: Route, title: String, subtitle: String? = nil, style: Style = .plain, isSearchable: Bool = false,
    sections: [Section], emptyText: String? = nil
  ) {
    self.route = route
    self.title = title
    self.subtitle = subtitle
    self.style = style
    self.isSearchable = isSearchable
    self.sections = sections
    self.emptyText = emptyText
  }

  /// What an empty list is: no results of a search or filters (the default), or no starred
  /// family yet, which the empty state names as such and shows with a star, not a magnifier.
  public var emptyKind: EmptyKind = .noResults

  /// What an empty list is, for its title and icon.
  public enum EmptyKind: Sendable, Hashable {
    /// A search or filters left nothing.
    case noResults
    /// The Starred filter alone, and no family is starred.
    case noStarredFamilies
  }

  /// What brings rows back to a list a search or filters emptied.
  public enum EmptyAction: Sendable, Hashable {
    /// Empty the search.
    case clearSearch
    /// Turn the filters off.
    case clearFilters
  }

  /// UITableView's two looks.
  public enum Style: Sendable, Hashable {
    case plain
    case grouped
  }

  /// Every row of every section, in order.
  public var rows: [Row] { sections.flatMap(\.rows) }

  /// The row with the given identifier.
  public func row(id: String) -> Row? { rows.first { $0.id == id } }
}

/// A group of rows with an optional title above and footer below.
public struct Section: Sendable, Hashable, Identifiable {
  /// Identifies the section within its screen.
  public var id: String
  /// The title drawn above the rows (for example "Preview").
  public var title: String?
  /// The footer drawn below the rows, explaining them.
  public var footer: String?
  /// The rows.
  public var rows: [Row]

  /// Creates a section.
  public init(id: String, title: String? = nil, footer: String? = nil, rows: [Row]) {
    self.id = id
    self.title = title
    self.footer = footer
    self.rows = rows
  }
}
