import CFontconfig
import Glibc

extension FontMatch {
  /// A name the request gives the face it asks for (`:postscriptname=`, `:fullname=`,
  /// `:style=`, `:file=`), which the face fontconfig gives may not have: fontconfig's match
  /// is its closest, not an equal.
  public struct RequestedName: Sendable, Hashable {
    /// fontconfig's name of the element: "postscriptname", "fullname", "style" or "file".
    public var key: String
    /// The value asked for.
    public var value: String

    /// Whether it is a PostScript name (`:postscriptname=`).
    public var isPostScriptName: Bool { key == FC_POSTSCRIPT_NAME }

    /// The elements of a request that name one face.
    static let keys = [FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_STYLE, FC_FILE]

    /// Why the face given is not the one asked for.
    public var explanation: Message {
      tr(
        "this font's {key} is not \"{value}\": fontconfig gave the font closest to the rest of the request",
        ["key": key, "value": VisibleText.escapedControls(value)])
    }

    /// Whether the font `reader` reads (the face `face`, as the catalog names it) has this
    /// name: as fontconfig compares them (a PostScript name ignoring case, blanks and hyphens;
    /// a full name or style ignoring case and blanks), in any of its languages, fontconfig's
    /// own or the catalog's (a named instance's "Inter-Bold", which fontconfig calls
    /// "Inter_700wght"); a file by its path, or the file that path leads to.
    func isNamed(by reader: FontPatternReader, face: FontFace) -> Bool {
      switch key {
      case FC_POSTSCRIPT_NAME:
        let names = reader.strings(key) + [face.postScriptName].compactMap { $0 }
        return names.contains { Self.postScriptComparable($0) == Self.postScriptComparable(value) }
      case FC_FULLNAME:
        let names = reader.strings(key) + [face.fullName].compactMap { $0 }
        return names.contains { FontMatch.comparable($0) == FontMatch.comparable(value) }
      case FC_STYLE:
        let names = reader.strings(key) + [face.style]
        return names.contains { Self.styleComparable($0) == Self.styleComparable(value) }
      case FC_FILE:
        guard let file = reader.string(FC_FILE) else { return false }
        // Compared through links only when the file is there (two paths leading nowhere are
        // not one file).
        guard file != value, let real = Self.resolved(file) else { return file == value }
        return real == Self.resolved(value)
      default:
        return true
      }
    }

    /// A style name as fontconfig compares it (ASCII case and blanks ignored), the names fonts
    /// give their regular style taken as one: "Regular" asked of DejaVu Sans, whose regular
    /// style is "Book", was said to be a face not found.
    static func styleComparable(_ style: String) -> String {
      let compared = FontMatch.comparable(style)
      return ["book", "normal", "roman", "plain", "regular"].contains(compared) ? "regular" : compared
    }

    /// A PostScript name as fontconfig compares it: ASCII case, blanks and hyphens ignored.
    static func postScriptComparable(_ name: String) -> String {
      FontMatch.comparable(name).replacing("-", with: "")
    }

    /// `path` with its links followed; nil when it leads nowhere.
    private static func resolved(_ path: String) -> String? {
      guard let real = realpath(path, nil) else { return nil }
      defer { free(real) }
      return String(cString: real)
    }
  }
}
