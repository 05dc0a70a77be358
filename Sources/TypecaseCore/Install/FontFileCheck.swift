import CFontconfig
import Glibc

/// A font file read whole and checked with FreeType before it is installed: every face in it
/// must open.
///
/// The bytes checked are the bytes copied, so a file changed meanwhile cannot slip through.
public struct CheckedFontFile: Sendable {
  /// The file's bytes.
  public let bytes: [UInt8]
  /// The faces FreeType found, in file order.
  public let faces: [Face]

  /// One face of the file, named as fontconfig names it once installed.
  public struct Face: Sendable, Equatable {
    /// The family name.
    public var family: String
    /// The style name.
    public var style: String
    /// The PostScript name, when the face has one.
    public var postScriptName: String?
    /// Whether it has outlines (false for a bitmap font: a PCF, a BDF, an .otb).
    public var isScalable: Bool = true
    /// Whether no character it maps draws anything (every glyph empty or missing: a damaged
    /// `glyf`, `loca` or `maxp` table), so that no text is drawn in it.
    public var drawsNoCharacter = false
    /// Whether every character it maps that draws has no width (a damaged `hhea` or `hmtx`
    /// table): its text is drawn piled up in one place.
    public var hasNoWidths = false
  }

  /// The family names of the faces, each once, in file order.
  public var families: [String] {
    var seen = Set<String>()
    return faces.map(\.family).filter { seen.insert($0).inserted }
  }

  /// The problem of an installed font file whose end cuts one of its tables (a download that
  /// stopped), read from its table directories and its size alone; nil for a whole file (or
  /// one that is no sfnt, or cannot be read).
  ///
  /// Fontconfig lists such a file, and its face was shown as sound when looked up by name.
  /// With `member`, of a collection that font alone (another member's damage is not its own).
  public static func truncation(ofFileAt path: String, member: Int? = nil) -> InstallProblem? {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { Glibc.close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    // The directories: a collection's fonts' directories lie near its start.
    var head = [UInt8](repeating: 0, count: min(Int(status.st_size), 1 << 18))
    let count = head.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    head.removeSubrange(count...)
    guard let overrun = SfntExtent.firstOverrun(in: head, fileSize: Int(status.st_size), member: member) else {
      return nil
    }
    return .truncated(table: overrun.tag, end: overrun.end, size: Int(status.st_size))
  }

  /// Reads and checks the file at `path` (absolute): a regular, non-empty, readable file whose
  /// every face FreeType opens; with `face`, that face of a collection alone (the one a command
  /// reads: a collection with another member broken was refused, where fontconfig and Pango
  /// read the one asked for).
  public static func read(_ path: String, face: Int? = nil) throws(InstallProblem) -> CheckedFontFile {
    let bytes = try readWhole(path)
    guard !bytes.isEmpty else { throw .empty }
    let fileName = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    // A web font unpacking to more than any font, before FreeType unpacks it.
    if let size = DrawableFormat.oversizedWebFont(header: bytes.prefix(20)),
      let format = DrawableFormat.webFontFormat(signature: bytes.prefix(4))
    {
      throw .tooLargeUnpacked(format: format, size: size)
    }
    // Before FreeType, which opens such a file (or fails saying only "error 8").
    if let overrun = SfntExtent.firstOverrun(in: bytes, member: face) {
      throw .truncated(table: overrun.tag, end: overrun.end, size: bytes.count)
    }
    return CheckedFontFile(bytes: bytes, faces: try faces(in: bytes, fileName: fileName, only: face))
  }

  /// The first face of the file whose character map (`cmap`) is missing or damaged, so that it
  /// maps no character: nil when every face has one (or the file is no TrueType or OpenType
  /// font, whose map FreeType makes).
  ///
  /// FreeType makes a map up from the glyphs' names where the table cannot be read, and
  /// fontconfig listed the face as covering Latin; HarfBuzz reads the table, and Pango drew
  /// boxes. A table is sound enough here when its header is and one subtable is of a known
  /// format.
  public var faceWithoutCharacterMap: Int? {
    let formats: Set<UInt16> = [0, 2, 4, 6, 8, 10, 12, 13, 14]
    // One copy for every face (a collection's faces each copied the whole file).
    let file = MappedFile(copying: bytes)
    return faces.indices.first { index in
      let face = SfntFace(file: file, faceIndex: index)
      guard face.facesInFile > 0 else { return false }
      return withExtendedLifetime(face) {
        guard let map = face.table("cmap"), map.uint16(at: 0) == 0, let count = map.uint16(at: 2) else { return true }
        return !(0..<Int(count)).contains { record in
          map.uint32(at: 4 + 8 * record + 4).flatMap { map.uint16(at: Int($0)) }.map(formats.contains) ?? false
        }
      }
    }
  }

  /// The largest file read, in bytes: the largest fonts (CJK collections) are some hundred
  /// megabytes; a 40 GB file (a disk image named .ttf) was read whole, and the program stopped
  /// when it could not have the memory.
  public static let largestFile = 1 << 30

  /// The whole file, read through one descriptor (what was checked to be a regular file is
  /// what is read).
  private static func readWhole(_ path: String) throws(InstallProblem) -> [UInt8] {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(SystemError.last.reason)
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw .directory }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(SystemError.last.reason) }
    defer { Glibc.close(descriptor) }
    guard status.st_size <= largestFile else { throw .tooLarge(size: Int(status.st_size)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(SystemError.last.reason)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
      // A file growing while it is read stops at the same size.
      if bytes.count > largestFile { throw .tooLarge(size: bytes.count) }
    }
    return bytes
  }

