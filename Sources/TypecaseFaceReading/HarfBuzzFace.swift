import CHarfBuzz
import TypecaseCore

/// One face of a font file opened with HarfBuzz: the file's blob and the face, released
/// together.
///
/// Every HarfBuzz call of the face reader goes through here and returns Swift values.
final class HarfBuzzFace {
  private let blob: OpaquePointer
  private let face: OpaquePointer
  /// How many faces the file holds as HarfBuzz reads it: 1 for a TrueType or OpenType file,
  /// the count for a collection, 0 for anything else (Type 1, BDF, PCF, not a font).
  let facesInFile: Int

  /// The face numbered `faceIndex` of `file` (the file is mapped, not read); nil when the file
  /// cannot be opened at all.
  ///
  /// When `faceIndex` is not below `facesInFile` the face is empty.
  convenience init?(file: String, faceIndex: Int) {
    guard let blob = hb_blob_create_from_file_or_fail(file) else { return nil }
    self.init(blob: blob, faceIndex: faceIndex)
  }

  /// The face numbered `faceIndex` of a font file's bytes (copied); nil when HarfBuzz cannot
  /// make a face of them.
  convenience init?(bytes: UnsafeRawBufferPointer, faceIndex: Int) {
    guard let start = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
      let blob = hb_blob_create_or_fail(start, UInt32(clamping: bytes.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
    else { return nil }
    self.init(blob: blob, faceIndex: faceIndex)
  }

  /// The face numbered `faceIndex` of `blob`, which it takes (destroyed with it, or at once
  /// when HarfBuzz makes no face).
  private init?(blob: OpaquePointer, faceIndex: Int) {
    let count = Int(hb_face_count(blob))
    guard let face = hb_face_create(blob, UInt32(clamping: faceIndex)) else {
      hb_blob_destroy(blob)
      return nil
    }
    self.blob = blob
    self.face = face
    facesInFile = count
  }

  deinit {
    hb_face_destroy(face)
    hb_blob_destroy(blob)
  }

  // MARK: Tables

  /// Whether the file starts as a TrueType, OpenType, collection or WOFF file does (its first
  /// four bytes), whether or not the rest can be read: tells a damaged font from a file that
  /// is no font at all.
  var fileLooksLikeAFont: Bool { signature.map(Self.fontSignatures.contains) ?? false }

  /// Whether the file is a web font's (WOFF or WOFF2), which HarfBuzz does not read: FreeType
  /// opens it, and holds it uncompressed (`FreeTypeFace.fontBytes`).
  var isWebFontFile: Bool {
    signature == OpenTypeTag.number("wOFF") || signature == OpenTypeTag.number("wOF2")
  }

  /// The file's first four bytes, big-endian; nil when it is shorter.
  private var signature: UInt32? {
    var size: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &size), size >= 4 else { return nil }
    return UnsafeRawBufferPointer(start: data, count: 4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }

  /// The first four bytes of TrueType (0x00010000, "true"), OpenType CFF, old Apple Type 1
  /// ("typ1"), collection and WOFF files.
  static let fontSignatures: Set<UInt32> = Set(
    ["OTTO", "true", "typ1", "ttcf", "wOFF", "wOF2"].map(OpenTypeTag.number)
  )
  .union([0x0001_0000])

  /// The tags of the face's tables ("cmap", "glyf", …); empty when its table directory cannot
  /// be read (a file cut short, or not a font).
  var tableTags: [String] {
    var count: UInt32 = 0
    let total = hb_face_get_table_tags(face, 0, &count, nil)
    guard total > 0 else { return [] }
    var tags = [UInt32](repeating: 0, count: Int(total))
    count = total
    hb_face_get_table_tags(face, 0, &count, &tags)
    return tags.prefix(Int(count)).map(OpenTypeTag.text)
  }

  /// Up to `length` first bytes of the table `tag` (fewer when the table is shorter; none
  /// when the face has no such table).
  func tableBytes(_ tag: String, length: Int) -> [UInt8] {
    guard let table = hb_face_reference_table(face, OpenTypeTag.number(tag)) else { return [] }
    defer { hb_blob_destroy(table) }
    var size: UInt32 = 0
    guard let data = hb_blob_get_data(table, &size), size > 0 else { return [] }
    return UnsafeRawBufferPointer(start: data, count: min(Int(size), length)).map { $0 }
  }

  /// The platform and encoding of each subtable of the cmap table (platform 0 Unicode, 1
  /// Macintosh, 3 Windows), as the table lists them (FreeType adds a Unicode map of its own,
  /// made from glyph names, to a font without one).
  var characterMapSubtables: [(platform: Int, encoding: Int)] {
    let header = tableBytes("cmap", length: 4)
    guard header.count == 4 else { return [] }
    let count = Int(header[2]) << 8 | Int(header[3])
    let records = tableBytes("cmap", length: 4 + 8 * count)
    guard records.count == 4 + 8 * count else { return [] }
    return (0..<count).map { index in
      let start = 4 + 8 * index
      return (
        Int(records[start]) << 8 | Int(records[start + 1]), Int(records[start + 2]) << 8 | Int(records[start + 3])
      )
    }
  }

  /// The design size and the range of sizes the face is meant for (the GPOS `size` feature's
  /// parameters, in tenths of a point); nil when it gives none.
  var designSize: DesignSize? {
    var design: UInt32 = 0
    var subfamily: UInt32 = 0
    var name = hb_ot_name_id_t(0)
    var start: UInt32 = 0
    var end: UInt32 = 0
    guard hb_ot_layout_get_size_params(face, &design, &subfamily, &name, &start, &end) != 0, design > 0 else {
      return nil
    }
    let hasRange = end > start
    return DesignSize(
      points: Double(design) / 10, smallest: hasRange ? Double(start) / 10 : nil,
      largest: hasRange ? Double(end) / 10 : nil)
  }

  /// Design units per em (head); HarfBuzz says 1000 when the font has no head table.
  var unitsPerEm: Int { Int(hb_face_get_upem(face)) }

  /// The number of glyphs (maxp).
  var glyphCount: Int { Int(hb_face_get_glyph_count(face)) }

  // MARK: Names

  /// The name table's entries HarfBuzz can decode (Unicode, Windows and Mac Roman records):
  /// each name ID with its language tag as HarfBuzz writes it ("en", "ja", "zh-tw").
  var nameEntries: [(id: UInt32, language: String)] {
    var count: UInt32 = 0
    guard let entries = hb_ot_name_list_names(face, &count) else { return [] }
    return (0..<Int(count)).map { position in
      let entry = entries[position]
      let language = hb_language_to_string(entry.language).map { String(cString: $0) } ?? ""
      return (entry.name_id, language)
    }
  }

  /// The text of name `id` in `language` (a tag from `nameEntries`), or nil.
  func name(_ id: UInt32, language: String) -> String? {
    let tag = hb_language_from_string(language, -1)
    var size: UInt32 = 0
    let length = hb_ot_name_get_utf8(face, id, tag, &size, nil)
    guard length > 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(length) + 1)
    size = UInt32(buffer.count)
    hb_ot_name_get_utf8(face, id, tag, &size, &buffer)
    return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: Characters

  /// Whether the cmap's only subtables for Windows or Unicode are symbol ones (platform 3,
  /// encoding 0): the case HarfBuzz maps U+0020–00FF to U+F020–F0FF for.
  var hasSymbolCharacterMapOnly: Bool {
    var symbol = false
    for (platform, encoding) in characterMapSubtables {
      if platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) { return false }
      if platform == 3 && encoding == 0 { symbol = true }
    }
    return symbol
  }

  /// Every character the face's cmap maps, ascending: one set filled by HarfBuzz and copied
  /// out in one call (no per-glyph work: fast for 65,535-glyph CJK faces).
  ///
  /// A symbol font's (a Windows symbol cmap, and no Unicode one) U+F020–F0FF also stand for
  /// U+0020–00FF, as HarfBuzz maps them when shaping and fontconfig lists them: its page said
  /// "“r” is not in" the font over text drawn in it.
  var characters: [Unicode.Scalar] {
    guard let set = hb_set_create() else { return [] }
    defer { hb_set_destroy(set) }
    hb_face_collect_unicodes(face, set)
    removeCharactersOfMissingGlyphs(from: set)
    if hasSymbolCharacterMapOnly {
      for code: UInt32 in 0xF020...0xF0FF where hb_set_has(set, code) != 0 { hb_set_add(set, code - 0xF000) }
    }
    let population = Int(hb_set_get_population(set))
    var codes = [UInt32](repeating: 0, count: population)
    // HB_SET_VALUE_INVALID (UInt32.max) starts before the first value.
    let written = codes.withUnsafeMutableBufferPointer { buffer in
      Int(hb_set_next_many(set, UInt32.max, buffer.baseAddress, UInt32(population)))
    }
    return [Unicode.Scalar](unsafeUninitializedCapacity: written) { scalars, count in
      count = 0
      // Surrogates are not characters (a few fonts map them anyway): they are left out.
      for code in codes[..<written] {
        guard let scalar = Unicode.Scalar(code) else { continue }
        scalars.initializeElement(at: count, to: scalar)
        count += 1
      }
    }
  }

  /// Takes out of `set` the characters the cmap maps to glyphs the font does not have (an id
  /// at or past maxp's count): FreeType gives them no glyph, and nothing draws them, yet the
  /// page and the sheet counted them ("95 characters" over 4 drawn, fontconfig's 4).
  ///
  /// The glyphs are looked up in one call, in the order the set holds the characters.
  private func removeCharactersOfMissingGlyphs(from set: OpaquePointer) {
    let glyphs = UInt32(glyphCount)
    let population = Int(hb_set_get_population(set))
    guard population > 0, let font = hb_font_create(face) else { return }
    defer { hb_font_destroy(font) }
    var codes = [UInt32](repeating: 0, count: population)
    let written = codes.withUnsafeMutableBufferPointer { buffer in
      Int(hb_set_next_many(set, UInt32.max, buffer.baseAddress, UInt32(population)))
    }
    var ids = [hb_codepoint_t](repeating: 0, count: written)
    let stride = UInt32(MemoryLayout<UInt32>.stride)
    let found = codes.withUnsafeBufferPointer { codes in
      ids.withUnsafeMutableBufferPointer { ids in
        Int(hb_font_get_nominal_glyphs(font, UInt32(written), codes.baseAddress, stride, ids.baseAddress, stride))
      }
    }
    for index in 0..<found where ids[index] >= glyphs { hb_set_del(set, codes[index]) }
  }

  // MARK: Variations

  /// The fvar axes, in font order, as HarfBuzz reads them.
  var axisInfos: [(tag: String, nameID: UInt32, isHidden: Bool, minimum: Float, defaultValue: Float, maximum: Float)] {
    let total = hb_ot_var_get_axis_count(face)
    guard total > 0 else { return [] }
    var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(total))
    var count = total
    hb_ot_var_get_axis_infos(face, 0, &count, &infos)
    return infos.prefix(Int(count)).map { info in
      (
        OpenTypeTag.text(info.tag), info.name_id, info.flags.rawValue & HB_OT_VAR_AXIS_FLAG_HIDDEN.rawValue != 0,
        info.min_value, info.default_value, info.max_value
      )
    }
  }

