internal import CPango
import TypecaseCore

/// Text laid out by Pango over the process's fontconfig configuration, as any GTK or Pango
/// application lays it out: itemization, font fallback and shaping included.
///
/// One font map serves every layout, so fonts loaded once stay loaded (a face page lays its
/// sample out again on each keystroke): use one drawing from one thread at a time, and a new
/// one once the machine's fonts changed.
public final class PangoTextDrawing: TextDrawing, @unchecked Sendable {
  /// The size used when the description names none, in points.
  static let defaultPoints: Int32 = 12

  /// Pango's font map over the process's current fontconfig configuration, or over
  /// `configuration`; made on first use (see `fontMap`), once even when two threads ask.
  private let madeFontMap = LockedValue<(made: Bool, map: UnsafeMutablePointer<PangoFontMap>?)>((false, nil))
  /// The `FcConfig` the font map draws with (a reference of the drawing's own, held as long
  /// as the drawing); nil for the process's current one.
  private let configuration: OpaquePointer?

  /// The language text is laid out for when none is asked for: the locale's, as programs that
  /// set their locale lay it out; nil: the process's own.
  private let localeLanguage: String?

  /// Creates the drawing over the fonts of the process's current fontconfig configuration, or
  /// of `configuration` (an `FcConfig`, such as `FontLibrary.config`), laying text out for the
  /// language of `locale` ("zh_CN.UTF-8") when none is asked for (nil: the process's locale).
  ///
  /// Nothing is loaded before text is drawn: a Pango font map, once made, has a thread load
  /// fontconfig's default configuration (`FcInit`, every font cache), which a command that
  /// draws nothing (`face`) paid for beside its own reading of the fonts.
  public init(configuration: OpaquePointer? = nil, locale: String? = nil) {
    // The font map, when made, takes a reference of its own.
    self.configuration = configuration.flatMap { FcConfigReference($0) }
    // A locale the machine lacks leaves programs in "C", which names no language.
    localeLanguage = locale.flatMap { DrawingLanguage.isInstalled(locale: $0) ? $0 : nil }
  }

  deinit {
    if let map = madeFontMap.withLock({ $0.map }) { g_object_unref(map) }
    if let configuration { FcConfigDestroy(configuration) }
  }

  /// The font map, made the first time it is asked for.
  private var fontMap: UnsafeMutablePointer<PangoFontMap>? {
    let configuration = configuration
    return madeFontMap.withLock { state in
      if !state.made {
        state.made = true
        state.map = pango_cairo_font_map_new()
        if let map = state.map, let configuration { pango_fc_font_map_set_config(OpaquePointer(map), configuration) }
      }
      return state.map
    }
  }

  /// Leaves Pango's warnings unwritten, for a command whose output says what went wrong
  /// itself: a face in a file the user cannot read wrote three lines of "failed to create
  /// cairo scaled font" on standard error beside `match --text`'s own note.
  ///
  /// Pango logs them structured: the process's log writer (set once) drops them, and writes
  /// everything else as GLib would.
  public static func leaveWarningsUnwritten() {
    g_log_set_writer_func(
      { level, fields, count, data in
        if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0, let fields {
          for field in UnsafeBufferPointer(start: fields, count: Int(count)) where field.length < 0 {
            guard let key = field.key, strcmp(key, "GLIB_DOMAIN") == 0, let value = field.value else { continue }
            if strcmp(value.assumingMemoryBound(to: CChar.self), "Pango") == 0 { return G_LOG_WRITER_HANDLED }
          }
        }
        return g_log_writer_default(level, fields, count, data)
      }, nil, nil)
  }

