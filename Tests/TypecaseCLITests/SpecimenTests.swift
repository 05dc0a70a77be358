import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase specimen`: sheets drawn by cairo and Pango, checked with poppler's pdffonts and
/// pdfinfo (the faces embedded, a page per face) and by the images' own headers.
@Suite struct SpecimenTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-specimen-\(getpid())")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: FixtureFonts.environment())
  }

  func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A face whose file its user may not read is left out of a family's sheet, and said to be;
  /// with none left, `specimen` fails as `face` does: the sheet was drawn in boxes and the
  /// command said it was done. (Run as nobody: root reads any file.)
  @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func aFaceThatCannotBeReadIsLeftOutOfTheSheet() throws {
    let work = folder.appendingPathComponent("unreadable-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in ["FixtureDisplay-Regular.ttf", "FixtureMono-Regular.ttf", "FixtureMono-Bold.ttf"] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    // Only this test's own folder: the suite's folder is shared with tests running beside it,
    // whose files' modes are what they check (a recursive chmod of it made a 0664 sheet 0666).
    _ = try ProcessRunner.runTool("chmod", ["a+x", folder.path], environment: FixtureFonts.environment())
    _ = try ProcessRunner.runTool("chmod", ["-R", "a+rwX", work.path], environment: FixtureFonts.environment())
    // fontconfig's cache lists them as they were; then two become unreadable.
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path, "HOME": work.path])
    func asNobody(_ arguments: [String]) throws -> ProcessOutcome {
      try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=65534", "--regid=65534", "--clear-groups", ProcessRunner.typecase.path] + arguments,
        environment: environment)
    }
    #expect(try asNobody(["faces", "Fixture Mono"]).status == 0)
    for name in ["FixtureDisplay-Regular.ttf", "FixtureMono-Bold.ttf"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o000], ofItemAtPath: fonts.appendingPathComponent(name).path)
    }
    let mono = try asNobody(["specimen", "Fixture Mono", "-o", work.appendingPathComponent("mono.pdf").path])
    #expect(mono.status == 0, "\(mono.standardError)")
    let bold = fonts.appendingPathComponent("FixtureMono-Bold.ttf").path
    // Pango warns of the file too, as any program drawing with fontconfig's fonts would (the
    // title in the family's bold).
    let note = "(FixtureMono-Bold is left out: cannot read \"\(bold)\": the file cannot be read: permission denied)\n"
    #expect(mono.standardError.hasSuffix("\n" + note) || mono.standardError == note, "\(mono.standardError)")
    let pages = try ProcessRunner.runTool(
      "pdfinfo", [work.appendingPathComponent("mono.pdf").path], environment: FixtureFonts.environment())
    #expect(pages.standardOutput.contains(/\nPages: +1\n/), "\(pages.standardOutput)")
    let display = try asNobody(["specimen", "Fixture Display", "-o", work.appendingPathComponent("display.pdf").path])
    #expect(display.status == 1, "\(display.standardError)")
    #expect(display.standardError.hasPrefix("typecase: cannot read \""), "\(display.standardError)")
    #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("display.pdf").path))
  }

  /// The grey pixels of a PNG specimen's first pangram, under its title and subtitle.
  func pangramPixels(_ png: String) throws -> Data {
    let gray = png + ".gray"
    let converted = try ProcessRunner.runTool(
      "convert", [png, "-colorspace", "Gray", "-crop", "1190x130+0+170", "+repage", "gray:" + gray],
      environment: FixtureFonts.environment())
    try #require(converted.status == 0, "\(converted.standardError)")
    return try Data(contentsOf: URL(fileURLWithPath: gray))
  }

  /// The text (pdftotext) of the PDF specimen `typecase specimen NAME -o FILE OPTIONS…` draws
  /// over the face fixtures, `arguments` being NAME and the options.
  func pdfSpecimenText(_ arguments: [String], file name: String, keepingHyphens: Bool = false) throws -> String {
    let pdf = file(name)
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", arguments[0], "-o", pdf] + arguments.dropFirst(),
      environment: FixtureFonts.faceEnvironment())
    try #require(drawn.status == 0, "\(drawn.standardError)")
    // pdftotext joins a word broken at a hyphen and drops the hyphen ("FixtureVariable-" over
    // "VF.ttf" read "FixtureVariableVF.ttf", where the checkout's path was long enough to wrap
    // the subtitle there); -layout keeps the lines as drawn, and the break is joined here.
    guard keepingHyphens else {
      return try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: FixtureFonts.environment())
        .standardOutput
    }
    return try ProcessRunner.runTool("pdftotext", ["-layout", pdf, "-"], environment: FixtureFonts.environment())
      .standardOutput.replacingOccurrences(of: "-\n", with: "-")
  }

  /// `--no-characters` leaves each face's characters out, a page a face to print (a CJK
  /// family's PDF was 164 pages, the window's "a page per font" promising one): pdftotext reads
  /// no "Characters" heading, pdfinfo a page for each face; without it they are there.
  @Test func noCharactersLeavesThemOutAPageAFace() throws {
    let short = try pdfSpecimenText(["Fixture Variable", "--no-characters"], file: "short.pdf")
    #expect(!short.contains("Characters"), "\(short)")
    #expect(short.contains("The quick brown fox"))
    let faces = try ProcessRunner.run(
      ProcessRunner.typecase, ["faces", "Fixture Variable"], environment: FixtureFonts.faceEnvironment())
    let count = faces.standardOutput.split(separator: "\n").count
    let pages = try pageCount(file("short.pdf"))
    #expect(count > 1 && pages == count, "\(faces.standardOutput)")
    let whole = try pdfSpecimenText(["Fixture Variable"], file: "whole.pdf")
    #expect(whole.contains("Characters"))
  }

  /// A text taller than a page goes on on the next page between two lines, to its last word:
  /// a paragraph taller than a page was drawn past its lower edge, its last words lost.
  @Test func aTextTallerThanAPageGoesOnOnTheNextPage() throws {
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("dejavu-tall"),
      folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
    let text = Array(repeating: "Hamburgefonstiv", count: 399).joined(separator: " ") + " Zanzibarend"
    let pdf = file("tall-text.pdf")
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "DejaVuSans-Bold", "-o", pdf, "--text", text],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path]))
    try #require(drawn.status == 0, "\(drawn.standardError)")
    // pdftotext reads what is on the pages (text drawn below a page's edge is no part of it).
    // The word is in each of the 8 waterfall lines too (cut with an ellipsis, which stands for
    // the rest of the text, and pdftotext reads it so), and once in the paragraph.
    let pages = try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: FixtureFonts.environment())
      .standardOutput
    #expect(pages.components(separatedBy: "Zanzibarend").count - 1 == 9, "the paragraph's last word is not on a page")
  }

  /// Each face's line under its name says its version, as its name table writes it: a proof
  /// is matched to a build by it (it said the file alone, which the next build replaces).
  @Test func eachFaceSaysItsVersion() throws {
    let drawn = try pdfSpecimenText(["FixtureVariable-Bold"], file: "version.pdf")
    #expect(drawn.contains("Version 2.000"), "\(drawn.prefix(300))")
  }

  /// Two sheets of the same fonts are the same bytes when SOURCE_DATE_EPOCH dates them, as
  /// reproducible builds ask (they differed in their creation date).
  @Test func aSheetDatedBySourceDateEpochIsTheSameBytesEachTime() throws {
    var sheets: [Data] = []
    for run in 0..<2 {
      let pdf = file("dated-\(run).pdf")
      let drawn = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", pdf],
        environment: FixtureFonts.faceEnvironment().merging(["SOURCE_DATE_EPOCH": "1700000000"]) { $1 })
      try #require(drawn.status == 0, "\(drawn.standardError)")
      sheets.append(try Data(contentsOf: URL(fileURLWithPath: pdf)))
      if run == 0 { Thread.sleep(forTimeInterval: 1.1) }
    }
    let same = sheets[0] == sheets[1]
    #expect(same, "two sheets of the same fonts differ")
    #expect(String(decoding: sheets[0], as: UTF8.self).contains("20231114221320Z)"))
    // A value that is no date (a negative number, past year 9999) fails the sheet, as
    // reproducible builds ask: it wrote "(31704311070946:39')", then the sheet was dated now
    // without a word.
    let pdf = file("dated-wrong.pdf")
    let wrong = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", pdf],
      environment: FixtureFonts.faceEnvironment().merging(["SOURCE_DATE_EPOCH": "99999999999999"]) { $1 })
    #expect(wrong.status == 2, "\(wrong.standardError)")
    #expect(wrong.standardError.hasPrefix("typecase: SOURCE_DATE_EPOCH is \"99999999999999\", which is no date"))
    #expect(!FileManager.default.fileExists(atPath: pdf))
  }

  /// A PNG sheet says its resolution (a pHYs chunk, 144 dpi: 5,669 pixels per metre), as
  /// layout programs read it: cairo writes none, and placed at 72 dpi an A4 sheet came out
  /// 16.5 inches wide.
  @Test func aPNGSheetSaysItsResolution() throws {
    let png = file("resolution.png")
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", png],
      environment: FixtureFonts.faceEnvironment())
    try #require(drawn.status == 0, "\(drawn.standardError)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
    func number(at offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    var chunks: [String: [UInt8]] = [:]
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(number(at: offset))
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      chunks[type] = Array(bytes[offset + 8..<offset + 8 + length])
      offset += 12 + length
    }
    let physical = try #require(chunks["pHYs"], "no pHYs chunk: \(chunks.keys.sorted())")
    #expect(physical == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
    // Read back by another program, as 144 dpi.
    let identified = try ProcessRunner.runTool(
      "identify", ["-format", "%x %y %U", png], environment: FixtureFonts.environment())
    let fields = identified.standardOutput.split(separator: " ")
    let perCentimetre = fields.first.flatMap { Double($0) } ?? 0
    #expect(
      abs(perCentimetre * 2.54 - 144) < 0.1 && fields.last == "PixelsPerCentimeter", "\(identified.standardOutput)")
  }

  /// A font named with a noncharacter gets its sheet in every format.
  ///
  /// U+FDD0 (a lone surrogate reads as a noncharacter too): cairo refused the name's text
  /// ("input string not valid UTF-8"), and nothing was written.
  @Test func aNameWithANoncharacterIsDrawn() throws {
    let folder = self.folder.appendingPathComponent("noncharacter-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let font = folder.appendingPathComponent("Noncharacter.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureSerif-Regular.ttf"), to: font,
      editing: DerivedFont.naming(
        family: "Non" + String(try #require(Unicode.Scalar(0xFDD0))) + "Char", postScriptName: "NonChar-Regular"))
    for format in ["pdf", "png", "svg"] {
      let sheet = folder.appendingPathComponent("sheet." + format).path
      let drawn = try typecase("specimen", font.path, "-o", sheet)
      #expect(drawn.status == 0, "\(format): \(drawn.standardError)")
      #expect(FileManager.default.fileExists(atPath: sheet), "\(format)")
    }
    #expect(try pdfInfo(folder.appendingPathComponent("sheet.pdf").path, "Title")?.contains("Non\u{FFFD}Char") == true)
  }

  /// A font whose license forbids what a PDF does with it (OS/2 fsType restricted, or no
  /// subsetting) is drawn all the same and said to be, as `face` reports it: the proof was
  /// written without a word, ready to be sent on.
  @Test func aFontWhoseLicenseForbidsEmbeddingIsSaidToBe() throws {
    let folder = self.folder.appendingPathComponent("restricted")
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (name, fsType) in [("RestrictedProof", 2), ("WholeProof", 0x0100), ("BitmapProof", 0x0200)] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureSerif-Regular.ttf"),
        to: fonts.appendingPathComponent(name + ".ttf"),
        editing: DerivedFont.naming(family: name, postScriptName: name) + "\nfont[\"OS/2\"].fsType = \(fsType)")
    }
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": FixtureFonts.writeConfiguration(in: folder, folders: [fonts]).path
    ])
    let pdf = folder.appendingPathComponent("restricted.pdf").path
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "RestrictedProof", "-o", pdf], environment: environment)
    #expect(drawn.status == 0, "\(drawn.standardError)")
    // Each limit by its name, and the way on: the note said the same of every limit.
    #expect(
      drawn.standardError
        == "(the license of RestrictedProof (restricted: not to be embedded) forbids embedding it in a PDF as this one does (OS/2 fsType, see 'typecase face'): keep the sheet for proofing here; a PNG sheet holds pixels, not the font)\n"
    )
    for (name, limit) in [
      ("WholeProof", "to be embedded whole, where cairo embeds a subset"),
      ("BitmapProof", "bitmaps only, where cairo embeds outlines"),
    ] {
      let limited = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", name, "-o", folder.appendingPathComponent(name + ".pdf").path],
        environment: environment)
      #expect(limited.status == 0, "\(limited.standardError)")
      #expect(limited.standardError.hasPrefix("(the license of \(name) (\(limit)) forbids"), "\(limited.standardError)")
    }
    // An SVG holds the glyphs' outlines as paths of its own: said too (it said nothing).
    let svg = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "RestrictedProof", "-o", folder.appendingPathComponent("r.svg").path],
      environment: environment)
    #expect(svg.status == 0, "\(svg.standardError)")
    #expect(
      svg.standardError.hasPrefix(
        "(the license of RestrictedProof (restricted: not to be embedded) forbids embedding it (OS/2 fsType, "
          + "see 'typecase face'), and this SVG holds its glyphs' outlines as paths"), "\(svg.standardError)")
    // An image embeds no font: nothing to say.
    let png = folder.appendingPathComponent("restricted.png").path
    let image = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "RestrictedProof", "-o", png], environment: environment)
    #expect(image.status == 0 && image.standardError.isEmpty, "\(image.standardError)")
  }

  /// The characters of the text a face lacks, drawn as boxes, are said on stderr: those the
  /// family's faces lack alike once, its faces counted, each character named with its code
  /// (a proof full of boxes was written without a word).
  @Test func theCharactersOfTheTextAFaceLacksAreSaid() throws {
    let lacking = try typecase(
      "specimen", "TypecaseFixtureSans-Regular", "-o", folder.appendingPathComponent("gap.png").path,
      "--no-characters", "--text", "Proof ☃ ☃ \u{2603}")
    #expect(lacking.status == 0)
    #expect(
      lacking.standardError
        == "(1 character of the text, “☃” U+2603, is not in TypecaseFixtureSans-Regular: the sheet draws it as a box)\n"
    )
    let whole = try typecase(
      "specimen", "Typecase Fixture Sans", "-o", folder.appendingPathComponent("gaps.png").path, "--no-characters",
      "--text", "☃☄★☆☇☈☉ Proof")
    #expect(
      whole.standardError.hasPrefix(
        "(7 characters of the text, “☃” U+2603, “☄” U+2604, “★” U+2605, “☆” U+2606, “☇” U+2607, “☈” U+2608, …, "
          + "are not in any of its 4 fonts: the sheet draws them as boxes)\n"), "\(whole.standardError)")
    // Invisible characters (a variation selector, ZWJ) draw nothing: no box to name.
    let invisible = try typecase(
      "specimen", "TypecaseFixtureSans-Regular", "-o", folder.appendingPathComponent("invisible.png").path,
      "--no-characters", "--text", "A\u{FE0F}\u{200D}B")
    #expect(invisible.status == 0 && invisible.standardError.isEmpty, "\(invisible.standardError)")
    // The pangram is replaced by the face's own characters where it lacks them: nothing to say.
    let pangram = try typecase(
      "specimen", "TypecaseFixtureSans-Regular", "-o", folder.appendingPathComponent("pangram.png").path,
      "--no-characters")
    #expect(pangram.status == 0 && pangram.standardError.isEmpty, "\(pangram.standardError)")
  }

  /// The Characters heading never ends a page: it comes with its first block and a row of
  /// characters (with room for itself alone, it ended pages, the characters on the next).
  @Test func theCharactersHeadingDoesNotEndAPage() throws {
    for count in stride(from: 40, through: 120, by: 4) {
      let text = Array(repeating: "Hamburgefonstiv", count: count).joined(separator: " ")
      let drawn = try pdfSpecimenText(["FixtureDetails-Regular", "--text", text], file: "heading-\(count).pdf")
      for page in drawn.split(separator: "\u{0C}") {
        let last = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty }
        #expect(last != "Characters", "a page ends with the heading, with \(count) words")
      }
    }
  }

  /// The names of the fonts a PDF embeds (subset prefixes removed), with whether each is.
  func embeddedFonts(_ path: String) throws -> [String: Bool] {
    let outcome = try ProcessRunner.runTool("pdffonts", [path], environment: FixtureFonts.environment())
    try #require(outcome.status == 0, "\(outcome.standardError)")
    var fonts: [String: Bool] = [:]
    for line in outcome.standardOutput.split(separator: "\n").dropFirst(2) {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let name = fields.first, fields.count >= 5 else { continue }
      let plain = name.split(separator: "+", maxSplits: 1).last.map(String.init) ?? String(name)
      // The columns after the type and encoding: emb sub uni object ID.
      fonts[plain] = (fonts[plain] ?? false) || fields[fields.count - 5] == "yes"
    }
    return fonts
  }

  func pageCount(_ path: String) throws -> Int? {
    try pdfInfo(path, "Pages").flatMap { Int($0) }
  }

  /// A field of what pdfinfo says of a PDF ("Pages", "Title"), nil when it says none.
  func pdfInfo(_ path: String, _ field: String) throws -> String? {
    let outcome = try ProcessRunner.runTool("pdfinfo", [path], environment: FixtureFonts.environment())
    let line = outcome.standardOutput.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line.map { $0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces) }
  }

  /// The text of a PDF's first page as poppler reads it (pdftohtml -xml), span by span: the
  /// font that draws it as poppler names it (no subset prefix; "FixtureDisplay" for
  /// FixtureDisplay-Regular) and its size, its top and height (poppler counts 1.5 pixels a
  /// point, sizes too: `popplerSize`), and its text.
  func spans(_ path: String) throws -> [(font: String, size: Int, top: Int, height: Int, text: String)] {
    let outcome = try ProcessRunner.runTool(
      "pdftohtml", ["-xml", "-i", "-stdout", "-l", "1", path], environment: FixtureFonts.environment())
    try #require(outcome.status == 0, "\(outcome.standardError)")
    var fonts: [String: (String, Int)] = [:]
    for match in outcome.standardOutput.matches(of: /<fontspec id="(\d+)" size="(\d+)" family="([^"]*)"/) {
      let name = match.3.split(separator: "+", maxSplits: 1).last.map(String.init) ?? String(match.3)
      fonts[String(match.1)] = (name, Int(match.2) ?? 0)
    }
    let text = /<text top="(\d+)" left="\d+" width="\d+" height="(\d+)" font="(\d+)">(.*)<\/text>/
    return outcome.standardOutput.matches(of: text).map { match in
      let font = fonts[String(match.3)] ?? ("", 0)
      let shown = match.4.replacing(/<[^>]*>/, with: "").replacing("&amp;", with: "&")
      return (font.0, font.1, Int(match.1) ?? 0, Int(match.2) ?? 0, String(shown))
    }
  }

  /// The size poppler gives a span drawn at `points` (1.5 pixels a point, rounded).
  func popplerSize(_ points: Int) -> Int { Int((Double(points) * 1.5).rounded()) }

  /// What a sheet draws below a face's names down to the 48 pt line of the waterfall (the
  /// pangram at 28 pt and the waterfall to 36 pt, lines short enough not to be cut with an
  /// ellipsis, which a face may lack) that is not the face's text at a line's size, the
  /// waterfall's size labels aside: the hex boxes Pango draws for characters the face lacks,
  /// "30" over "44" for U+3044, in a smaller "monospace" font (from the face's font map, which
  /// holds only the face: often the face itself).
  ///
  /// `font` is the face as poppler names it.
  func drawnAsBoxes(_ path: String, font: String, postScriptName: String) throws -> [String] {
    let all = try spans(path)
    let subtitle = try #require(all.first { $0.font != font && $0.text.hasPrefix(postScriptName) }, "\(all)")
    let end = try #require(all.first { $0.font != font && $0.text == "48" }, "\(all)")
    // The 48 pt line's text starts above its label (poppler's top is the font's ascent
    // above the baseline); the 36 pt line's hex boxes end more than 36 pixels higher.
    let sample = all.filter { $0.top >= subtitle.top + subtitle.height && $0.top < end.top - 36 }
    let points = [9, 12, 14, 18, 24, 36]
    let lineSizes = Set((points + [28]).map(popplerSize))
    #expect(sample.contains { $0.font == font && !$0.text.trimmingCharacters(in: .whitespaces).isEmpty })
    return sample.filter { span in
      let isSizeLabel = span.font != font && points.map(String.init).contains(span.text)
      // A space poppler reads at a size of its own is no box.
      let isBlank = span.text.trimmingCharacters(in: .whitespaces).isEmpty
      return !isSizeLabel && !isBlank && (span.font != font || !lineSizes.contains(span.size))
    }.map { "\($0.font) \($0.size): \($0.text)" }
  }

  /// A face lacking both "." and "◌" (Noto Color Emoji) gets both helper fonts, cut from one
  /// file (DejaVu Sans): each keeps its own character, where Pango, which keeps what a font
  /// covers by its file, gave the dotted circle's the ellipsis's "." alone, and "◌" (the base a
  /// mark is shown on: the keycap cell of the face page's grid) was a box with "25CC" in it.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
  func helperFontsCutFromOneFileEachKeepTheirCharacter() throws {
    let work = folder.appendingPathComponent("helpers-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    // The emoji font and DejaVu Sans alone: every helper is cut from DejaVu Sans.
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for file in ["noto/NotoColorEmoji.ttf", "dejavu/DejaVuSans.ttf"] {
      try FileManager.default.createSymbolicLink(
        at: fonts.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent),
        withDestinationURL: URL(fileURLWithPath: "/usr/share/fonts/truetype/" + file))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("config"), folders: [fonts])
    let pdf = work.appendingPathComponent("emoji.pdf").path
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "NotoColorEmoji", "-o", pdf, "--text", "\u{25CC}"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path]))
    try #require(drawn.status == 0, "\(drawn.standardError)")
    // The waterfall's lines (after the title's two), each "◌"; a box's code read "25", "CC".
    let lines = try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: FixtureFonts.environment())
      .standardOutput.split(separator: "\n").dropFirst(2)
    #expect(lines.filter { $0 == "\u{25CC}" }.count >= 8, "\(lines.prefix(12))")
    #expect(!lines.contains("CC"), "\(lines.prefix(12))")
  }

  /// The code in a missing character's box is written in the monospace font, also for a face
  /// with digits of its own: in them, a symbol font's or a font in the making's boxes held its
  /// shapes (triangles), where the code was to be read.
  @Test func boxCodesAreWrittenInTheMonospaceFont() throws {
    let work = folder.appendingPathComponent("box-codes-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    // DejaVu with the desktop's aliases: monospace is DejaVu Sans Mono, which the sheet's
    // labels (in Sans) do not use.
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("config"), folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")],
      rules: #"<include ignore_missing="yes">/etc/fonts/conf.d</include>"#)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let monospace = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{postscriptname}", "monospace"], environment: environment)
    try #require(monospace.standardOutput.hasPrefix("DejaVuSansMono"), "\(monospace.standardOutput)")
    // A symbol font given by its file (not installed): it has the digits and A–F, as symbols.
    let symbols = FixtureFonts.packageRoot.appendingPathComponent(
      "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")
    let pdf = work.appendingPathComponent("symbols.pdf").path
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", symbols.path, "-o", pdf, "--text", "Grüße"], environment: environment)
    try #require(drawn.status == 0, "\(drawn.standardError)")
    let embedded = try embeddedFonts(pdf)
    #expect(embedded[monospace.standardOutput] != nil, "\(embedded)")
  }

  /// Under the pangram a sheet shows words of the other scripts the face has every character
  /// of (a Thai or Arabic face that also covers Latin showed the English pangram alone), but
  /// not the pangram's own script again, nor scripts the face lacks.
  @Test func aSheetShowsWordsOfTheOtherScriptsTheFaceHas() throws {
    func text(_ name: String, file: String, _ environment: [String: String] = [:]) throws -> String {
      let pdf = self.file(file)
      let drawn = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", name, "-o", pdf], environment: FixtureFonts.environment(environment))
      try #require(drawn.status == 0, "\(drawn.standardError)")
      return try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: FixtureFonts.environment())
        .standardOutput
    }
    /// The lines that are `sample` alone (the pangram's, the waterfall's hold more).
    func count(_ sample: String, in text: String) -> Int {
      text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == sample }.count
    }
    // Fixture Mincho has ASCII, kana and the CJK ideographs; no Hangul, no Cyrillic.
    let mincho = try text("Fixture Mincho", file: "scripts-mincho.pdf")
    #expect(mincho.contains("The quick brown fox"), "\(mincho)")
    #expect(count("いろはにほへと", in: mincho) == 1, "\(mincho)")
    #expect(count("天地玄黄 宇宙洪荒", in: mincho) == 1, "\(mincho)")
    #expect(!mincho.contains("키스의") && !mincho.contains("Привет"), "\(mincho)")
    // A Japanese interface's pangram is the iroha: it is not shown twice.
    let japanese = try text("Fixture Mincho", file: "scripts-mincho-ja.pdf", ["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja"])
    #expect(count("いろはにほへと", in: japanese) == 0, "\(japanese)")
    #expect(count("天地玄黄 宇宙洪荒", in: japanese) == 1, "\(japanese)")
    // Its Latin too, the English pangram, which the Japanese one stood in for.
    #expect(count(FaceSample.englishPangram, in: japanese) == 1, "\(japanese)")
    let hangul = try text("NanumFixture", file: "scripts-nanum.pdf")
    #expect(count("키스의 고유조건은", in: hangul) == 1, "\(hangul)")
    #expect(!hangul.contains("いろは"), "\(hangul)")
    // A Latin face: the pangram and the waterfall, no other script.
    let latin = try text("Fixture Display", file: "scripts-display.pdf")
    for sample in FaceSample.otherSamples.dropFirst() {
      #expect(!latin.contains(sample), "\(sample)")
    }
    // The English pangram is not drawn again under itself: as many of its lines as a Latin
    // face's sheet has.
    #expect(count(FaceSample.englishPangram, in: mincho) == count(FaceSample.englishPangram, in: latin))
  }

  /// A face that lacks most of the pangram shows a sample it has instead (one in its script, or
  /// its own characters), as the face page does: a Latin face under Japanese drew the Japanese
  /// pangram and waterfall as boxes, and a kana face under English the English one (Droid Sans
  /// Fallback has two Basic Latin letters).
  ///
  /// Text the user chose stays, boxes and all.
  @Test func aFaceThatLacksThePangramShowsItsOwnCharacters() throws {
    let kana = folder.appendingPathComponent("kana.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"), to: kana,
      editing: """
        keep = lambda c: c == 0x20 or chr(c) in "AB" or 0x3000 <= c <= 0x30FF
        for table in font["cmap"].tables:
            table.cmap = {c: g for c, g in table.cmap.items() if keep(c)}
        for record in font["name"].names:
            if record.nameID in (1, 3, 4, 6, 16):
                record.string = record.toUnicode().replace("Mincho", "Kana")
        """)
    let kanaSheet = file("kana.pdf")
    let english = try typecase("specimen", kana.path, "-o", kanaSheet)
    try #require(english.status == 0, "\(english.standardError)")
    let kanaBoxes = try drawnAsBoxes(kanaSheet, font: "FixtureKana", postScriptName: "FixtureKana-Regular")
    #expect(kanaBoxes == [])

    let displaySheet = file("display-ja.pdf")
    let japanese = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "Fixture Display", "-o", displaySheet],
      environment: FixtureFonts.environment(["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja"]))
    try #require(japanese.status == 0, "\(japanese.standardError)")
    #expect(
      try drawnAsBoxes(displaySheet, font: "FixtureDisplay", postScriptName: "FixtureDisplay-Regular")
        == [])

    // Chosen text stays as it is: its boxes are drawn outside the face.
    let chosen = file("kana-chosen.pdf")
    try #require(try typecase("specimen", kana.path, "-o", chosen, "--text", "xyz").status == 0)
    #expect(
      try drawnAsBoxes(chosen, font: "FixtureKana", postScriptName: "FixtureKana-Regular") != [])
  }

  /// A font that maps no character (no cmap) says so under the sheet's "Characters" heading,
  /// as its face page does: the sheet ended with the heading over nothing.
  @Test func aFontMappingNoCharacterSaysSoUnderCharacters() throws {
    let font = folder.appendingPathComponent("nocmap.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: font,
      editing: "del font[\"cmap\"]")
    let sheet = file("nocmap.pdf")
    let drawn = try typecase("specimen", font.path, "-o", sheet)
    try #require(drawn.status == 0, "\(drawn.standardError)")
    let lines = try ProcessRunner.runTool("pdftotext", [sheet, "-"], environment: FixtureFonts.environment())
      .standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let heading = try #require(lines.lastIndex(of: "Characters"), "\(lines)")
    #expect(lines[(heading + 1)...].first == "This font maps no character", "\(lines)")
  }

  /// A font that maps a noncharacter (U+FFFF) has its sheet, that cell holding the code:
  /// cairo refused the text as not UTF-8, and no sheet of the font could be written at all.
  @Test(arguments: ["pdf", "png", "svg"])
  func aFontMappingANoncharacterHasItsSheet(format: String) throws {
    let font = folder.appendingPathComponent("nonchar-\(format).ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"), to: font,
      editing: """
        for table in font["cmap"].tables:
            if table.isUnicode() and table.format in (4, 12):
                table.cmap[0xFFFF] = table.cmap[0x41]
        """)
    let sheet = file("nonchar.\(format)")
    let drawn = try typecase("specimen", font.path, "-o", sheet)
    #expect(drawn.status == 0, "\(drawn.standardError)")
    if format == "pdf" {
      let text = try ProcessRunner.runTool("pdftotext", [sheet, "-"], environment: FixtureFonts.environment())
      #expect(text.standardOutput.contains("FFFF"), "\(text.standardOutput)")
    }
  }

  @Test func aFamilyPDFHasAPageForEachFaceWithItsFontEmbedded() throws {
    let path = file("sans.pdf")
    let outcome = try typecase("specimen", "Typecase Fixture Sans", "-o", path)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(outcome.standardOutput.isEmpty)
    let fonts = try embeddedFonts(path)
    for face in ["Regular", "Bold", "Italic", "BoldItalic"] {
      #expect(fonts["TypecaseFixtureSans-" + face] == true, "\(fonts)")
    }
    // One page per face (the fixture maps only ASCII: its characters fit on it).
    #expect(try pageCount(path) == 4)
    // Titled with the family's name (it had no title), a face's sheet with the face's.
    #expect(try pdfInfo(path, "Title") == "Typecase Fixture Sans")
    let face = file("bold.pdf")
    try #require(try typecase("specimen", "TypecaseFixtureSans-Bold", "-o", face).status == 0)
    #expect(try pdfInfo(face, "Title") == "Typecase Fixture Sans Bold")
  }

  /// A face installed in two files is drawn once, from the copy fontconfig gives programs, and
  /// the copies left out are said to be: Inter installed three ways drew 616 pages, each face
  /// three or four times.
  @Test func aFaceInstalledTwiceIsDrawnOnce() throws {
    let work = folder.appendingPathComponent("copies-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (name, source) in [
      ("Mono-Regular.ttf", "FixtureMono-Regular.ttf"), ("Mono-Regular-copy.ttf", "FixtureMono-Regular.ttf"),
      ("Mono-Bold.ttf", "FixtureMono-Bold.ttf"),
    ] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(source), to: fonts.appendingPathComponent(name))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let pdf = work.appendingPathComponent("mono.pdf").path
    let drawn = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "Fixture Mono", "-o", pdf], environment: environment)
    #expect(drawn.status == 0, "\(drawn.standardError)")
    #expect(
      drawn.standardError
        == "(1 other copy of a face is left out: each face is drawn once, from the file programs get)\n")
    #expect(try pageCount(pdf) == 2)
    // The Regular drawn is the copy fc-match gives (by file name: the sheet breaks a long path
    // over lines).
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Mono:style=Regular"], environment: environment
    ).standardOutput
    let matchedName = URL(fileURLWithPath: matched).lastPathComponent
    let otherName = matchedName == "Mono-Regular.ttf" ? "Mono-Regular-copy.ttf" : "Mono-Regular.ttf"
    let text = try ProcessRunner.runTool("pdftotext", [pdf, "-"], environment: environment).standardOutput
    #expect(text.contains("/" + matchedName), "\(matchedName) in \(text)")
    #expect(!text.contains("/" + otherName), "\(otherName) in \(text)")
  }

  /// Each waterfall line is drawn at the size its label says, in points on the page (poppler
  /// reads 1.5 pixels a point), and the pangram at 28 pt: at Pango's default resolution every
  /// size was a third larger, the "72" line 96 pt on paper.
  @Test func theWaterfallIsDrawnAtTheSizesItsLabelsSay() throws {
    let path = file("sizes.pdf")
    let outcome = try typecase("specimen", "TypecaseFixtureSans-Bold", "-o", path, "--text", "Hamburg")
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let all = try spans(path)
    // poppler names the face by its family: "TypecaseFixtureSans".
    let face = all.filter { $0.font == "TypecaseFixtureSans" }
    let lines = face.filter { $0.text == "Hamburg" }
    // The waterfall's eight lines and the paragraph.
    try #require(lines.count == 9, "\(all)")
    for points in [9, 12, 14, 18, 24, 36, 48, 72] {
      let label = try #require(all.first { $0.font != "TypecaseFixtureSans" && $0.text == "\(points)" }, "\(all)")
      // The line the label stands beside: the face's "Hamburg" nearest to it.
      let line = lines.min { abs($0.top - label.top) < abs($1.top - label.top) }
      #expect(line?.size == popplerSize(points), "the \(points) pt line: \(String(describing: line))")
    }
    #expect(face.contains { $0.size == popplerSize(28) && $0.text.hasPrefix("The quick") }, "\(face)")
  }

  /// A face's exact PostScript name is that face, though the family's name without its
  /// spaces is the same: "DejaVuSans" (the Book face) drew every face of "DejaVu Sans".
  ///
  /// A name two families answer to ("casefam" for "CaseFam" and "Casefam") is said to be one,
  /// with both names, as `faces` says it: it was "no face named", which sent users looking for
  /// a face. Ctrl+C (or a TERM) while a sheet is drawn ends the command by that signal and
  /// leaves no temporary file beside the sheet: each left a hidden ".NAME.PID.partial" behind.
  @Test func anInterruptedSpecimenLeavesNoTemporaryFile() throws {
    // A family of nine fonts, drawn for seconds (the fixtures' sheets take milliseconds).
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("dejavu"), folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let output = folder.appendingPathComponent("interrupted")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    func temporaryFiles() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter { $0.hasSuffix(".partial") }
    }
    for signal in [SIGINT, SIGTERM] {
      // Started with no signal blocked, as from a shell: the test's own threads block them, and
      // a child inherits that mask (the signal waited until the sheet was done).
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      process.arguments = [
        "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
        ProcessRunner.typecase.path, "specimen", "DejaVu Sans", "-o", output.appendingPathComponent("sheet.pdf").path,
      ]
      process.environment = environment
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Interrupted while it writes: once its temporary file is there.
      var writing = false
      for _ in 0..<400 where process.isRunning && !writing {
        writing = !temporaryFiles().isEmpty
        if !writing { Thread.sleep(forTimeInterval: 0.025) }
      }
      try #require(writing, "the sheet was drawn before it could be interrupted")
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
      #expect(temporaryFiles().isEmpty, "\(temporaryFiles())")
      #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("sheet.pdf").path))
    }
  }

  /// A sheet that cannot be written whole (the disk full, a file size limit) fails, says why,
  /// and leaves the file there before as it was: cairo reported no failure to write the end of
  /// a PDF, and a cut-off file was said to be written (exit 0).
  ///
  /// Written under a file size limit, its signal ignored, so that writing fails as on a full
  /// disk.
  @Test(arguments: ["pdf", "png", "svg"])
  func aSheetThatCannotBeWrittenWholeFailsAndKeepsTheFileBefore(format: String) throws {
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("dejavu-\(format)"),
      folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let output = folder.appendingPathComponent("limited-\(format)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let sheet = output.appendingPathComponent("limited.\(format)")
    try "before".write(to: sheet, atomically: false, encoding: .utf8)
    let limited = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/python3"),
      [
        "-c",
        "import os, resource, signal, sys; resource.setrlimit(resource.RLIMIT_FSIZE, (100000, 100000)); "
          + "signal.signal(signal.SIGXFSZ, signal.SIG_IGN); os.execv(sys.argv[1], sys.argv[1:])",
        ProcessRunner.typecase.path, "specimen", "DejaVuSans-Bold", "-o", sheet.path,
      ], environment: environment)
    #expect(limited.status == 1, "\(limited.standardError)")
    #expect(limited.standardError.contains(String(cString: strerror(EFBIG))), "\(limited.standardError)")
    #expect(try String(contentsOf: sheet, encoding: .utf8) == "before")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["limited.\(format)"])
  }

  @Test func aNameOfSeveralFamiliesIsSaidToBeOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-case-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try DerivedFont.writeCaseFamilies(in: fonts)
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": FixtureFonts.writeConfiguration(in: folder, folders: [fonts]).path
    ])
    let faces = try ProcessRunner.run(ProcessRunner.typecase, ["faces", "casefam"], environment: environment)
    #expect(faces.status == 1)
    #expect(
      faces.standardError.contains("CaseFam") && faces.standardError.contains("Casefam"), "\(faces.standardError)")
    let sheet = folder.appendingPathComponent("sheet.png").path
    let specimen = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "casefam", "-o", sheet], environment: environment)
    #expect(specimen.status == 1)
    #expect(specimen.standardError == faces.standardError)
    #expect(!FileManager.default.fileExists(atPath: sheet))
  }

  /// A mistyped name is offered the closest families first, then faces: "Fixture Mnoo" was
  /// offered faces alone, where a specimen is of a family first.
  @Test func aMistypedNameIsOfferedFamiliesAndFaces() throws {
    let sheet = folder.appendingPathComponent("never.png").path
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "Fixture Mnoo", "-o", sheet], environment: FixtureFonts.environment())
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        "typecase: no font family or face named \"Fixture Mnoo\"\n  did you mean: \"Fixture Mono\""),
      "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: sheet))
  }

  /// A name offered as a family and as a face is offered once: a font whose PostScript name is
  /// its family's (Inter's variable font, "Inter") was offered twice ("Inter", "Inter").
  @Test func aNameOfferedAsFamilyAndFaceIsOfferedOnce() throws {
    let fonts = folder.appendingPathComponent("same-name-fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("Samename.ttf"),
      editing: """
        n = font["name"]
        for i in (16, 17): n.removeNames(nameID=i)
        for i, v in ((1, "Samename"), (4, "Samename"), (6, "Samename")):
            n.setName(v, i, 3, 1, 0x409)
        """)
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("same-name-conf"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{family}|%{postscriptname}\n"], environment: environment)
    try #require(listed.standardOutput == "Samename|Samename\n", "\(listed.standardOutput)")
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "Samenam", "-o", folder.appendingPathComponent("no.png").path],
      environment: environment)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "typecase: no font family or face named \"Samenam\"\n  did you mean: \"Samename\"?\n",
      "\(result.standardError)")
  }

  @Test func anExactPostScriptNameIsTheFaceNotItsFamily() throws {
    let fonts = folder.appendingPathComponent("joined-fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"),
      to: fonts.appendingPathComponent("Joined.ttf"),
      editing: #"font["name"].setName("TypecaseFixtureSans", 6, 3, 1, 0x409)"#)
    try FileManager.default.copyItem(
      at: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf"),
      to: fonts.appendingPathComponent("Bold.ttf"))
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("joined"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool("fc-list", ["-f", "%{postscriptname}\n"], environment: environment)
    try #require(
      Set(listed.standardOutput.split(separator: "\n")) == ["TypecaseFixtureSans", "TypecaseFixtureSans-Bold"])
    let path = file("joined.pdf")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "TypecaseFixtureSans", "-o", path], environment: environment)
    #expect(outcome.status == 0, "\(outcome.standardError)")
    // One face, one page (the family's two faces have a page each).
    #expect(try pageCount(path) == 1)
    // The family by its name without spaces is still the family (both faces).
    let family = file("family.pdf")
    let loose = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "typecasefixturesans", "-o", family], environment: environment)
    #expect(loose.status == 0, "\(loose.standardError)")
    #expect(try pageCount(family) == 2)
  }

  @Test func aFontFileIsDrawnFromItselfEvenWhenNotInstalled() throws {
    // The face page fixtures are not in this configuration: only the file can draw it.
    let font = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureDetails-Regular.ttf").path
    let path = file("details.pdf")
    let outcome = try typecase("specimen", font, "--output", path, "--text", "Hamburgefonstiv")
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(try embeddedFonts(path)["FixtureDetails-Regular"] == true)
    #expect(try pageCount(path) == 1)
  }

  /// An icon font's sheet shows its icons: FontAwesome maps ¨ © ® to empty glyphs and its
  /// icons to private-use code points, and its sheet showed the empty glyphs (blank lines).
  @Test func anIconFontsSheetShowsItsIcons() throws {
    let font = folder.appendingPathComponent("Icons.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: font,
      editing: """
        from fontTools.ttLib.tables._g_l_y_f import Glyph
        best = font["cmap"].getBestCmap()
        empty, a, b = best[0x20], best[ord("A")], best[ord("B")]
        font["glyf"][empty] = Glyph()
        for table in font["cmap"].tables:
            table.cmap = {0xA8: empty, 0xA9: empty, 0xAE: empty, 0xF000: a, 0xF001: b}
        """)
    let path = file("icons.pdf")
    let outcome = try typecase("specimen", font.path, "-o", path)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    let text = try ProcessRunner.runTool("pdftotext", [path, "-"], environment: FixtureFonts.environment())
    // The pangram and the waterfall: the icons, on a line each; the empty © in the character
    // grid alone, not in every line too.
    #expect(text.standardOutput.components(separatedBy: "\u{F000}\u{F001}").count > 5, "\(text.standardOutput)")
    #expect(text.standardOutput.components(separatedBy: "©").count <= 2, "\(text.standardOutput)")
  }

  @Test func pngAndSvgAreOneLongPage() throws {
    let png = file("mono.png")
    #expect(try typecase("specimen", "FixtureMono-Bold", "-o", png).status == 0)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    // IHDR: width then height. A4's width at 2 pixels per point; taller than wide.
    #expect(bigEndian(16) == 1190)
    #expect(bigEndian(20) > 1190)

    let svg = file("mono.svg")
    #expect(try typecase("specimen", "Fixture Mono", "-o", svg).status == 0)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains("<svg"))
    #expect(text.contains("width=\"595\""))
  }

  /// A color font's sheet as PNG and SVG has its plain glyphs too: the sheet was drawn once
  /// and replayed, and cairo 1.16's replay kept the color "A" alone (the pangram, waterfall and
  /// 64 of 65 characters were blank; the PDF was whole).
  ///
  /// The COLRv0 fixture has the outlines of Typecase Fixture Sans: its sheet has as much ink as
  /// that font's.
  @Test func aColorFontsSheetHasItsPlainGlyphs() throws {
    let color = FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureColor-COLRv0.ttf").path
    let plain = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    func ink(_ png: String) throws -> Double {
      let outcome = try ProcessRunner.runTool(
        "convert", [png, "-colorspace", "Gray", "-threshold", "60%", "-format", "%[fx:1-mean]", "info:"],
        environment: FixtureFonts.environment())
      return try #require(Double(outcome.standardOutput), "\(outcome.standardError)")
    }
    var inks: [Double] = []
    var glyphs: [Int] = []
    for (name, font) in [("color", color), ("plain", plain)] {
      let png = file(name + ".png")
      let svg = file(name + ".svg")
      for output in [png, svg] {
        let outcome = try typecase("specimen", font, "-o", output)
        try #require(outcome.status == 0, "\(outcome.standardError)")
      }
      inks.append(try ink(png))
      glyphs.append(try String(contentsOfFile: svg, encoding: .utf8).components(separatedBy: "<use").count - 1)
    }
    #expect(inks[1] > 0.02, "\(inks)")
    #expect(inks[0] > inks[1] * 0.8, "\(inks)")
    #expect(Double(glyphs[0]) > Double(glyphs[1]) * 0.8, "\(glyphs)")
  }

  /// A sheet too tall for one PNG at 144 dpi (Inter's 36 faces) is drawn smaller, and the
  /// command says at what resolution: it was written at 36 dpi without a word.
  @Test func aTallSheetSaysItsLowerResolution() throws {
    let inter = URL(fileURLWithPath: "/usr/share/fonts/truetype/inter-vf")
    try #require(
      FileManager.default.fileExists(atPath: inter.appendingPathComponent("Inter.var.ttf").path),
      "fonts-inter-variable: run scripts/install-dependencies")
    let configuration = FixtureFonts.writeConfiguration(in: folder.appendingPathComponent("inter"), folders: [inter])
    let png = file("inter.png")
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["specimen", "Inter", "-o", png],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path]))
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let dpi = try #require(
      outcome.standardError.firstMatch(of: /drawn at (\d+) dpi/).flatMap { Int($0.1) }, "\(outcome.standardError)")
    #expect(dpi < 144)
    // A4's width, 595 points, at that resolution (said rounded down to a whole dpi: a dpi
    // more is 8 pixels more).
    #expect(width >= 595 * dpi / 72 - 1 && width <= 595 * (dpi + 1) / 72 + 1, "\(width) px at \(dpi) dpi")
  }

  /// An SVG has no resolution to lower: every SVG sheet said it was "drawn at 72 dpi" (its
  /// scale of 1 is below a PNG's 2), which it was not.
  ///
  /// A PNG of the same sheet says nothing.
  @Test func anSVGSaysNothingOfResolution() throws {
    let svg = try typecase("specimen", "Fixture Mono", "-o", file("quiet.svg"))
    #expect(svg.status == 0, "\(svg.standardError)")
    #expect(!svg.standardError.contains("dpi"), "\(svg.standardError)")
    let png = try typecase("specimen", "Fixture Mono", "-o", file("quiet.png"))
    #expect(png.status == 0, "\(png.standardError)")
    #expect(!png.standardError.contains("dpi"), "\(png.standardError)")
  }

  /// A character wider than its cell is drawn smaller, inside it: DejaVu's digraphs (Ǆ, ǅ, ǆ)
  /// ran into their neighbours, reading as one word.
  ///
  /// The test font's "W" is 42 points wide at the grid's 14; no ink may cross a line between
  /// cells.
  @Test func aWideCharacterStaysInItsCell() throws {
    let wide = folder.appendingPathComponent("wide.ttf")
    try DerivedFont.write(
      from: FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf"), to: wide,
      editing: """
        from fontTools.pens.ttGlyphPen import TTGlyphPen
        name = font.getBestCmap()[ord("W")]
        pen = TTGlyphPen(font.getGlyphSet())
        pen.moveTo((0, 0)); pen.lineTo((0, 700)); pen.lineTo((2900, 700)); pen.lineTo((2900, 0)); pen.closePath()
        font["glyf"][name] = pen.glyph()
        font["hmtx"][name] = (3000, 0)
        """)
    let png = file("wide.png")
    let outcome = try typecase("specimen", wide.path, "-o", png)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    // The grid is the sheet's last part: its four rows of ASCII (200 pixels) end a margin
    // (96) above the bottom. They are read in grey, a byte a pixel, 1,190 to a row.
    let width = 1190
    let gray = try ProcessRunner.runTool(
      "sh",
      [
        "-c", "convert \"$0\" -colorspace Gray -gravity South -crop \(width)x200+0+96 +repage gray:- | od -An -v -tu1",
        png,
      ], environment: FixtureFonts.environment())
    let pixels = gray.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { UInt8($0) }
    try #require(pixels.count == width * 200, "\(pixels.count) pixels")
    var crossings = 0
    for column in 0...Int((595.0 - 96) / 24.95) {
      let x = Int(((48 + Double(column) * 24.95) * 2).rounded()) + 1
      for y in 0..<200 where pixels[y * width + x] < 100 { crossings += 1 }
    }
    #expect(crossings == 0, "\(crossings) dark pixels on the lines between cells")
  }

  /// A named instance's specimen is drawn at the instance's coordinates, every axis set:
  /// Pango and cairo left a slant axis at its default, so an italic instance was drawn
  /// upright.
  ///
  /// Fixture Variable with its Grade axis made a slant axis (every point leaning right along
  /// it), and two instances of one weight, "Lean" at slnt -10 and "Flat" at 0: the two
  /// pangrams were the same pixels.
  @Test func aNamedInstancesSpecimenIsDrawnAtItsCoordinates() throws {
    let fonts = folder.appendingPathComponent("leaning")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try DerivedFont.write(
      from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf"),
      to: fonts.appendingPathComponent("FixtureVariable-VF.ttf"),
      editing: """
        from fontTools.ttLib.tables.TupleVariation import TupleVariation
        from fontTools.ttLib.tables._f_v_a_r import NamedInstance
        fvar = font["fvar"]
        for axis in fvar.axes:
            if axis.axisTag == "GRAD":
                axis.axisTag, axis.minValue, axis.defaultValue, axis.maxValue = "slnt", -10, 0, 0
        glyf = font["glyf"]
        for name in font.getGlyphOrder():
            glyph = glyf[name]
            points = list(glyph.coordinates) if glyph.numberOfContours > 0 else []
            # At slnt -10 every point moves right by a quarter of its height.
            deltas = [(int(y) // 4, 0) for x, y in points] + [(0, 0)] * 4
            font["gvar"].variations.setdefault(name, []).append(TupleVariation({"slnt": (-1.0, -1.0, 0.0)}, deltas))
        fvar.instances = []
        for style, slant in [("Lean", -10), ("Flat", 0)]:
            instance = NamedInstance()
            instance.coordinates = {"wght": 700, "slnt": slant}
            instance.subfamilyNameID = font["name"].addName(style)
            fvar.instances.append(instance)
        """)
    let configuration = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("leaning-config"), folders: [fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    var pixels: [String: Data] = [:]
    for name in ["FixtureVariable-Lean", "FixtureVariable-Flat"] {
      let png = file(name + ".png")
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", name, "-o", png], environment: environment)
      try #require(outcome.status == 0, "\(outcome.standardError)")
      pixels[name] = try pangramPixels(png)
    }
    let lean = try #require(pixels["FixtureVariable-Lean"])
    let flat = try #require(pixels["FixtureVariable-Flat"])
    #expect(flat.filter { $0 < 128 }.count > 1000, "no pangram where it was looked for")
    let differing = zip(lean, flat).filter { abs(Int($0) - Int($1)) > 64 }.count
    #expect(differing > 1000, "the leaning instance's pangram differs in \(differing) pixels only")
  }

  /// `--variations` draws a variable face at the axis positions given, and its subtitle says
  /// them: a face could be drawn only at its own coordinates (the face page's sliders were
  /// lost on export too).
  @Test func variationsDrawTheFaceAtTheAxisPositionsGiven() throws {
    var pixels: [String: Data] = [:]
    for (name, variations) in [("bold", "wght=700"), ("thin", "wght=100"), ("thin-again", "wght=100.0")] {
      let png = file("variations-\(name).png")
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", "FixtureVariable-Bold", "-o", png, "--variations", variations],
        environment: FixtureFonts.faceEnvironment())
      try #require(outcome.status == 0, "\(outcome.standardError)")
      pixels[name] = try pangramPixels(png)
    }
    let bold = try #require(pixels["bold"])
    let thin = try #require(pixels["thin"])
    let darkBold = bold.filter { $0 < 128 }.count
    let darkThin = thin.filter { $0 < 128 }.count
    #expect(darkThin > 100 && darkThin * 3 < darkBold * 2, "thin: \(darkThin) dark pixels, bold: \(darkBold)")
    #expect(pixels["thin-again"] == thin)
    // The subtitle says the positions (pdftotext reads the PDF's text).
    // In the font's order of axes, as Pango writes them (sorted by character code, wght came
    // after GRAD), and the file without an instance's index: none stands there.
    let text = try pdfSpecimenText(["Fixture Variable", "--variations", "wght=250"], file: "variations.pdf")
    #expect(text.contains("wght=250,GRAD=0"), "\(text.prefix(400))")
    let lines = try pdfSpecimenText(
      ["Fixture Variable", "--variations", "wght=250"], file: "variations-lines.pdf", keepingHyphens: true)
    #expect(
      lines.contains("FixtureVariable-VF.ttf\n") && !lines.contains("FixtureVariable-VF.ttf#"), "\(lines.prefix(400))")
    // Moved to another named instance, the file's index is that instance's (Thin, the first:
    // 1 << 16), as its name is: it was the Bold page's own.
    let moved = try pdfSpecimenText(
      ["FixtureVariable-Bold", "--variations", "wght=100"], file: "variations-thin.pdf", keepingHyphens: true)
    #expect(moved.contains("FixtureVariable-Hairline"), "\(moved.prefix(400))")
    #expect(moved.contains("FixtureVariable-VF.ttf#65536"), "\(moved.prefix(400))")
    // Nor title nor subtitle names the style or PostScript name of the face's own coordinates
    // (the first face, Thin, stood over weight 250, as "Regular" over Inter at wght=700).
    let heading = text.split(separator: "\n").prefix(3).joined(separator: "\n")
    #expect(heading.hasPrefix("Fixture Variable\n") && !heading.contains("Thin"), "\(heading)")
    #expect(!heading.contains("FixtureVariable-Hairline"), "\(heading)")
  }

  /// A variable font given whole, drawn at other axis positions, is headed by the instance it
  /// stands at, as a named instance moved is; the PDF's title says the same; a family whose
  /// named instances all move to the same positions is drawn once per file (its sheet at
  /// wght=650 had ten pages alike, each headed "Inter", the whole font's "Inter · Regular"
  /// over Black letters; the title named the face's own coordinates: a proofer's report).
  @Test func aSheetAtAxisPositionsIsNamedAndTitledByThem() throws {
    let whole = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/face-fonts/FixtureVariable-VF.ttf").path
    let drawn = try pdfSpecimenText([whole, "--variations", "wght=700", "--no-characters"], file: "whole.pdf")
    let heading = drawn.split(separator: "\n").prefix(3).joined(separator: "\n")
    #expect(heading.hasPrefix("Fixture Variable Bold\n"), "\(heading)")
    #expect(!heading.contains("Regular") && !heading.contains("Hairline"), "\(heading)")
    for (arguments, title) in [
      (["FixtureVariable-Bold", "--variations", "wght=100"], "Fixture Variable Thin"),
      ([whole, "--variations", "wght=700"], "Fixture Variable Bold"),
      (["FixtureVariable-Bold"], "Fixture Variable Bold"),
    ] {
      _ = try pdfSpecimenText(arguments + ["--no-characters"], file: "titled.pdf")
      let info = try ProcessRunner.runTool("pdfinfo", [file("titled.pdf")], environment: FixtureFonts.environment())
      #expect(info.standardOutput.hasPrefix("Title:           \(title)\n"), "\(arguments): \(info.standardOutput)")
    }
    let family = try ProcessRunner.run(
      ProcessRunner.typecase,
      ["specimen", "Fixture Variable", "-o", file("family.pdf"), "--variations", "wght=250", "--no-characters"],
      environment: FixtureFonts.faceEnvironment())
    #expect(family.status == 0)
    #expect(
      family.standardError.contains(
        " other faces are drawn alike at wght=250, from the same file: each drawing is shown once)"),
      "\(family.standardError)")
    let info = try ProcessRunner.runTool("pdfinfo", [file("family.pdf")], environment: FixtureFonts.environment())
    // One page for each drawing: the roman, its instance of another grade (GRAD=150), the italic.
    #expect(info.standardOutput.contains("\nPages:           3\n"), "\(info.standardOutput)")
  }

  /// `--features` switches OpenType features in the sheet, as the face page's switches do
  /// (ss01 gives Fixture Features its single-storey a), and the subtitle says which.
  @Test func featuresAreSwitchedInTheSheet() throws {
    var pixels: [String: Data] = [:]
    for features in ["ss01=1", "ss01=0", "ss01"] {
      let png = file("features-\(features).png")
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen", "FixtureFeatures-Regular", "-o", png, "--features", features],
        environment: FixtureFonts.faceEnvironment())
      try #require(outcome.status == 0, "\(outcome.standardError)")
      pixels[features] = try pangramPixels(png)
    }
    #expect(pixels["ss01=1"] != pixels["ss01=0"], "ss01 changed nothing in the pangram")
    let text = try pdfSpecimenText(["Fixture Features", "--features", "ss01,liga=0"], file: "features.pdf")
    #expect(text.contains("liga=0,ss01=1"), "\(text.prefix(400))")
    // An alternate's number, as snippets take it (cv84=5 picks Junicode's fifth form).
    let picked = try pdfSpecimenText(["Fixture Features", "--features", "cv01=2"], file: "alternate.pdf")
    #expect(picked.contains("cv01=2"), "\(picked.prefix(400))")
  }

  /// Features that cannot be switched are refused, naming what is wrong, and nothing is
  /// written: a mistyped tag drew the sheet as if none were given.
  @Test func featuresThatCannotBeSwitchedAreRefused() throws {
    let refusals: [([String], Int32, String)] = [
      (["FixtureFeatures-Regular", "--features", "smallcaps"], 2, "cannot read --features \"smallcaps\""),
      (["FixtureFeatures-Regular", "--features", "ss01=on"], 2, "cannot read --features \"ss01=on\""),
      (
        ["FixtureFeatures-Regular", "--features", "c2sc"], 1,
        "has no \"c2sc\" feature (its features: cv01, liga, smcp,"
      ),
      (["Fixture Mono", "--features", "smcp"], 1, "\"Fixture Mono\" has no OpenType features to switch"),
    ]
    for (arguments, status, message) in refusals {
      let png = file("refused-features-\(arguments[2]).png")
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen"] + arguments + ["-o", png], environment: FixtureFonts.faceEnvironment())
      #expect(outcome.status == status, "\(arguments): \(outcome.standardError)")
      #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
      #expect(!FileManager.default.fileExists(atPath: png))
    }
  }

  /// Axis positions that cannot be drawn are refused, naming what is wrong, and nothing is
  /// written.
  @Test func variationsThatCannotBeDrawnAreRefused() throws {
    let refusals: [([String], Int32, String)] = [
      (["FixtureVariable-Bold", "--variations", "bold"], 2, "cannot read --variations \"bold\""),
      (["FixtureVariable-Bold", "--variations", "wdth=80"], 1, "has no \"wdth\" axis (its axes: wght, GRAD)"),
      (["FixtureVariable-Bold", "--variations", "wght=1000"], 1, "wght=1000 is outside the axis's range, 100 to 900"),
      (["Fixture Mono", "--variations", "wght=700"], 1, "\"Fixture Mono\" is not a variable font"),
    ]
    for (arguments, status, message) in refusals {
      let png = file("refused-\(arguments[2]).png")
      let outcome = try ProcessRunner.run(
        ProcessRunner.typecase, ["specimen"] + arguments + ["-o", png], environment: FixtureFonts.faceEnvironment())
      #expect(outcome.status == status, "\(arguments): \(outcome.standardError)")
      #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
      #expect(!FileManager.default.fileExists(atPath: png))
    }
  }

  /// A Type 1 font (URW's C059 from fonts-urw-base35) is refused with the reason: Pango has no
  /// font for it, and cairo failed on the empty page ("invalid value (typically too big)").
  @Test func aTypeOneFontIsRefusedWithTheReason() throws {
    let typeOne = "/usr/share/fonts/type1/urw-base35/C059-Roman.t1"
    try #require(FileManager.default.fileExists(atPath: typeOne), "fonts-urw-base35: run scripts/install-dependencies")
    let outcome = try typecase("specimen", typeOne, "-o", file("c059.png"))
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError
        == "typecase: cannot draw \"\(typeOne)\": Pango draws TrueType and OpenType fonts only, and this one is Type 1\n"
    )
    #expect(!FileManager.default.fileExists(atPath: file("c059.png")))
  }

  /// A sheet written over an existing file keeps that file's permissions, as `snapshot -o`
  /// does: a private file at 0600 came out readable by all, at cairo's 0644.
  @Test func aSheetWrittenOverAFileKeepsItsPermissions() throws {
    for (name, mode) in [("private.pdf", 0o600), ("shared.png", 0o664), ("drawing.svg", 0o640)] {
      let path = folder.appendingPathComponent(name).path
      try Data("old".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
      let result = try typecase("specimen", "Fixture Mono", "-o", path)
      #expect(result.status == 0, "\(result.standardError)")
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect(
        (attributes[.posixPermissions] as? Int) == mode, "\(name): \(String(describing: attributes[.posixPermissions]))"
      )
      #expect((attributes[.size] as? Int ?? 0) > 3, "\(name) was not written")
    }
  }

  /// A new sheet or snapshot is made under the user's umask, as any file a program makes:
  /// `umask 077` gave 0644 files all the same.
  @Test func aNewFileFollowsTheUmask() throws {
    let work = folder.appendingPathComponent("umask-\(UUID())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    for (arguments, name) in [(["specimen", "Fixture Mono", "-o"], "sheet.pdf"), (["snapshot", "-o"], "fonts.json")] {
      let path = work.appendingPathComponent(name).path
      let command = (["umask 077; exec \"$0\" \"$@\"", ProcessRunner.typecase.path] + arguments + [path])
      let result = try ProcessRunner.runTool("sh", ["-c"] + command, environment: FixtureFonts.environment())
      #expect(result.status == 0, "\(result.standardError)")
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(name): \(String(mode ?? 0, radix: 8))")
    }
  }

  @Test func badInputSaysWhatIsWrongAndWritesNothing() throws {
    // A folder of its own: the other tests write into `folder` at the same time.
    let folder = self.folder.appendingPathComponent("bad")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let noOutput = try typecase("specimen", "Fixture Mono")
    #expect(noOutput.status == 2)
    #expect(noOutput.standardError.contains("missing -o FILE"))
    let wrongKind = try typecase("specimen", "Fixture Mono", "-o", file("mono.txt"))
    #expect(wrongKind.status == 2)
    #expect(wrongKind.standardError.contains("the name must end in .pdf, .png or .svg"))
    let unknown = try typecase("specimen", "No Such Family", "-o", file("none.pdf"))
    #expect(unknown.status == 1)
    #expect(!FileManager.default.fileExists(atPath: file("none.pdf")))
    let emptyText = try typecase("specimen", "Fixture Mono", "-o", file("e.pdf"), "--text", "")
    #expect(emptyText.status == 2)

    let missingFolder = file("no-such-folder/mono.pdf")
    let cannotWrite = try typecase("specimen", "Fixture Mono", "-o", missingFolder)
    #expect(cannotWrite.status == 1)
    #expect(cannotWrite.standardError == "typecase: cannot write \"\(missingFolder)\": No such file or directory\n")

    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}