  /// The fvar named instances, in font order: subfamily and PostScript name IDs (nil when the
  /// instance has none) and the design coordinates, one per axis.
  var namedInstanceInfos: [(subfamilyNameID: UInt32, postScriptNameID: UInt32?, coordinates: [Float])] {
    let count = hb_ot_var_get_named_instance_count(face)
    let axisCount = hb_ot_var_get_axis_count(face)
    return (0..<count).map { instance in
      let postScriptID = hb_ot_var_named_instance_get_postscript_name_id(face, instance)
      var coordinates = [Float](repeating: 0, count: Int(axisCount))
      var length = axisCount
      hb_ot_var_named_instance_get_design_coords(face, instance, &length, &coordinates)
      return (
        hb_ot_var_named_instance_get_subfamily_name_id(face, instance),
        postScriptID == Self.noNameID ? nil : postScriptID,
        Array(coordinates.prefix(Int(length)))
      )
    }
  }

  /// HB_OT_NAME_ID_INVALID: "no name".
  static let noNameID: UInt32 = 0xFFFF

  // MARK: Layout

  /// The feature tags of `table` ("GSUB" or "GPOS"), in FeatureList order (one per feature
  /// record: a tag may appear more than once).
  func featureTags(in table: String) -> [String] {
    let tableTag = OpenTypeTag.number(table)
    return Self.tags { hb_ot_layout_table_get_feature_tags(face, tableTag, 0, $0, $1) }
  }

