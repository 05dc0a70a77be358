import TypecaseCore

/// The face page: everything one face is, in the sections the page shows them, with the
/// user's changes (sample, size, axes, features, character search) applied.
public struct FaceScreen: Sendable, Equatable {
  /// Where the page is.
  public var route: Route
  /// The header's title: the face's full name.
  public var title: String
  /// The header's subtitle: the family, or the style when the title is the family's name.
  public var subtitle: String
  /// The face to draw previews with, as the user has set it up.
  public var font: FaceFont
  /// The sample text drawn in the preview and the waterfall.
  public var sample: String
  /// Whether the previews are drawn in the interface's font: nothing could be read of the
  /// face's file (see `ReadableFontFile`), or it is a web font named as another kind, and
  /// Pango drew them in boxes.
  public var drawsInInterfaceFont = false
  /// Whether the face is a font file's that is not installed (opened by file): drawn from the
  /// file, with an Install button and no star.
  public var isNotInstalled = false
  /// The characters of the sample the face does not have, in order.
  public var sampleGaps: [SampleGap] = []
  /// The preview size in points.
  public var points: Double
  /// The sizes the size slider spans, in points.
  public var sizeRange: ClosedRange<Double>
  /// The sizes of the waterfall, in points.
  public var waterfall: [Int]
  /// Digits and a temperature in the Temperature Unit setting ("0123456789 · 21 °C").
  public var figures: String
  /// Where the figures line has characters the face does not have (drawn as boxes), in
  /// Unicode scalars; spaces are not counted.
  public var figuresGaps: [Int] = []
  /// What the figures line says of its marks ("Marked characters are not in Fixture Display"),
  /// nil when it has none.
  public var figuresNote: String?
  /// The variation axes (empty for a static face), at their current values.
  public var axes: [AxisControl]
  /// The named instances of a variable face.
  public var instances: [InstanceChoice]
  /// The OpenType features, each on or off.
  public var features: [FeatureToggle]
  /// The language systems the face's layout tables have rules for ("TRK", "JAN"), of every
  /// script: whether the desktop's language picks forms of its own in this face.
  public var languageSystems: Set<String> = []
  /// The characters the search shows (all of the face's when not searching), ascending.
  public var characters: [Unicode.Scalar]
  /// How many characters the face maps.
  public var characterCount: Int
  /// The character search text.
  public var characterSearch: String
  /// The Unicode blocks the face has characters in, with how many of each.
  public var blocks: [BlockChoice]
  /// The block the grid is narrowed to (an index into `blocks`); nil: every block.
  public var selectedBlock: Int?
  /// The selected character, described.
  public var selectedCharacter: CharacterInfo?
  /// The languages the face supports, named in the interface language.
  public var languages: [LanguageEntry]
  /// Names, versions, vendor, license, file and metrics, in the order the page lists them.
  public var details: [DetailEntry]
  /// What could not be read about the face, in the interface language.
  public var problems: [String]
  /// The section titles, in the interface language.
  public var titles: SectionTitles
  /// The face written as code, for the header's "Copy as…" menu.
  public var copyMenu: CopyMenu
  /// The star of the face's family: the header's star button and Ctrl+D.
  ///
  /// A family of one font opens at its face page, which was then the one page with no star.
  public var star: StarToggle? = nil

  /// The titles of the page's sections, and the labels its controls are named by.
  public struct SectionTitles: Sendable, Equatable {
    public var preview: String
    public var axes: String
    public var instances: String
    public var features: String
    public var characters: String
    public var languages: String
    public var details: String
    /// The accessible name of the size slider.
    public var size: String
    /// The placeholder of the character search field.
    public var characterSearch: String
    /// What the characters section says when the search finds none.
    public var noCharacters: String
    /// The block chooser's first entry: every block, with the face's character count.
    public var allBlocks: String
    /// The block chooser's accessible name.
    public var blocks: String
    /// The characters section's description: how many characters the face has.
    public var characterCount: String
    /// The languages section's description: how many languages the face covers ("189
    /// languages"; a bare "189" said nothing of what it counted).
    public var languageCount: String = ""
    /// What a feature of the math script alone says under its dimmed switch.
    public var mathScriptOnly: String = ""
    /// What a feature of vertical text says under its switch (the preview is horizontal).
    public var verticalOnly: String = ""
    /// Whose details the Details section lists, once the preview shows another instance or
    /// other coordinates of the font (empty while it shows the page's own face).
    public var detailsOf: String = ""
  }
}

