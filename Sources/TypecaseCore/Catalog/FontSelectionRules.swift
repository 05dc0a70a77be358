import CFontconfig
import Glibc

/// A configuration's `<selectfont>` rules, where a walk of its own can apply them as
/// `FcConfigBuildFonts` does (fontconfig does not export its checks): file-name globs to accept
/// or reject, and rejecting fonts that are not scalable (Debian's `70-no-bitmaps.conf`).
///
/// Fontconfig applies the rules to each font of a cache as it adds it (`FcConfigAcceptFilename`
/// on its file, `FcConfigAcceptFont` on its pattern) and the globs to each subfolder a cache
/// names. `read(_:)` accepts only configuration files whose rules it understands exactly;
/// anything else (a pattern other than `scalable` false, an accepting pattern, an entity, a
/// CDATA section, an attribute) makes it answer nil, and the fonts are then read as a whole.
struct FontSelectionRules: Equatable {
  /// Globs of files and folders accepted even when a rejecting glob matches them.
  var acceptGlobs: [String] = []
  /// Globs of files and folders left out.
  var rejectGlobs: [String] = []
  /// Whether fonts that are not scalable are left out.
  var rejectsUnscalable = false

  /// The rules of `config`'s configuration files, or nil when one of them cannot be read or
  /// holds a rule this type cannot follow.
  static func read(_ config: OpaquePointer) -> FontSelectionRules? {
    guard let files = FcConfigGetConfigFiles(config) else { return nil }
    defer { FcStrListDone(files) }
    var rules = FontSelectionRules()
    while let next = FcStrListNext(files) {
      let path = String(cString: next)
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      // The list names the folders (conf.d) as well as the files read from them.
      if status.st_mode & S_IFMT == S_IFDIR { continue }
      if status.st_mode & S_IFMT == S_IFREG && status.st_size == 0 { continue }
      guard let file = MappedFile(path: path) else { return nil }
      guard rules.add(String(decoding: file.bytes, as: UTF8.self)) else { return nil }
    }
    return rules
  }

