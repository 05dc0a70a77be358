import FixtureSupport
import Foundation
import Testing

/// `typecase cover TEXT`: the families whose fonts have every character of a text, checked
/// against fontconfig's own filter, `fc-list :charset=…`, over the fixtures (Latin only, CJK,
/// Hangul, emoji only).
@Suite struct CoverTests {
  let environment = FixtureFonts.renderEnvironment()

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  /// What `fc-list` prints, one line each, for the fonts that have every code point of `text`.
  func fcList(_ text: String, format: String) throws -> [String] {
    let codes = Set(text.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(\.value))
      .map { String($0, radix: 16) }.joined(separator: " ")
    let outcome = try ProcessRunner.runTool("fc-list", ["-f", format, ":charset=" + codes], environment: environment)
    try #require(outcome.status == 0, "\(outcome.standardError)")
    return outcome.standardOutput.split(separator: "\n").map(String.init)
  }

  func json(_ outcome: ProcessOutcome) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
      "\(outcome.standardError)")
  }

  static let texts = [
    "Hello", "日本語のテキスト", "한국어", "👍", "👨‍👩‍👧", "ok 👍", "Größe", "e\u{301}", "カナ abc", "\t漢字\n",
  ]

  @Test(arguments: texts)
  func coveringFamiliesAndFacesAreFontconfigs(text: String) throws {
    let outcome = try typecase("cover", text, "--json")
    let document = try json(outcome)
    let covering = try #require(document["covering"] as? [[String: Any]])
    let families = Set(covering.compactMap { $0["name"] as? String })
    #expect(families == Set(try fcList(text, format: "%{family[0]}\n")))
    let faces = covering.flatMap { ($0["coveringFaces"] as? [[String: Any]]) ?? [] }.map { face in
      "\(face["file"] as? String ?? "")#\(face["index"] as? Int ?? -1)"
    }
    #expect(faces.sorted() == (try fcList(text, format: "%{file}#%{index}\n")).sorted())
    #expect(outcome.status == (families.isEmpty ? 1 : 0))
  }

  @Test func familiesWhoseEveryFaceCoversComeFirst() throws {
    // Typecase Fixture Sans has four faces, all with ASCII; Fixture Mono two; the others one.
    let outcome = try typecase("cover", "Hello", "--limit", "0")
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    let counts = lines.map { $0.split(separator: "\t").last.map(String.init) ?? "" }
    #expect(lines.first == "Typecase Fixture Sans\t4/4")
    #expect(counts.allSatisfy { $0.split(separator: "/").first == $0.split(separator: "/").last })
    #expect(!lines.contains("partly:"))
  }

  @Test func partialFamiliesSayWhatTheyLack() throws {
    let outcome = try typecase("cover", "A日😀", "--json")
    #expect(outcome.status == 1)
    let document = try json(outcome)
    #expect(document["characters"] as? [String] == ["U+0041", "U+65E5", "U+1F600"])
    #expect((document["covering"] as? [Any])?.isEmpty == true)
    let partial = try #require(document["partial"] as? [[String: Any]])
    // Fixture Mincho has A and 日: two of three, ahead of every family with one.
    #expect(partial.first?["name"] as? String == "Fixture Mincho")
    #expect(partial.first?["covered"] as? Int == 2)
    #expect(partial.first?["missing"] as? [String] == ["U+1F600"])
    #expect(partial.dropFirst().allSatisfy { ($0["covered"] as? Int) == 1 })
    let emoji = try #require(partial.first { $0["name"] as? String == "Fixture Emoji" })
    #expect(emoji["missing"] as? [String] == ["U+0041", "U+65E5"])

    let plain = try typecase("cover", "A日😀", "--limit", "1")
    #expect(plain.standardOutput == "partly:\nFixture Mincho\tlacks 1 of 3: U+1F600 😀\n")
    // A combining mark lacked is shown on a dotted circle, as the character grid shows it
    // (alone, it sat on the space before it).
    let mark = try typecase("cover", "e\u{301}", "--limit", "1")
    #expect(mark.standardOutput.hasSuffix("\tlacks 1 of 2: U+0301 \u{25CC}\u{301}\n"), "\(mark.standardOutput)")
    // The marker is the same in every language, as the Japanese help says it is.
    var japanese = environment
    japanese["LANG"] = "ja_JP.UTF-8"
    let translated = try ProcessRunner.run(
      ProcessRunner.typecase, ["cover", "A日😀", "--limit", "1"], environment: japanese)
    #expect(translated.standardOutput.hasPrefix("partly:\nFixture Mincho\t"), "\(translated.standardOutput)")
    #expect(plain.standardError == "typecase: no font family has every one of these characters\n")
    // A character no font has: an empty answer says so.
    let none = try typecase("cover", "\u{10FFFD}")
    #expect(none.status == 1)
    #expect(none.standardOutput.isEmpty)
    #expect(none.standardError == "typecase: no font has any of these characters\n")
  }

  /// A face Pango cannot draw (a web font, a Type 1 font) does not cover a text, as the
  /// window's "Shows this text" and `match --text` have it: a character only a Type 1 copy
  /// maps was said to be covered, and drawn as a box.
  @Test func aFacePangoCannotDrawCoversNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-undrawable-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let rename = """
      for record in font["name"].names:
          if record.nameID in (1, 3, 4, 6, 16):
              record.string = record.toUnicode().replace("Serif", "Webby")
      """
    let source = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureSerif-Regular.ttf")
    // The drawable copy lacks "A"; the web font has it.
    try DerivedFont.write(
      from: source, to: fonts.appendingPathComponent("FixtureWebby-Regular.ttf"),
      editing: rename + """

        for table in font["cmap"].tables:
            table.cmap = {c: g for c, g in table.cmap.items() if c != ord("A")}
        """)
    try DerivedFont.write(
      from: source, to: fonts.appendingPathComponent("FixtureWebby-Regular.woff"),
      editing: rename + "\nfont.flavor = 'woff'")
    let configuration = FixtureFonts.writeConfiguration(in: folder, folders: [FixtureFonts.fontsDirectory, fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    let listed = try ProcessRunner.runTool(
      "fc-list", ["-f", "%{file}\n", ":family=Fixture Webby:charset=41"], environment: environment)
    #expect(listed.standardOutput.hasSuffix(".woff\n"), "fontconfig lists the web font as having A")
    let document = try json(
      try ProcessRunner.run(ProcessRunner.typecase, ["cover", "AB", "--json"], environment: environment))
    let covering = try #require(document["covering"] as? [[String: Any]])
    #expect(!covering.contains { $0["name"] as? String == "Fixture Webby" }, "\(covering)")
    let partial = try #require(document["partial"] as? [[String: Any]])
    let webby = try #require(partial.first { $0["name"] as? String == "Fixture Webby" }, "\(partial)")
    #expect(webby["missing"] as? [String] == ["U+0041"])
    #expect(webby["faces"] as? Int == 1)
  }

  /// A face in a file its user cannot read covers nothing (Pango draws its characters as
  /// boxes, as `match --text` says): it was counted, and a CI check passed where programs drew
  /// boxes. (Run as nobody when run as root, who reads any file.)
  @Test func aFaceInAFileTheUserCannotReadCoversNothing() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unreadable-cover-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in ["TypecaseFixtureSans-Regular.ttf", "TypecaseFixtureSans-Bold.ttf"] {
      try FileManager.default.copyItem(
        at: FixtureFonts.fontsDirectory.appendingPathComponent(name), to: fonts.appendingPathComponent(name))
    }
    let configuration = FixtureFonts.writeConfiguration(in: work.appendingPathComponent("conf"), folders: [fonts])
    var environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path, "HOME": work.path])
    environment["XDG_CONFIG_HOME"] = work.path + "/config"
    // The cache written while the file can be read, as root's fc-cache writes it.
    _ = try ProcessRunner.runTool("fc-cache", ["-f"], environment: environment)
    _ = try ProcessRunner.runTool("chmod", ["-R", "a+rwX", work.path], environment: environment)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: fonts.appendingPathComponent("TypecaseFixtureSans-Bold.ttf").path)
    let arguments = ["cover", "abc", "--json"]
    let outcome =
      try ProcessRunner.typecaseWithoutRoot(arguments, environment: environment)
    let covering = try #require(try json(outcome)["covering"] as? [[String: Any]], "\(outcome.standardError)")
    let family = try #require(covering.first { $0["name"] as? String == "Typecase Fixture Sans" }, "\(covering)")
    #expect(family["faces"] as? Int == 2)
    let faces = try #require(family["coveringFaces"] as? [[String: Any]])
    #expect(faces.map { $0["postscriptName"] as? String } == ["TypecaseFixtureSans-Regular"], "\(faces)")
    #expect(
      try json(outcome)["unreadable"] as? [String] == [
        fonts.appendingPathComponent("TypecaseFixtureSans-Bold.ttf").path
      ])
    // Said, with the file: a text only the unreadable face has was "in no font".
    let bold = fonts.appendingPathComponent("TypecaseFixtureSans-Bold.ttf").path
    #expect(
      outcome.standardError
        == "(1 font file has characters of the text, but you cannot read it: Pango draws them as boxes, and it counts for no family: \(bold))\n",
      "\(outcome.standardError)")
    // Every face unreadable: no font this user can read has them, not "no font".
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: fonts.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path)
    let none =
      try ProcessRunner.typecaseWithoutRoot(["cover", "abc"], environment: environment)
    #expect(none.status == 1)
    #expect(
      none.standardError.hasPrefix("typecase: no font you can read has any of these characters\n(2 font files"),
      "\(none.standardError)")
  }

  /// A family whose faces each have part of a text covers it no more than a family with one
  /// such face: a text is drawn in one face.
  ///
  /// URW's D050000L (its .otf has some characters, its Type 1 copy others) was "partly:
  /// D050000L lacks 0 of 6:", an empty list, ranked first. "Fixture Split" is Fixture Serif
  /// twice (.ttf without "A", .otf without "B"); what its best face lacks is checked with
  /// `fc-list` face by face.
  @Test func aFamilyLacksWhatItsMostCompleteFaceLacks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-split-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (file, dropped) in [("ttf", "A"), ("otf", "B")] {
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureSerif-Regular.\(file)"),
        to: fonts.appendingPathComponent("FixtureSplit-Regular.\(file)"),
        editing: """
          for table in font["cmap"].tables:
              table.cmap = {c: g for c, g in table.cmap.items() if c != ord("\(dropped)")}
          for record in font["name"].names:
              if record.nameID in (1, 3, 4, 6, 16):
                  record.string = record.toUnicode().replace("Serif", "Split")
          """)
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [FixtureFonts.fontsDirectory, fonts])
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path])
    func fcList(_ pattern: String) throws -> [String] {
      let outcome = try ProcessRunner.runTool("fc-list", ["-f", "%{file}\n", pattern], environment: environment)
      return outcome.standardOutput.split(separator: "\n").map(String.init)
    }
    let files = try fcList(":family=Fixture Split")
    try #require(files.count == 2, "\(files)")
    #expect(try fcList(":family=Fixture Split:charset=41 42 43 44").isEmpty)
    var covered: [String: Int] = [:]
    for code in ["41", "42", "43", "44"] {
      for file in try fcList(":family=Fixture Split:charset=" + code) { covered[file, default: 0] += 1 }
    }
    let best = try #require(covered.values.max())
    #expect(best == 3)

    func run(_ arguments: String...) throws -> ProcessOutcome {
      try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
    }
    let document = try json(try run("cover", "ABCD", "--json"))
    let covering = try #require(document["covering"] as? [[String: Any]])
    #expect(!covering.contains { $0["name"] as? String == "Fixture Split" })
    let partial = try #require(document["partial"] as? [[String: Any]])
    let split = try #require(partial.first { $0["name"] as? String == "Fixture Split" }, "\(partial)")
    #expect(split["covered"] as? Int == best)
    let missing = try #require(split["missing"] as? [String])
    #expect(missing.count == 4 - best)
    #expect(missing.allSatisfy { ["U+0041", "U+0042"].contains($0) }, "\(missing)")
    let plain = try run("cover", "ABCD")
    #expect(!plain.standardOutput.contains("lacks 0"), "\(plain.standardOutput)")
    #expect(plain.standardOutput.contains("Fixture Split\tlacks 1 of 4: U+004"), "\(plain.standardOutput)")

    // Ranked by its best face: below every family whose one face lacks only 日.
    let ranked = try json(try run("cover", "ABCD日", "--json"))
    let order = try #require(ranked["partial"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    let position = try #require(order.firstIndex(of: "Fixture Split"), "\(order)")
    #expect(position == order.count - 1, "\(order)")
    #expect(order.count > 1, "\(order)")
  }

  /// Invisible characters (a zero-width space, a soft hyphen) do not count: Pango draws them
  /// as nothing where a font lacks them, and `match --text` says nothing is missing.
  ///
  /// They made every fixture but one a partial family, lacking "U+200B ​".
  @Test func invisibleCharactersDoNotCount() throws {
    let text = "a\u{200B}b\u{AD}c"
    try #require(try fcList(text, format: "%{family[0]}\n").count < (try fcList("abc", format: "%{family[0]}\n")).count)
    let document = try json(try typecase("cover", text, "--json"))
    #expect(document["characters"] as? [String] == ["U+0061", "U+0062", "U+0063"])
    let covering = try #require(document["covering"] as? [[String: Any]])
    #expect(Set(covering.compactMap { $0["name"] as? String }) == Set(try fcList("abc", format: "%{family[0]}\n")))
    let drawn = try typecase("match", "--text", text, "--font", "Fixture Serif", "--json")
    #expect(drawn.status == 0, "\(drawn.standardOutput)")
    // The text variation selector does not count (any font with the character draws it);
    // the emoji one does after an emoji (see the next test), not after a letter, which Pango
    // draws in the text's font with it, as match --text says: "no family covers A️" said
    // otherwise.
    let textStyle = try json(try typecase("cover", "A\u{FE0E}", "--json"))
    #expect(textStyle["characters"] as? [String] == ["U+0041"], "\(textStyle)")
    let selector = try json(try typecase("cover", "A\u{FE0F}", "--json"))
    #expect(selector["characters"] as? [String] == ["U+0041"], "\(selector)")
    let selectorDrawn = try typecase("match", "--text", "A\u{FE0F}", "--font", "Fixture Serif")
    #expect(selectorDrawn.status == 0, "\(selectorDrawn.standardOutput)")
    #expect(try typecase("cover", "A\u{FE0F}").status == 0)
    // Spaces do not count either (Pango draws them with the font around them), but the Ogham
    // space mark, a visible stroke, does: a French "Bonjour !" was said lacking in every family
    // without U+202F.
    let french = "Bonjour\u{202F}!\u{2009}\u{3000}"
    try #require(
      try fcList(french, format: "%{family[0]}\n").count < (try fcList("Bonjour!", format: "%{family[0]}\n")).count)
    let spaced = try json(try typecase("cover", french, "--json"))
    #expect(
      spaced["characters"] as? [String] == ["U+0042", "U+006F", "U+006E", "U+006A", "U+0075", "U+0072", "U+0021"])
    #expect(try json(try typecase("cover", "a\u{1680}", "--json"))["characters"] as? [String] == ["U+0061", "U+1680"])
    let drawnFrench = try typecase("match", "--text", french, "--font", "Fixture Serif", "--json")
    #expect(drawnFrench.status == 0, "\(drawnFrench.standardOutput)")
    // The zero width joiner counts between emoji (a family's 👨‍👩 is one picture), not between
    // letters, where it asks for a joining or half form and Pango draws it with the text's font
    // (match --text says nothing missing): every family but those mapping U+200D "lacked" it.
    let joined = "a\u{200D}b"
    try #require(
      try fcList(joined, format: "%{family[0]}\n").count < (try fcList("ab", format: "%{family[0]}\n")).count)
    #expect(try json(try typecase("cover", joined, "--json"))["characters"] as? [String] == ["U+0061", "U+0062"])
    let joinedDrawn = try typecase("match", "--text", joined, "--font", "Fixture Serif", "--json")
    #expect(joinedDrawn.status == 0, "\(joinedDrawn.standardOutput)")
    let family = try json(try typecase("cover", "👨\u{200D}👩", "--json"))
    #expect(family["characters"] as? [String] == ["U+1F468", "U+200D", "U+1F469"], "\(family)")
    // So are the tags of a subdivision flag (Scotland's: 🏴 then g, b, s, c, t and the end tag).
    let flag = try json(try typecase("cover", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "--json"))
    #expect((flag["characters"] as? [String])?.count == 7, "\(flag)")
  }

  /// A tab and line breaks do not count (Pango draws them as nothing); other control
  /// characters do, as Pango draws one a font lacks as a box and `match --text` says it
  /// missing: "cover" said every family had U+0001.
  @Test func controlCharactersOtherThanTabsAndLineBreaksCount() throws {
    let breaks = try json(try typecase("cover", "a\tb\r\nc", "--json"))
    #expect(breaks["characters"] as? [String] == ["U+0061", "U+0062", "U+0063"], "\(breaks)")
    for control in ["\u{1}", "\u{1B}", "\u{85}"] {
      let text = "a" + control + "b"
      let drawn = try typecase("match", "--text", text, "--font", "Fixture Serif")
      #expect(drawn.status == 1 && drawn.standardOutput.contains("missing:"), "\(drawn.standardOutput)")
      let covered = try typecase("cover", text, "--json")
      let document = try json(covered)
      #expect((document["characters"] as? [String])?.count == 3, "\(document)")
      #expect((document["covering"] as? [Any])?.isEmpty == true, "\(document)")
      #expect(covered.status == 1)
    }
  }

  /// "❤️" (a heart and the emoji variation selector, as emoji pickers write it) is covered by
  /// Noto Color Emoji, which Pango draws it in, and not by DejaVu Sans, which has a black ❤
  /// Pango does not draw it with: Noto lacked U+FE0F, which it maps as a variation sequence,
  /// and DejaVu Sans covered it alone.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
  func anEmojiWithItsVariationSelectorIsCoveredByTheEmojiFont() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-cover-emoji-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = FixtureFonts.writeConfiguration(
      in: folder, folders: [URL(fileURLWithPath: "/usr/share/fonts/truetype/noto")])
    let outcome = try ProcessRunner.run(
      ProcessRunner.typecase, ["cover", "❤️", "--json"],
      environment: FixtureFonts.environment(["FONTCONFIG_FILE": configuration.path]))
    let document = try json(outcome)
    let covering = (document["covering"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(covering.contains("Noto Color Emoji"), "\(document)")
    // Inter has ❤ but not the emoji selector, DejaVu Sans both: neither covers "❤️", and
    // Pango, asked for either on a desktop's rules, draws it in Noto Color Emoji.
    let withText = FixtureFonts.writeConfiguration(
      in: folder.appendingPathComponent("text"),
      folders: [
        URL(fileURLWithPath: "/usr/share/fonts/truetype/noto"),
        URL(fileURLWithPath: "/usr/share/fonts/truetype/inter-vf"),
        URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu"),
      ], rules: #"<include ignore_missing="yes">/etc/fonts/conf.d</include>"#)
    let environment = FixtureFonts.environment(["FONTCONFIG_FILE": withText.path])
    let both = try json(
      try ProcessRunner.run(ProcessRunner.typecase, ["cover", "❤️", "--json"], environment: environment))
    let names = (both["covering"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    #expect(names == ["Noto Color Emoji"], "\(both)")
    // Said to lack the emoji form, not U+FE0F bare: DejaVu Sans maps U+FE0F (fc-list says so).
    let plain = try ProcessRunner.run(ProcessRunner.typecase, ["cover", "❤️"], environment: environment)
    #expect(
      plain.standardOutput.contains("DejaVu Sans\tlacks 1 of 2: U+FE0F (the emoji form, drawn by color fonts)\n"),
      "\(plain.standardOutput)")
    for font in ["Inter", "DejaVu Sans"] {
      let drawn = try ProcessRunner.run(
        ProcessRunner.typecase, ["match", "--text", "❤️", "--font", font], environment: environment)
      #expect(drawn.standardOutput.contains("Noto Color Emoji"), "Pango, asked for \(font): \(drawn.standardOutput)")
    }
  }

  /// Code points stand for their characters, ranges too ("U+E0B0" checked the letters U, E,
  /// 0 and B, and every Latin font covered it): the same answer as the characters themselves,
  /// and fontconfig's for them.
  @Test func codePointsStandForTheirCharacters() throws {
    for (codes, text) in [("U+65E5 U+672C", "日本"), ("u+48,U+65-U+66", "Hef"), ("U+3041..3043", "ぁあぃ")] {
      let byCodes = try json(try typecase("cover", codes, "--json"))
      let byText = try json(try typecase("cover", text, "--json"))
      #expect(byCodes["characters"] as? [String] == byText["characters"] as? [String], "\(codes)")
      let families = Set(((byCodes["covering"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
      let listed = Set(try fcList(text, format: "%{family[0]}\n"))
      #expect(!families.isEmpty && families == listed, "\(codes): \(families)")
    }
    // Spaces or an em dash around a range's dash; a range leaves out what no font has (the
    // Greek block's nine unassigned points, its controls: no font covered the block).
    let spaced = try json(try typecase("cover", "U+3041 - U+3043", "--json"))
    #expect(spaced["characters"] as? [String] == ["U+3041", "U+3042", "U+3043"], "\(spaced)")
    let greek = try json(try typecase("cover", "U+0370—U+03FF", "--json"))
    let codes = (greek["characters"] as? [String]) ?? []
    #expect(codes.count == 135 && !codes.contains("U+0378") && !codes.contains("U+03A2"), "\(codes.count)")
    let controls = try json(try typecase("cover", "U+0000-U+007F", "--json"))
    #expect((controls["characters"] as? [String])?.first == "U+0021", "\(controls)")
    // Code points among other text, or a word written as one that is none, are refused (each
    // was checked as its letters U, +, 2, 5…); a range too long or backwards too.
    for word in ["U+41 ok", "U+110000", "U+2500-", "U+00000041"] {
      let refused = try typecase("cover", word)
      #expect(
        refused.status == 2 && refused.standardError.contains("is no code point"), "\(word): \(refused.standardError)")
    }
    for range in ["U+0-U+10FFFF", "U+42-U+41"] {
      let refused = try typecase("cover", range)
      #expect(refused.status == 2 && refused.standardError.contains("the range \(range)"), "\(refused.standardError)")
    }
  }

  @Test func facesListsEachCoveringFace() throws {
    let outcome = try typecase("cover", "abc", "--faces")
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    let sans = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Bold.ttf").path
    #expect(lines.contains("TypecaseFixtureSans-Bold\tBold\tTypecase Fixture Sans\t\(sans)"))
    #expect(lines.filter { !$0.contains("\t") } == [])
  }

  @Test func badInputIsAUsageError() throws {
    let empty = try typecase("cover", "")
    #expect(empty.status == 2)
    #expect(empty.standardError == "typecase: the text is empty (see 'typecase cover --help')\n")
    let controls = try typecase("cover", "\n\t")
    #expect(controls.status == 2)
    #expect(controls.standardError.contains("the text has no characters that are drawn"))
    let limit = try typecase("cover", "a", "--limit", "-1")
    #expect(limit.status == 2)
    let missing = try typecase("cover")
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("missing TEXT"))
  }
}