/// How to draw a face: its family and traits (matched among the face's own file), the axis
/// coordinates and the OpenType features.
public struct FaceFont: Sendable, Equatable {
  /// The family name.
  public var family: String
  /// Weight, width and slant.
  public var traits: FontTraits
  /// The face's file and index.
  public var location: FontLocation
  /// Every axis's value, in axis order (Pango's variations: "wght=700,GRAD=50").
  public var variations: [(tag: String, value: Double)]
  /// Features set away from what shaping does by default, in feature order, with their
  /// values ("smcp=1,liga=0,cv84=5").
  public var features: [(tag: String, value: Int)]

  /// Pango's text for the variations, for example "wght=700,GRAD=50"; empty for a static face.
  public var variationsText: String {
    variations.map { $0.tag + "=" + AxisControl.number($0.value) }.joined(separator: ",")
  }

  /// The traits Pango is asked for: upright where the face leans on its `slnt` axis (see
  /// `slantsByAxis`), else the face's own.
  public var requestedTraits: FontTraits {
    var traits = self.traits
    if Self.slantsByAxis(variations.map(\.tag)) { traits.slant = 0 }
    return traits
  }

  /// Whether a face with axes `tags` leans on a `slnt` axis (and has no `ital` axis): Pango
  /// is then asked for it upright, the coordinate slanting it.
  ///
  /// Asked for as italic, Pango matched the upright variable font and slanted it again
  /// (synthetic oblique), and moving the axis to 0 left the face leaning.
  public static func slantsByAxis(_ tags: some Sequence<String>) -> Bool {
    var hasSlant = false
    for tag in tags {
      if tag == "ital" { return false }
      if tag == "slnt" { hasSlant = true }
    }
    return hasSlant
  }

  /// Pango's (and CSS's) text for the features, for example "liga=0,smcp=1,cv84=5".
  public var featuresText: String {
    features.map { $0.tag + "=" + String($0.value) }.joined(separator: ",")
  }

  public static func == (lhs: FaceFont, rhs: FaceFont) -> Bool {
    lhs.family == rhs.family && lhs.traits == rhs.traits && lhs.location == rhs.location
      && lhs.variationsText == rhs.variationsText && lhs.featuresText == rhs.featuresText
  }
}

/// A variation axis's slider.
public struct AxisControl: Sendable, Equatable {
  /// The axis tag, for example "wght".
  public var tag: String
  /// The axis name the slider is labelled and named by ("Weight").
  public var name: String
  /// The range the slider spans.
  public var range: ClosedRange<Double>
  /// The axis's default value.
  public var defaultValue: Double
  /// The current value.
  public var value: Double

  /// The slider's step: whole units for wide ranges (weights), finer for narrow ones; whole
  /// ones for `ital`, which is upright at 0 and italic at 1 (a step of 0.01 made "ital" 0.01,
  /// and CSS for in-between values no font is designed for).
  public var step: Double {
    let span = range.upperBound - range.lowerBound
    return tag == "ital" || span >= 20 ? 1 : span >= 2 ? 0.1 : 0.01
  }

  /// A value as the page writes it: an integer when it is one, else up to two decimals.
  public static func number(_ value: Double) -> String {
    DecimalText.string(value, maximumDecimals: 2)
  }
}

/// A named instance the user can apply (it moves every slider).
public struct InstanceChoice: Sendable, Equatable {
  /// The instance's name, for example "Bold".
  public var name: String
  /// Its PostScript name.
  public var postScriptName: String?
  /// Whether the sliders stand exactly at its coordinates.
  public var isCurrent: Bool
}

/// An OpenType feature's switch.
public struct FeatureToggle: Sendable, Equatable {
  /// The tag, for example "smcp".
  public var tag: String
  /// The human name the switch is labelled and named by ("Small Capitals").
  public var name: String
  /// "GSUB" or "GPOS", or both ("GSUB · GPOS").
  public var table: String
  /// The value the preview is shaped with: 0 off, 1 on, 2 and more an alternate.
  public var value: Int
  /// Whether only the face's math script lists it: text is never shaped with it, and its
  /// switch, which changed nothing, is dimmed.
  public var isMathScriptOnly = false
  /// Whether the feature is one for vertical text (vert, vkrn, vpal…): the preview, set
  /// horizontally, draws its vertical forms on their side, or nothing changes (vpal, vkrn).
  public var isForVerticalText = false
  /// How many alternates it offers a glyph at most (`LayoutFeature.alternates`): 2 or more,
  /// one to pick beside the switch; else 0.
  public var alternates = 0
  /// The accessible name of the alternate's chooser ("Alternate of Character Variant 84");
  /// empty without one.
  public var alternateLabel = ""