  /// The feature tags the language systems of `table`'s scripts other than `math` list, each
  /// once (the default language system's and every other's, their required features too); nil
  /// when the table has no `math` script.
  func featureTagsOutsideMathScript(in table: String) -> Set<String>? {
    let tableTag = OpenTypeTag.number(table)
    let scripts = Self.tags { hb_ot_layout_table_get_script_tags(face, tableTag, 0, $0, $1) }
    guard scripts.contains("math") else { return nil }
    var tags = Set<String>()
    for (script, name) in scripts.enumerated() where name != "math" {
      let languageCount = Self.tags {
        hb_ot_layout_script_get_language_tags(face, tableTag, UInt32(script), 0, $0, $1)
      }.count
      for language in [Self.defaultLanguageIndex] + (0..<UInt32(languageCount)) {
        tags.formUnion(
          Self.tags {
            hb_ot_layout_language_get_feature_tags(face, tableTag, UInt32(script), language, 0, $0, $1)
          })
        // The required feature is listed apart (FontForge's " RQD").
        var index: UInt32 = 0
        var required: hb_tag_t = 0
        if hb_ot_layout_language_get_required_feature(face, tableTag, UInt32(script), language, &index, &required) != 0
        {
          tags.insert(OpenTypeTag.text(required))
        }
      }
    }
    return tags
  }