  /// Whether a configuration file of `config` rejects fonts that are not scalable (Debian's
  /// 70-no-bitmaps.conf), read file by file: one holding rules this type cannot follow (a
  /// family's `<rejectfont>`) does not keep the others from being read, as it does in `read`.
  static func rejectsUnscalable(_ config: OpaquePointer) -> Bool {
    guard let files = FcConfigGetConfigFiles(config) else { return false }
    defer { FcStrListDone(files) }
    while let next = FcStrListNext(files) {
      var status = stat()
      guard stat(next, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        let file = MappedFile(path: String(cString: next))
      else { continue }
      var rules = FontSelectionRules()
      if rules.add(String(decoding: file.bytes, as: UTF8.self)), rules.rejectsUnscalable { return true }
    }
    return false
  }

  /// Adds the rules of one configuration file's text; false when it holds one that cannot be
  /// followed.
  mutating func add(_ text: String) -> Bool {
    guard text.contains("selectfont") else { return true }
    guard !text.contains("<!ENTITY"), !text.contains("<![CDATA[") else { return false }
    var scanner = TagScanner(withoutComments(text))
    while let tag = scanner.nextTag() {
      let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
      guard name == "selectfont" else { continue }
      // Attributes or an empty element: not what fontconfig's files hold.
      guard tag == "selectfont", addSelection(&scanner) else { return false }
    }
    return true
  }

  /// Reads one `<selectfont>` element's content, up to its end tag.
  private mutating func addSelection(_ scanner: inout TagScanner) -> Bool {
    while let tag = scanner.nextTagSkippingSpace() {
      switch tag {
      case "/selectfont": return true
      case "acceptfont", "rejectfont":
        guard addSelector(&scanner, accepting: tag == "acceptfont") else { return false }
      default: return false
      }
    }
    return false
  }

  /// Reads one `<acceptfont>` or `<rejectfont>` element's content, up to its end tag.
  private mutating func addSelector(_ scanner: inout TagScanner, accepting: Bool) -> Bool {
    let end = accepting ? "/acceptfont" : "/rejectfont"
    while let tag = scanner.nextTagSkippingSpace() {
      switch tag {
      case end: return true
      case "glob":
        // Fontconfig keeps the text as it stands, spaces included.
        guard let glob = scanner.text(), !glob.contains("&"), scanner.nextTag() == "/glob" else { return false }
        if accepting { acceptGlobs.append(glob) } else { rejectGlobs.append(glob) }
      case "pattern":
        let expected = ["patelt name=\"scalable\"", "bool", "false", "/bool", "/patelt", "/pattern"]
        guard !accepting, scanner.nextTagSkippingSpace() == expected[0],
          scanner.nextTagSkippingSpace() == expected[1], scanner.text() == expected[2],
          scanner.nextTag() == expected[3], scanner.nextTagSkippingSpace() == expected[4],
          scanner.nextTagSkippingSpace() == expected[5]
        else { return false }
        rejectsUnscalable = true
      default: return false
      }
    }
    return false
  }

  /// `text` with its XML comments left out.
  private func withoutComments(_ text: String) -> Substring {
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "<!--") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstRange(of: "-->") else { return Substring(result) }
      rest = rest[end.upperBound...]
    }
    result += rest
    return Substring(result)
  }

  /// Whether `file` (a font's file or a folder) is read, as `FcConfigAcceptFilename` decides.
  func accepts(file: UnsafePointer<FcChar8>) -> Bool {
    if acceptGlobs.contains(where: { Self.globMatches($0, file) }) { return true }
    return !rejectGlobs.contains(where: { Self.globMatches($0, file) })
  }

  /// Whether `font` (a pattern of a cache) is read, as `FcConfigAddCache` decides: by its file's
  /// name, then by its pattern.
  func accepts(_ font: OpaquePointer) -> Bool {
    if acceptGlobs.isEmpty && rejectGlobs.isEmpty && !rejectsUnscalable { return true }
    var file: UnsafeMutablePointer<FcChar8>?
    if FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file, !accepts(file: file) { return false }
    return acceptsPattern(font)
  }

  /// Whether `font`'s pattern is read, as `FcConfigAcceptFont` decides with these rules: a font
  /// with a `scalable` value that is not true is left out when unscalable fonts are.
  private func acceptsPattern(_ font: OpaquePointer) -> Bool {
    guard rejectsUnscalable else { return true }
    var index: Int32 = 0
    var scalable: FcBool = FcFalse
    while FcPatternGetBool(font, FC_SCALABLE, index, &scalable) == FcResultMatch {
      if scalable != FcTrue { return false }
      index += 1
    }
    return true
  }

  /// Whether `string` matches `glob` as `FcStrGlobMatch` reads it: `*` any run of bytes
  /// (slashes too), `?` any one byte, every other byte itself.
  static func globMatches(_ glob: String, _ string: UnsafePointer<FcChar8>) -> Bool {
    var glob = glob
    let count = strlen(UnsafeRawPointer(string).assumingMemoryBound(to: CChar.self))
    return glob.withUTF8 { match($0[...], UnsafeBufferPointer(start: string, count: count)[...]) }
  }

  /// `FcStrGlobMatch` over bytes.
  private static func match(_ glob: Slice<UnsafeBufferPointer<UInt8>>, _ string: Slice<UnsafeBufferPointer<UInt8>>)
    -> Bool
  {
    var glob = glob
    var string = string
    while let byte = glob.popFirst() {
      switch byte {
      case UInt8(ascii: "*"):
        if glob.isEmpty { return true }
        // Without another star, only the end of the string can match the rest.
        if !glob.contains(UInt8(ascii: "*")) {
          if string.count < glob.count { return false }
          string = string.suffix(glob.count)
        }
        while !string.isEmpty {
          if match(glob, string) { return true }
          string = string.dropFirst()
        }
        return false
      case UInt8(ascii: "?"):
        if string.popFirst() == nil { return false }
      default:
        if string.popFirst() != byte { return false }
      }
    }
    return string.isEmpty
  }
}

/// Reads an XML text a tag at a time: enough for `<selectfont>` elements.
private struct TagScanner {
  var rest: Substring

  init(_ text: Substring) { rest = text }

  /// The next tag's name and attributes ("glob", "/glob", `patelt name="scalable"`), with
  /// whatever text came before it left behind; nil at the end.
  mutating func nextTag() -> String? {
    guard let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") else { return nil }
    let tag = rest[rest.index(after: open)..<close]
    rest = rest[rest.index(after: close)...]
    return String(tag)
  }

  /// The next tag, when only spaces come before it; else nil.
  mutating func nextTagSkippingSpace() -> String? {
    guard let open = rest.firstIndex(of: "<"), rest[..<open].allSatisfy(\.isWhitespace) else { return nil }
    return nextTag()
  }

  /// The text up to the next tag; nil when there is no tag after it.
  mutating func text() -> String? {
    guard let open = rest.firstIndex(of: "<") else { return nil }
    let text = rest[..<open]
    rest = rest[open...]
    return String(text)
  }
}
