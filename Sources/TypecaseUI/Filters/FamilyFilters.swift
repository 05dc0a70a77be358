import TypecaseCore

/// The family list's filters, combined with AND: the face criteria (one face of a family must
/// meet them all), and whether only starred families are shown.
public struct FamilyFilters: Sendable, Hashable {
  /// What one face of a shown family must be.
  public var faces = FaceCriteria()
  /// Only starred families (those no longer installed too, shown greyed).
  public var starred = false

  /// No filter.
  public init() {}

  /// Whether no filter is on.
  public var isEmpty: Bool { faces.isEmpty && !starred }

  /// The weight range a filter starts with, OpenType units.
  public static let weightScale = 100...900

  /// The filters that are on, as removable chips, in the order the filter popover lists them.
  ///
  /// `languageName` names a fontconfig language tag in the interface language.
  public func chips(localizer: Localizer, languageName: (String) -> String) -> [FilterChip] {
    var chips: [FilterChip] = []
    func add(_ id: FilterChip.ID, _ label: String) {
      chips.append(
        FilterChip(
          id: id, label: label, removeLabel: localizer.tr("Remove filter {filter}", ["filter": label])))
    }
    if let language = faces.language { add(.language, languageName(language)) }
    if faces.monospace { add(.monospace, localizer.tr("Monospace")) }
    if faces.italic { add(.italic, localizer.tr("Has italic")) }
    if let weight = faces.weight {
      add(
        .weight,
        localizer.tr(
          "Weight {minimum}–{maximum}", ["minimum": String(weight.lowerBound), "maximum": String(weight.upperBound)]))
    }
    if let width = faces.width { add(.width, Self.title(of: width, localizer: localizer)) }
    if faces.variable { add(.variable, localizer.tr("Variable")) }
    if faces.color { add(.color, localizer.tr("Color")) }
    if let format = faces.format { add(.format, Self.title(of: format, localizer: localizer)) }
    if let location = faces.location { add(.location, Self.title(of: location, localizer: localizer)) }
    if faces.duplicates { add(.duplicates, localizer.tr("Duplicates")) }
    if starred { add(.starred, localizer.tr("Starred")) }
    return chips
  }

  /// Turns the filter `id` off.
  public mutating func remove(_ id: FilterChip.ID) {
    switch id {
    case .language: faces.language = nil
    case .monospace: faces.monospace = false
    case .italic: faces.italic = false
    case .weight: faces.weight = nil
    case .width: faces.width = nil
    case .variable: faces.variable = false
    case .color: faces.color = false
    case .format: faces.format = nil
    case .location: faces.location = nil
    case .duplicates: faces.duplicates = false
    case .starred: starred = false
    }
  }

  /// The title of a width class ("Condensed").
  public static func title(of width: FaceCriteria.WidthClass, localizer: Localizer) -> String {
    switch width {
    case .condensed: localizer.tr("Condensed")
    case .normal: localizer.tr("Normal width")
    case .expanded: localizer.tr("Expanded")
    }
  }

  /// The title of a format ("TrueType", "Bitmap").
  public static func title(of format: FaceCriteria.FormatFilter, localizer: Localizer) -> String {
    format == .bitmap ? localizer.tr("Bitmap") : format.fontconfigName
  }

  /// The title of an install location ("Installed for you", as every other text says it).
  public static func title(of location: FaceCriteria.InstallLocation, localizer: Localizer) -> String {
    switch location {
    case .user: localizer.tr("Installed for you")
    case .system: localizer.tr("Installed for everyone")
    }
  }
}