  /// HB_OT_LAYOUT_DEFAULT_LANGUAGE_INDEX: a script's default language system.
  static let defaultLanguageIndex: UInt32 = 0xFFFF

  /// The script tags of `table`'s ScriptList ("latn", "DFLT"), in its order, each with the
  /// language-system tags it lists ("TRK ", "SRB ").
  func scripts(in table: String) -> [(script: String, languages: [String])] {
    let tableTag = OpenTypeTag.number(table)
    let scripts = Self.tags { hb_ot_layout_table_get_script_tags(face, tableTag, 0, $0, $1) }
    return scripts.enumerated().map { index, script in
      let languages = Self.tags {
        hb_ot_layout_script_get_language_tags(face, tableTag, UInt32(index), 0, $0, $1)
      }
      return (script, languages)
    }
  }

  /// The tags a HarfBuzz list call gives (asked once for the count, with no room, then for
  /// them all), as text.
  private static func tags(
    _ list: (_ count: UnsafeMutablePointer<UInt32>, _ tags: UnsafeMutablePointer<hb_tag_t>?) -> UInt32
  ) -> [String] {
    var count: UInt32 = 0
    let total = list(&count, nil)
    guard total > 0 else { return [] }
    var tags = [hb_tag_t](repeating: 0, count: Int(total))
    count = total
    _ = tags.withUnsafeMutableBufferPointer { list(&count, $0.baseAddress) }
    return tags.prefix(Int(count)).map(OpenTypeTag.text)
  }

  /// The CPAL palettes, in order: each one's name ID (nil when it has none) and whether the
  /// font marks it for light or dark backgrounds.
  var paletteInfos: [(nameID: UInt32?, forLight: Bool, forDark: Bool)] {
    (0..<hb_ot_color_palette_get_count(face)).map { index in
      let name = hb_ot_color_palette_get_name_id(face, index)
      let flags = hb_ot_color_palette_get_flags(face, index).rawValue
      return (
        name == Self.noNameID ? nil : name,
        flags & HB_OT_COLOR_PALETTE_FLAG_USABLE_WITH_LIGHT_BACKGROUND.rawValue != 0,
        flags & HB_OT_COLOR_PALETTE_FLAG_USABLE_WITH_DARK_BACKGROUND.rawValue != 0
      )
    }
  }

  /// The UI name ID of the feature at `index` of `table`'s FeatureList (ssXX UINameID, cvXX
  /// FeatUILabelNameID), or nil.
  func featureLabelNameID(in table: String, at index: Int) -> UInt32? {
    var label = Self.noNameID
    let found = hb_ot_layout_feature_get_name_ids(
      face, OpenTypeTag.number(table), UInt32(index), &label, nil, nil, nil, nil)
    return found != 0 && label != Self.noNameID ? label : nil
  }
}
