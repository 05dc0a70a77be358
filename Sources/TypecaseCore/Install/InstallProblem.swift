/// Why a font file could not be installed, or a font removed.
public enum InstallProblem: Error, Sendable, Equatable {
  /// There is no file at the path.
  case missing
  /// The path is a folder.
  case directory
  /// A folder given to install holds no font file (see `FontFolderFiles`).
  case folderWithoutFonts
  /// The path is not a regular file (a device, a pipe, a socket).
  case notRegularFile
  /// The file could not be opened or read (the system's reason).
  case unreadable(String)
  /// The file is empty.
  case empty
  /// The file is larger than any font (`CheckedFontFile.largestFile`): its size in bytes.
  case tooLarge(size: Int)
  /// The web font (`format`) says it unpacks to `size` bytes, more than any font
  /// (`DrawableFormat.largestUnpackedWebFont`).
  case tooLargeUnpacked(format: String, size: Int)
  /// FreeType recognizes no font format in the file; what the file looks like instead, when
  /// its first bytes say ("a PNG image").
  case notAFont(looksLike: Message?)
  /// FreeType recognizes the format but cannot open the face numbered `index` (its error code).
  case damagedFace(index: Int, code: Int32)
  /// The file is cut short: its table `table` ends at byte `end`, past the file's `size`.
  case truncated(table: String, end: Int, size: Int)
  /// A face of the file maps no character to a glyph (its `cmap` damaged or missing).
  case mapsNoCharacters(index: Int)
  /// A face of the file draws no character: fontconfig finds every glyph it maps empty or
  /// missing (a damaged `glyf`, `loca`, `maxp` or `hhea` table, or a font made blank).
  case drawsNoCharacters(index: Int)
  /// A face of the file gives every character it draws no width (a damaged `hhea` or `hmtx`
  /// table): its text is drawn piled up in one place.
  case hasNoWidths(index: Int)
  /// The file is a web font (`format`, "WOFF2") named as another kind (`ending`, ".ttf"):
  /// fontconfig lists it by its outlines and Pango, which takes web fonts by their names,
  /// draws boxes with it.
  case misnamedWebFont(format: String, ending: String)
  /// Another file with the same name but other content is already in the fonts folder.
  case differentFileInstalled(String)
  /// Another file given to the same install has the same name, and was copied there (the
  /// copy): with `--replace`, the later replaced the earlier, both said to be installed.
  case sameNameGivenTwice(String)
  /// The fonts folder cannot be made or written (the folder, the system's reason).
  case folderUnusable(String, String)
  /// Writing the copy failed (the system's reason); nothing was left behind.
  case copyFailed(String)
  /// The font is not in a user font folder, so Typecase does not remove it (the file).
  case notUserFont(String)
  /// The font is in a folder of the user's own (under the home folder) that fontconfig reads,
  /// not in a user font folder, so Typecase does not remove it (the file): it was said to be
  /// "installed for everyone".
  case outsideUserFontFolder(String)
  /// The file is in a folder another user can change (the folder): its entries could be
  /// swapped for others between the checks and the move, so nothing is moved out of it.
  case folderOthersCanChange(String)
  /// A file named to remove that fontconfig lists no font in, outside the user font folders:
  /// no installed font.
  case notInstalled
  /// Moving the file to the trash failed (the system's reason).
  case trashFailed(String)
  /// The file is on another file system than the home trash, and the trash at that file
  /// system's top folder `top` could not be made (the system's reason).
  case otherFileSystemTrash(top: String, reason: String)
  /// The file's folder cannot be changed (a read-only file system, a store of linked files, no
  /// permission), so no file can leave it: the folder and the system's reason.
  case folderUnchangeable(folder: String, reason: String)
  /// The file's name is not UTF-8 (see `NonUTF8FileName`): Typecase cannot move it.
  case nonUTF8FileName
  /// A trashed file could not be put back (Undo), with the system's reason, or nil when a
  /// file of its name is there again; it stays in the trash.
  case restoreFailed(String?)
  /// Fontconfig's configuration leaves the font out (its rules reject it; `bitmap`: it is a
  /// bitmap font, which Debian's 70-no-bitmaps.conf rejects), so no program would see it: the
  /// copy was taken back.
  case leftOutByConfiguration(bitmap: Bool)
  /// The same file is already in the fonts folder (at the path given), and fontconfig's
  /// configuration leaves it out (a rule that disables it), so no program sees it.
  case leftOutThoughInstalled(String)
  /// FreeType opens the file but fontconfig finds no font in it (a PCF without a character set
  /// it knows, say), so no program would see it: the copy was taken back. `legacyCharset`: the
  /// legacy X11 character set of a PCF or BDF that is why ("ISO8859-2"), when it is one.
  case unreadableByFontconfig(legacyCharset: String?)