  public func runs(of text: String, font description: String, language: String?) -> TextRuns {
    guard let fontMap else { return TextRuns(font: description, requested: nil, runs: []) }
    guard let context = pango_font_map_create_context(fontMap) else {
      return TextRuns(font: description, requested: nil, runs: [])
    }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    // As a page in that language is laid out (a GTK label with that language, a web page's
    // lang): Pango picks the fonts of the scripts the language writes in for it.
    if let language = language ?? localeLanguage {
      pango_context_set_language(context, pango_language_from_string(language))
    }
    // "c" (the C locale's) names no language.
    let laidOutLanguage = (pango_context_get_language(context) ?? pango_language_get_default())
      .flatMap { pango_language_to_string($0) }.map { String(cString: $0) }
      .flatMap { ["c", "posix"].contains($0) ? nil : $0 }
    let font = pango_font_description_from_string(description)
    defer { pango_font_description_free(font) }
    // What the description leaves out (a family, for "Bold 12") is the context's, as a layout
    // fills it in: loaded alone, the requested face was another than the layout drew with.
    if let base = pango_context_get_font_description(context) {
      pango_font_description_merge(font, base, 0)
    }
    if pango_font_description_get_set_fields(font).rawValue & PANGO_FONT_MASK_SIZE.rawValue == 0 {
      pango_font_description_set_size(font, Self.defaultPoints * PANGO_SCALE)
    }
    let variableFonts = VariableFontNames()
    let requested = pango_font_map_load_font(fontMap, context, font).flatMap { loaded in
      defer { g_object_unref(loaded) }
      return Self.face(of: loaded, variableFonts: variableFonts)
    }

    guard let layout = pango_layout_new(context) else {
      return TextRuns(font: description, requested: requested, runs: [])
    }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_font_description(layout, font)
    let bytes = Array(text.utf8)
    var runs: [(offset: Int, run: TextRun)] = []
    var unfonted: [(offset: Int, scalar: Unicode.Scalar)] = []
    let scalarStarts = ScalarOffsets(bytes)
    // A paragraph at a time, as Pango itemizes a layout's text (each paragraph's runs are its
    // own): one layout of a long text of many lines took minutes, Pango counting each run's
    // characters from the start of the text.
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      if end < bytes.count { end += 1 }  // the line break is the paragraph's
      bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          pango_layout_set_text(layout, $0.baseAddress.map { $0 + start }, Int32(end - start))
        }
      }
      Self.collectRuns(
        of: layout, at: start, bytes: bytes, scalarStarts: scalarStarts, variableFonts: variableFonts, runs: &runs,
        unfonted: &unfonted)
      start = end
    }
    let families = pango_font_description_get_family(font).map { String(cString: $0) } ?? ""
    return TextRuns(
      font: description, requested: requested,
      requestedFamilies: families.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty },
      runs: Self.joined(runs.sorted { $0.offset < $1.offset }.map(\.run)),
      unfonted: unfonted.sorted { $0.offset < $1.offset }.map(\.scalar), language: laidOutLanguage)
  }

  /// Adds the runs of `layout`, whose text starts at byte `base` of `bytes`, to `runs`, and
  /// the characters it laid out with no font to `unfonted` (offsets in `bytes`).
  private static func collectRuns(
    of layout: OpaquePointer, at base: Int, bytes: [UInt8], scalarStarts: ScalarOffsets,
    variableFonts: VariableFontNames, runs: inout [(offset: Int, run: TextRun)],
    unfonted: inout [(offset: Int, scalar: Unicode.Scalar)]
  ) {
    guard let lines = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(lines) }
    repeat {
      guard let glyphItem = pango_layout_iter_get_run_readonly(lines), let item = glyphItem.pointee.item else {
        continue
      }
      let offset = base + Int(item.pointee.offset)
      let length = Int(item.pointee.length)
      guard let glyphs = glyphItem.pointee.glyphs, let pangoFont = item.pointee.analysis.font,
        let face = Self.face(of: pangoFont, variableFonts: variableFonts)
      else {
        // Laid out with no font (none is installed): every character of it is missing, blanks
        // aside (they show as nothing anyway). Left out, the text had no runs and nothing
        // missing: "match --text" passed on a machine without fonts.
        var byte = offset
        for scalar in String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars {
          if !scalar.properties.isWhitespace { unfonted.append((byte, scalar)) }
          byte += UTF8.width(scalar)
        }
        continue
      }
      let unknown = typecase_pango_glyph_unknown_flag()
      // In text order: a right-to-left run's glyphs come in visual order (U+0871 was said
      // missing before U+0870), each with the byte of the text it draws.
      var boxes: [(byte: Int32, scalar: Unicode.Scalar)] = []
      for position in 0..<Int(glyphs.pointee.num_glyphs) {
        let glyph = glyphs.pointee.glyphs[position].glyph
        guard glyph & unknown != 0, let scalar = Unicode.Scalar(glyph & ~unknown) else { continue }
        // A U+0020 the face lacks is drawn blank, no box (Pango: "no hex boxes for space"): it is
        // not missing (a CJK face without one made "大きさ x" lack a space, exit 1). Other spaces
        // it lacks show as a dot.
        if scalar == " " { continue }
        boxes.append((glyphs.pointee.log_clusters[position], scalar))
      }
      var missing: [Unicode.Scalar] = []
      for box in boxes.sorted(by: { $0.byte < $1.byte }) where !missing.contains(box.scalar) {
        missing.append(box.scalar)
      }
      let runText = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
      runs.append(
        (offset, TextRun(text: runText, start: scalarStarts.scalarIndex(ofByte: offset), face: face, missing: missing)))
    } while pango_layout_iter_next_run(lines) != 0
  }

  /// Runs in text order with neighbours of the same face made one (Pango splits runs at line
  /// breaks and script changes; what matters here is which face draws what).
  static func joined(_ runs: [TextRun]) -> [TextRun] {
    var result: [TextRun] = []
    // Where the last run ends, in scalars: counted from each run as it comes, not from the
    // joined text each time (a long text of one face took minutes, counting it again and
    // again).
    var lastEnd = -1
    for run in runs {
      let length = run.text.unicodeScalars.count
      if let last = result.last, last.face == run.face, lastEnd == run.start {
        result[result.count - 1].text += run.text
        result[result.count - 1].missing += run.missing.filter { !last.missing.contains($0) }
      } else {
        result.append(run)
      }
      lastEnd = run.start + length
    }
    return result
  }

  /// The face fontconfig found for `font`; nil for a font that did not come from fontconfig.
  static func face(of font: UnsafeMutablePointer<PangoFont>, variableFonts: VariableFontNames) -> DrawingFace? {
    guard let pattern = typecase_pango_font_pattern(font) else { return nil }
    func string(_ object: String) -> String? {
      var value: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
      return String(cString: value)
    }
    var index: Int32 = 0
    if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    var variable: FcBool = FcFalse
    if FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable) != FcResultMatch { variable = FcFalse }
    // As the catalog names the file (not the path a replaced file is drawn under).
    guard let file = string(FC_FILE).map(FontFileAliases.catalogPath) else { return nil }
    // Named as the catalog names it, in any locale: the pattern Pango renders with puts the
    // locale's names first ("フィクスチャ明朝" under LANG=ja_JP).
    let reader = FontPatternReader(pattern: pattern)
    var face = DrawingFace(
      location: FontLocation(file: file, index: Int(index)), family: reader.listedFamily ?? "",
      style: reader.english(FC_STYLE, languages: FC_STYLELANG) ?? "", postScriptName: string(FC_POSTSCRIPT_NAME),
      isVariable: variable == FcTrue, variableFonts: variableFonts)
    // What cairo makes up as it draws: the pattern Pango renders with says (fontconfig's rules
    // embolden or slant a face for a bold or italic its family lacks).
    // Not of a color bitmap font (color emoji): cairo cannot embolden its glyphs, and draws
    // them as they are.
    var embolden: FcBool = FcFalse
    if FcPatternGetBool(pattern, FC_EMBOLDEN, 0, &embolden) == FcResultMatch, embolden == FcTrue,
      typecase_pango_font_is_color_bitmap(font) == 0
    {
      face.synthetic.append("bold")
    }
    var matrix: UnsafeMutablePointer<FcMatrix>?
    if FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix, matrix.pointee.xy != 0 {
      face.synthetic.append("oblique")
    }
    if let description = pango_font_describe(font) {
      defer { pango_font_description_free(description) }
      if let variations = pango_font_description_get_variations(description) {
        let text = appliedVariations(String(cString: variations), axes: axes(of: font))
        if !text.isEmpty { face.variations = text }
      }
    }
    return face
  }
}