  /// Opens every face of `bytes` (a file named `fileName`) with FreeType; with `only`, that
  /// face alone.
  private static func faces(in bytes: [UInt8], fileName: String, only: Int? = nil) throws(InstallProblem) -> [Face] {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { throw .notAFont(looksLike: nil) }
    defer { FT_Done_FreeType(library) }
    var faces: [Face] = []
    var count = only.map { $0 + 1 } ?? 1
    var index = only ?? 0
    // A face the file does not have is for the reader to say ("there is no face 2"): FreeType
    // counts the faces without opening one (index −1).
    if let only, only > 0 {
      var probe: FT_Face?
      let counted = bytes.withUnsafeBufferPointer { buffer in
        FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), -1, &probe)
      }
      if counted == 0, let probe {
        defer { FT_Done_Face(probe) }
        if only >= Int(probe.pointee.num_faces) { return [] }
      }
    }
    while index < count {
      var face: FT_Face?
      let opened = bytes.withUnsafeBufferPointer { buffer in
        FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), FT_Long(index), &face)
      }
      guard opened == 0, let face else {
        // FreeType's error codes depend on where its drivers gave up: what the first bytes
        // look like says better whether this was meant to be a font.
        if index == 0, let kind = FileKind.guess(bytes) { throw .notAFont(looksLike: kind) }
        if index == 0 && !FileKind.looksLikeFont(bytes) { throw .notAFont(looksLike: nil) }
        throw .damagedFace(index: index, code: opened)
      }
      defer { FT_Done_Face(face) }
      if index == 0 && only == nil { count = max(1, Int(face.pointee.num_faces)) }
      faces.append(named(face, index: index, fileName: fileName))
      index += 1
    }
    return faces
  }

  /// The face's names as fontconfig reads them (`FcFreeTypeQueryFace`: the first family and
  /// style it lists, as the catalog shows them), else as FreeType gives them; whether it is
  /// scalable likewise.
  ///
  /// FreeType's own family and style of an sfnt font are ASCII: every other character was
  /// "?" (a Japanese family "漢字フォント" was "??????"). A font without names is named by
  /// `fileName`, as fontconfig names it once installed (it was "").
  private static func named(_ face: FT_Face, index: Int, fileName: String) -> Face {
    var postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
    var family = face.pointee.family_name.map { String(cString: $0) } ?? ""
    var style = face.pointee.style_name.map { String(cString: $0) } ?? ""
    var isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
    var drawsNoCharacter = false
    if let pattern = FcFreeTypeQueryFace(face, fileName, UInt32(index), nil) {
      defer { FcPatternDestroy(pattern) }
      let reader = FontPatternReader(pattern: pattern)
      family = reader.firstFamily ?? family
      style = reader.english(FC_STYLE, languages: FC_STYLELANG) ?? style
      // A PCF has none for FreeType; fontconfig makes one of its family ("Pixel-Test").
      postScriptName = postScriptName ?? reader.string(FC_POSTSCRIPT_NAME)
      // As the catalog has it: fontconfig scales color bitmap fonts (CBDT, sbix), which
      // FreeType calls fixed-size, and they are listed (they were said to be bitmap fonts
      // Typecase would not list).
      isScalable = reader.boolean(FC_SCALABLE) ?? isScalable
      var characters: OpaquePointer?
      if FcPatternGetCharSet(pattern, FC_CHARSET, 0, &characters) == FcResultMatch, let characters {
        // Of a TrueType or OpenType font (a zeroed maxp): a bitmap font's are read otherwise.
        drawsNoCharacter = FcCharSetCount(characters) == 0 && face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0
      }
    }
    let drawing = NameLegibility.glyphDrawing(of: face)
    return Face(
      family: family, style: style, postScriptName: postScriptName, isScalable: isScalable,
      drawsNoCharacter: drawsNoCharacter || drawing == .nothing, hasNoWidths: drawing == .noWidths)
  }
}