  /// Whether the file was refused as a font metrics file (AFM or Windows PFM): beside its
  /// Type 1 font in the same install, it needs no word of refusal (the font is read alone).
  public var isFontMetrics: Bool {
    if case .notAFont(let looksLike?) = self {
      return looksLike == FileKind.fontMetrics || looksLike == FileKind.windowsFontMetrics
    }
    return false
  }

  /// A one-line explanation, in the interface language when rendered.
  public var message: Message {
    switch self {
    case .missing: tr("no such file")
    case .directory: tr("it is a folder, not a font file")
    case .folderWithoutFonts: tr("it is a folder with no font file in it")
    case .notRegularFile: tr("it is not a regular file")
    case .unreadable(let reason): tr("cannot read it: {reason}", ["reason": reason])
    case .empty: tr("the file is empty (0 bytes)")
    case .tooLarge(let size):
      tr(
        "the file is {size} MB, larger than any font: Typecase reads font files of up to {largest} MB",
        ["size": Localizer.number(size >> 20), "largest": Localizer.number(CheckedFontFile.largestFile >> 20)])
    case .notAFont(let looksLike?) where looksLike == FileKind.zipArchive:
      // What to do next, in words a newcomer with a foundry's download knows (it said FreeType
      // recognized no font format in it).
      tr("it is a ZIP archive, not a font file: extract it, then install the folder it makes or the font files in it")
    case .notAFont(let looksLike?):
      tr(
        "not a font file: FreeType recognizes no font format in it (it looks like {kind})",
        nesting: ["kind": .message(looksLike)])
    case .notAFont(nil): tr("not a font file: FreeType recognizes no font format in it")
    case .damagedFace(let index, let code):
      tr(
        "FreeType cannot open face {index} of this font (error {code}): the file is damaged or unsupported",
        ["index": String(index), "code": String(code)])
    case .mapsNoCharacters(let index):
      tr(
        "face {index} of this font maps no character to a glyph (its character map, the cmap table, is damaged or missing): no program can draw text in it",
        ["index": String(index)])
    case .drawsNoCharacters(let index):
      tr(
        "face {index} of this font draws no character: every glyph it maps is empty or missing (its glyf, loca or maxp table may be damaged), so programs draw its text as nothing",
        ["index": String(index)])
    case .hasNoWidths(let index):
      tr(
        "face {index} of this font gives its characters no width (its hhea or hmtx table may be damaged): programs draw its text piled up in one place",
        ["index": String(index)])
    case .tooLargeUnpacked(let format, let size):
      tr(
        "the web font ({format}) says it unpacks to {size} MB, larger than any font: Typecase does not unpack it",
        ["format": format, "size": Localizer.number(size >> 20)])
    case .misnamedWebFont(let format, let ending):
      tr(
        "it is a web font ({format}) in a file named {ending}: GTK programs would draw boxes with it; rename it to end in .{extension} to install it as a web font",
        ["format": format, "ending": VisibleText.escaped(ending), "extension": format.lowercased()])
    case .truncated(let table, let end, let size) where end > 2 * size + 65_536:
      // Far past the end: a table directory that is wrong, not a download that stopped (a file
      // of its full length was asked whether the download was complete).
      tr(
        "the file is damaged: its directory puts the “{table}” table's end at byte {end}, far past the file's end ({size} bytes)",
        ["table": VisibleText.escaped(table), "end": String(end), "size": String(size)])
    case .truncated(let table, let end, let size):
      tr(
        "the file is cut short: its “{table}” table ends at byte {end}, past its end ({size} bytes); was the download complete?",
        ["table": VisibleText.escaped(table), "end": String(end), "size": String(size)])
    case .differentFileInstalled(let file):
      // How to replace it (a new version of one's own font, installed again: "remove it
      // first" said neither how nor that the trash keeps it).
      tr(
        "a different font file with this name is already installed ({file}); to replace it (it goes to the trash), install again with --replace",
        ["file": VisibleText.escaped(UserFontFolder.abbreviated(file))])
    case .sameNameGivenTwice(let file):
      tr(
        "another file given to this install has the same name, and was installed as {file}",
        ["file": VisibleText.escaped(UserFontFolder.abbreviated(file))])
    case .folderUnusable(let folder, let reason):
      tr(
        "cannot write to the fonts folder {folder}: {reason}",
        ["folder": VisibleText.escaped(UserFontFolder.abbreviated(folder)), "reason": reason])
    case .copyFailed(let reason): tr("copying failed: {reason} (nothing was left behind)", ["reason": reason])
    case .notUserFont(let file):
      tr(
        "it is installed for everyone, in {folder}; Typecase removes only fonts installed for you, in your fonts folder",
        ["folder": VisibleText.escaped(String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]))])
    case .folderOthersCanChange(let folder):
      tr(
        "another user can change the folder {folder}: Typecase moves nothing out of it to the trash",
        ["folder": VisibleText.escaped(UserFontFolder.abbreviated(folder))])
    case .outsideUserFontFolder(let file):
      tr(
        "it is in {folder}, not in your fonts folder ({fontsFolder}); Typecase removes only fonts installed there",
        [
          "folder": VisibleText.escaped(
            UserFontFolder.abbreviated(String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]))),
          "fontsFolder": VisibleText.escaped(UserFontFolder.abbreviated(UserFontFolder().path)),
        ])
    case .notInstalled:
      tr("it is not an installed font: fontconfig lists no font in it, and it is not in your fonts folder")
    case .trashFailed(let reason): tr("cannot move it to the trash: {reason}", ["reason": reason])
    case .folderUnchangeable(let folder, let reason):
      tr(
        "cannot move it to the trash: its folder {folder} cannot be changed ({reason})",
        ["folder": VisibleText.escaped(folder), "reason": reason])
    case .otherFileSystemTrash(let top, let reason):
      tr(
        "cannot move it to the trash: it is on another file system, mounted at {top}, where its trash folder cannot be made ({reason})",
        ["top": VisibleText.escaped(UserFontFolder.abbreviated(top)), "reason": reason])
    case .nonUTF8FileName: NonUTF8FileName.cannotMove
    case .restoreFailed(nil): tr("another file of its name is there now; it stays in the trash")
    case .restoreFailed(let reason?): tr("{reason}; it stays in the trash", ["reason": reason])
    case .leftOutByConfiguration(bitmap: true):
      tr(
        "it is a bitmap font, and fontconfig's configuration here leaves bitmap fonts out (as 70-no-bitmaps.conf does): no program would see it, so it was not installed"
      )
    case .leftOutByConfiguration(bitmap: false):
      tr("fontconfig's configuration here leaves this font out: no program would see it, so it was not installed")
    case .leftOutThoughInstalled(let file):
      tr(
        "it is already in your fonts folder, as {file}, but fontconfig's configuration here leaves it out (a rule such as <rejectfont> disables it): no program sees it",
        ["file": VisibleText.escaped(UserFontFolder.abbreviated(file))])
    case .unreadableByFontconfig(legacyCharset: nil):
      tr("fontconfig finds no font in it (see 'fc-scan FILE'): no program would see it, so it was not installed")
    case .unreadableByFontconfig(legacyCharset: let charset?):
      tr(
        "{reason}; so it was not installed",
        nesting: ["reason": .message(.legacyBitmapCharset(charset))])
    }
  }
}