  /// Whether the feature is applied to the preview.
  public var isOn: Bool { value > 0 }
}

/// A Unicode block in the block chooser: "Basic Latin — 95 / 95".
public struct BlockChoice: Sendable, Equatable {
  /// The block's name as Unicode gives it (not translated: it is the block's identifier).
  public var name: String
  /// Its first code point.
  public var first: UInt32
  /// How many of its characters the face has.
  public var covered: Int
  /// How many characters it has (assigned code points).
  public var size: Int
  /// What the chooser shows: the name and "covered / size".
  public var title: String
}

/// A character of the face, described for its page.
public struct CharacterInfo: Sendable, Equatable {
  /// The character.
  public var character: Unicode.Scalar
  /// Its code, "U+00E9".
  public var code: String
  /// Its Unicode name, when it has one ("LATIN SMALL LETTER E WITH ACUTE").
  public var name: String?
}

/// A language a face supports.
public struct LanguageEntry: Sendable, Equatable {
  /// fontconfig's tag, for example "ja".
  public var code: String
  /// Its name in the interface language, for example "日本語".
  public var name: String
}

/// One line of the details section.
public struct DetailEntry: Sendable, Equatable, Identifiable {
  /// Identifies the line ("postscriptName", "license-url", …).
  public var id: String
  /// The label, in the interface language.
  public var label: String
  /// The value as shown on one line (control characters escaped).
  public var value: String
  /// The value as read in full: its own line breaks kept, other control characters escaped;
  /// nil when `value` says it all (a license text or a long copyright does not fit a row).
  public var fullText: String?
  /// What the value is, for how it is drawn.
  public var kind: Kind
  /// The value as copied: exactly as the font says it (a family named with ESC copied as the
  /// text "\x1b", where the list's Ctrl+C and `face --json` give the name itself).
  public var copiedText: String

  /// What a detail's value is.
  public enum Kind: Sendable, Equatable {
    /// Text (selectable).
    case text
    /// A link to open (the license URL).
    case link(String)
    /// A file that "Show in Files" opens.
    case file(String)

    /// A link to the web address a font's name table gives (`address`), else text.
    ///
    /// An address with its scheme (http or https) and a host name (two names or more, the last
    /// of letters or punycode, a port allowed) is a link; one without its scheme is opened over
    /// HTTPS when it starts with "www." (a file name such as "OFL-1.1.txt" reads as a host name
    /// too). Text holding spaces, control or direction characters (an address that reads
    /// otherwise than it opens), or another scheme ("javascript:", "file:") is text.
    public init(address: String?) {
      let text = String((address ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      let lowered = text.lowercased()
      let scheme = ["https://", "http://"].first { lowered.hasPrefix($0) }
      let rest = text.dropFirst(scheme?.count ?? 0)
      let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
      let host = authority.prefix { $0 != ":" }
      let port = authority.dropFirst(host.count)
      let labels = host.lowercased().split(separator: ".", omittingEmptySubsequences: false)
      let isHostName =
        labels.count >= 2
        && labels.allSatisfy { label in
          !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
            && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        && labels.last.map { $0.hasPrefix("xn--") || ($0.count >= 2 && $0.allSatisfy(\.isLetter)) } == true
        && (port.isEmpty || (port.count > 1 && port.dropFirst().allSatisfy(\.isNumber)))
      let isClean = !text.unicodeScalars.contains {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
          || $0.properties.generalCategory == .format
      }
      // Without its scheme, a host name followed by a path ("scripts.sil.org/OFL", as SIL's
      // fonts write it) is an address too: no file name goes on with a "/".
      let hasPath = rest.dropFirst(authority.count).hasPrefix("/")
      guard isHostName, isClean, scheme != nil || lowered.hasPrefix("www.") || hasPath else {
        self = .text
        return
      }
      self = .link(scheme == nil ? "https://" + text : text)
    }
  }
}