extension PangoTextDrawing {
  /// A variation axis of a font: its tag and the values it takes.
  struct Axis: Equatable {
    var tag: String
    var range: ClosedRange<Double>
  }

  /// The variation axes of the face Pango draws `font` with (none for a font that is not
  /// variable).
  static func axes(of font: UnsafeMutablePointer<PangoFont>) -> [Axis] {
    var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: 64)
    let count = Int(typecase_pango_font_axes(font, &infos, UInt32(infos.count)))
    return infos.prefix(min(count, infos.count)).map { info in
      let tag = (0..<4).map { shift in
        Character(Unicode.Scalar(UInt8(truncatingIfNeeded: info.tag >> (24 - 8 * UInt32(shift)))))
      }
      let low = Double(min(info.min_value, info.max_value))
      let high = Double(max(info.min_value, info.max_value))
      return Axis(tag: String(tag), range: low...high)
    }
  }

  /// The variations of a description ("wght=2000,XXXX=3") as the face applies them: only its
  /// own axes, each value within its range ("wght=900"), HarfBuzz's way; an axis set twice
  /// is said once, at its last value, as HarfBuzz applies them (a style's coordinates come
  /// before the description's own: "Condensed Light @wdth=70" said "wdth=75,wght=300,wdth=70").
  ///
  /// `match --text` said a font without axes, or without those axes, was drawn at them.
  static func appliedVariations(_ text: String, axes: [Axis]) -> String {
    var order: [Axis] = []
    var values: [String: (text: String, value: Double)] = [:]
    for setting in text.split(separator: ",") {
      let parts = setting.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
      guard parts.count == 2, let value = Double(parts[1]), let axis = axes.first(where: { $0.tag == parts[0] })
      else { continue }
      if values.updateValue((parts[1], value), forKey: axis.tag) == nil { order.append(axis) }
    }
    return order.compactMap { axis -> String? in
      guard let (text, value) = values[axis.tag] else { return nil }
      let applied = min(max(value, axis.range.lowerBound), axis.range.upperBound)
      return axis.tag + "=" + (applied == value ? text : number(applied))
    }.joined(separator: ",")
  }

  /// `value` written as briefly as it reads: "900", "-10", "0.5".
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

/// Turns UTF-8 byte offsets of a text into Unicode scalar positions.
struct ScalarOffsets {
  /// For each byte that starts a scalar, the scalar's position; other bytes hold -1.
  private let positions: [Int]

  init(_ bytes: [UInt8]) {
    var positions = [Int](repeating: -1, count: bytes.count + 1)
    var scalar = 0
    for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
      positions[offset] = scalar
      scalar += 1
    }
    positions[bytes.count] = scalar
    self.positions = positions
  }

  /// The position of the scalar that starts at `byte` (or the one the byte is part of).
  func scalarIndex(ofByte byte: Int) -> Int {
    var offset = min(max(byte, 0), positions.count - 1)
    while offset > 0 && positions[offset] < 0 { offset -= 1 }
    return max(positions[offset], 0)
  }
}