extension InstallProblem {
  /// A stable word for scripts (the JSON `problem`), such as "not-a-font" or "empty".
  public var code: String {
    switch self {
    case .missing: "missing"
    case .directory: "directory"
    case .folderWithoutFonts: "folder-without-fonts"
    case .notRegularFile: "not-regular-file"
    case .unreadable: "unreadable"
    case .empty: "empty"
    case .tooLarge, .tooLargeUnpacked: "too-large"
    case .notAFont: "not-a-font"
    case .damagedFace: "damaged-face"
    case .truncated: "truncated"
    case .mapsNoCharacters: "maps-no-characters"
    case .drawsNoCharacters: "draws-no-characters"
    case .hasNoWidths: "has-no-widths"
    case .misnamedWebFont: "misnamed-web-font"
    case .differentFileInstalled: "different-file-installed"
    case .sameNameGivenTwice: "same-name-given-twice"
    case .folderUnusable: "folder-unusable"
    case .copyFailed: "copy-failed"
    case .notUserFont: "not-user-font"
    case .outsideUserFontFolder: "outside-user-font-folder"
    case .folderOthersCanChange: "folder-others-can-change"
    case .notInstalled: "not-installed"
    case .trashFailed, .otherFileSystemTrash: "trash-failed"
    case .folderUnchangeable: "folder-unchangeable"
    case .nonUTF8FileName: "non-utf8-file-name"
    case .restoreFailed: "restore-failed"
    case .leftOutByConfiguration, .leftOutThoughInstalled: "left-out-by-configuration"
    case .unreadableByFontconfig: "unreadable-by-fontconfig"
    }
  }
}
