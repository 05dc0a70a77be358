import TypecaseCore

/// A "Copy as…" menu: a face written as code in each snippet format, ready to copy, with what
/// to say once copied.
public struct CopyMenu: Sendable, Hashable {
  /// The menu button's label and accessible name ("Copy as…").
  public var title: String
  /// The accessible name of a row's menu, naming the face ("Copy Inter-Bold as…").
  public var accessibleLabel: String
  /// The choices, in `SnippetFormat`'s order.
  public var choices: [CopyChoice]

  /// The menu of `face` with `features` switched from their defaults, in `localizer`'s
  /// language; `isInstalled` false for a font file that is not installed.
  public init(_ face: FontFace, features: [String: Int] = [:], isInstalled: Bool = true, localizer: Localizer) {
    self.init(FaceSnippets(face, features: features, isInstalled: isInstalled), localizer: localizer)
  }

  /// The menu of the face `snippets` write, in `localizer`'s language (for a caller that
  /// needs the snippets too: making them reads the face's file).
  public init(_ snippets: FaceSnippets, localizer: Localizer) {
    title = localizer.tr("Copy as…")
    accessibleLabel = localizer.tr(
      "Copy {name} as…", ["name": VisibleText.escapedControls(snippets.face.displayName)])
    // The texts are written when asked for (a menu opened, a choice copied): each reads the
    // face's file, and a family page of 2,000 fonts wrote seven for every row (a quarter of
    // its opening, again at each reading of the fonts).
    choices = SnippetFormat.allCases.map { format in
      let name = localizer(format.title)
      return CopyChoice(
        id: format.rawValue, title: name, confirmation: localizer.tr("Copied {format}", ["format": name]),
        format: format, snippets: snippets)
    }
  }

  /// The choice `id` (a format's `--as` name), if the menu has it.
  public func choice(id: String) -> CopyChoice? { choices.first { $0.id == id } }
}

/// One entry of a "Copy as…" menu.
public struct CopyChoice: Sendable, Hashable, Identifiable {
  /// The format's `--as` name ("css"), which identifies the entry.
  public var id: String
  /// The entry's label ("CSS").
  public var title: String
  /// What the window says once it is copied ("Copied CSS").
  public var confirmation: String
  /// The format written.
  public var format: SnippetFormat
  /// The snippets the text is one of (what `TypecaseModel.copyNotes(of:)` reads).
  public var snippets: FaceSnippets

  /// What is copied, written when asked for (it reads the face's file).
  public var text: String { snippets.text(format) }
}
