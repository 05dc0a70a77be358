import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// `typecase` starting the window program: pages, screenshots, errors (needs a display).
  @Suite(
    .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (scripts/test runs Xvfb)"))
  struct WindowCommandTests {
    func temporaryPNG() -> URL {
      FileManager.default.temporaryDirectory.appendingPathComponent("typecase-shot-\(UUID().uuidString).png")
    }

    /// The window opened with `arguments` over the fonts of the fontconfig file `fonts`,
    /// screenshot to `folder`/`name`.png (settings in `folder`/config); the PNG's URL.
    func screenshot(_ arguments: [String], fonts: URL, in folder: URL, named name: String) throws -> URL {
      let shot = folder.appendingPathComponent("\(name).png")
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, arguments + ["--screenshot", shot.path],
        environment: FixtureFonts.environment([
          "FONTCONFIG_FILE": fonts.path, "GSK_RENDERER": "cairo",
          "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]))
      #expect(result.status == 0, "\(result.standardError)")
      return shot
    }

    /// The pixels (RGB) of a face page's screenshot below its header and notes, 600 by 500 from
    /// the preview's top: the face's preview, figures and waterfall, to compare two pages.
    func previewBand(of shot: URL) throws -> Data {
      let band = shot.deletingPathExtension().appendingPathExtension("rgb")
      let cropped = try ProcessRunner.runTool(
        "convert", [shot.path, "-crop", "600x500+40+190", "+repage", "rgb:" + band.path],
        environment: FixtureFonts.environment())
      try #require(cropped.status == 0, "\(cropped.standardError)")
      let pixels = try Data(contentsOf: band)
      #expect(pixels.count == 600 * 500 * 3)
      return pixels
    }

    /// The width and height in a PNG's header.
    func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
      let data = try Data(contentsOf: url)
      #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      let bytes = [UInt8](data.prefix(24))
      let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
      return (width, height)
    }

    @Test(arguments: [
      "families", "family/Typecase Fixture Sans", "settings", "settings/language-region", "settings/temperature-unit",
    ])
    func drawsEveryPageIntoAPNG(page: String) throws {
      let file = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: file) }
      let environment = FixtureFonts.environment([
        "GSK_RENDERER": "cairo",
        "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path + "/typecase-shot-config",
      ])
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", page, "--screenshot", file.path], environment: environment)
      #expect(result.status == 0, "\(result.standardError)")
      let size = try pngSize(file)
      #expect(size.width >= 360 && size.height >= 360)
    }

    @Test func reportsStartupInMilliseconds() throws {
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--report-startup"], environment: FixtureFonts.environment(["GSK_RENDERER": "cairo"]))
      #expect(result.status == 0)
      let milliseconds = try #require(Double(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(milliseconds > 0)
    }

    /// The list and a family page draw their icons without librsvg (issue 10, peak memory):
    /// Typecase's own symbolic icons come as encoded PNGs (scripts/generate-symbolic-icons),
    /// and the empty state's 128-pixel icon (an SVG in the Adwaita theme) is looked up only once
    /// it is shown.
    ///
    /// Loading librsvg costs about 6 MB of resident memory.
    @Test(arguments: ["families", "family/Typecase Fixture Sans"])
    func drawsItsIconsWithoutAnSVGLibrary(page: String) throws {
      let file = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: file) }
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", page, "--screenshot", file.path],
        environment: FixtureFonts.environment([
          "GSK_RENDERER": "cairo", "LD_DEBUG": "files",
          "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path + "/typecase-shot-config",
        ]))
      #expect(result.status == 0)
      // The dynamic loader names every library it loads; GTK's icons are in the list.
      #expect(result.standardError.contains("libgtk-4.so"))
      #expect(!result.standardError.contains("librsvg"), "the window loaded librsvg")
    }

    /// A face whose fontconfig family is not its name table's (a WWS family, name 21, goes
    /// first) is drawn in itself on its page: asked for by the name table's family, its preview,
    /// waterfall and figures were drawn in fontconfig's fallback (DejaVu Sans here).
    ///
    /// The page is drawn as the same font's page under its usual names, below the header.
    @Test func aFaceWhoseFontconfigFamilyIsNotItsNameTablesIsDrawnInItself() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-wws-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
      let source = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf")
      // Folders of names as long: the page's note of where the font lives wraps alike.
      let usual = work.appendingPathComponent("a/fonts")
      let renamed = work.appendingPathComponent("b/fonts")
      for folder in [usual, renamed] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try FileManager.default.copyItem(at: source, to: usual.appendingPathComponent("Sans.ttf"))
      try DerivedFont.write(
        from: source, to: renamed.appendingPathComponent("Sans.ttf"),
        editing: """
          name = font["name"]
          name.setName("WWS Fixture", 21, 3, 1, 0x409)
          name.setName("Regular", 22, 3, 1, 0x409)
          name.setName("Typo Fixture", 16, 3, 1, 0x409)
          """)
      let families = try ProcessRunner.runTool(
        "fc-scan", ["--format", "%{family}", renamed.appendingPathComponent("Sans.ttf").path],
        environment: FixtureFonts.environment())
      try #require(families.standardOutput.hasPrefix("WWS Fixture,"), "\(families.standardOutput)")
      var bands: [Data] = []
      for (name, folder) in [("usual", usual), ("renamed", renamed)] {
        let fonts = FixtureFonts.writeConfiguration(in: work.appendingPathComponent(name), folders: [folder, dejaVu])
        let shot = try screenshot(
          ["--page", "face/TypecaseFixtureSans-Regular"], fonts: fonts, in: work.appendingPathComponent(name),
          named: name)
        bands.append(try previewBand(of: shot))
      }
      let same = bands[0] == bands[1]
      #expect(same, "the renamed face's preview is not drawn in the face")
    }

    /// The page of a variable font with an axis fixed at one value (minimum, default and
    /// maximum 0, as OpenType allows) opens: GTK made no slider of it, and the window stopped
    /// with a fatal error.
    @Test func aVariableFontWithAFixedAxisOpensItsPage() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fixed-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let fonts = work.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      try DerivedFont.write(
        from: FixtureFonts.faceFontsDirectory.appendingPathComponent("FixtureVariable-VF.ttf"),
        to: fonts.appendingPathComponent("Fixed-VF.ttf"),
        editing: """
          for axis in font["fvar"].axes:
              if axis.axisTag == "GRAD":
                  axis.minValue = axis.defaultValue = axis.maxValue = 0
          """)
      let configuration = FixtureFonts.writeConfiguration(in: work, folders: [fonts])
      let shot = try screenshot(
        ["--page", "face/FixtureVariable-Regular"], fonts: configuration, in: work, named: "fixed")
      #expect(try pngSize(shot).width >= 360)
    }

    /// A face is drawn with its own default glyphs whatever the locale: GTK shaped its text in
    /// the locale's language, and under ja_JP a Chinese or Korean CJK face's `locl` drew
    /// Japanese forms (Noto Sans CJK SC, TC and KR alike).
    ///
    /// Here a face whose `locl` turns 日 into A for Japanese (B, C, D for Chinese and Korean)
    /// draws 日 under ja_JP as under C. Its default language system's `locl` (本 into E) is
    /// applied where no language picks forms of its own (C): `locl` was switched off for every
    /// face, and Noto Naskh Arabic's sample drew other digits than its waterfall and Pango.
    @Test(
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/ja_JP")
          && FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef"),
        "needs the locales package (scripts/install-dependencies)"))
    func aFaceDrawsItsOwnGlyphsWhateverTheLocale() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-locl-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let fonts = work.appendingPathComponent("fonts")
      let locales = work.appendingPathComponent("locales")
      for folder in [fonts, locales] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      let made = try ProcessRunner.runTool(
        "localedef", ["-i", "ja_JP", "-f", "UTF-8", locales.appendingPathComponent("ja_JP.UTF-8").path],
        environment: FixtureFonts.environment())
      try #require(made.status == 0, "\(made.standardError)")
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"),
        to: fonts.appendingPathComponent("Mincho.ttf"),
        editing: """
          from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
          cmap = font.getBestCmap()
          sun = cmap[0x65E5]
          systems = {"JAN": "A", "ZHS": "B", "ZHT": "C", "KOR": "D"}
          rules = "languagesystem DFLT dflt; languagesystem hani dflt; "
          rules += "".join("languagesystem hani %s; " % system for system in systems)
          lookups = "".join("language %s; sub %s by %s; " % (s, sun, cmap[ord(l)]) for s, l in systems.items())
          book = "sub %s by %s; " % (cmap[0x672C], cmap[ord("E")])
          addOpenTypeFeaturesFromString(font, rules + "feature locl { script hani; " + book + lookups + "} locl;")
          """)
      let configuration = FixtureFonts.writeConfiguration(in: work, folders: [fonts])
      var environment = FixtureFonts.environment([
        "FONTCONFIG_FILE": configuration.path, "GSK_RENDERER": "cairo", "LOCPATH": locales.path, "LANGUAGE": "en",
        "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      ])
      let custom = try ProcessRunner.run(
        ProcessRunner.typecase, ["settings", "set", "preview-text", "custom"], environment: environment)
      try #require(custom.status == 0, "\(custom.standardError)")
      // The preview's band of the face page with `text` typed, drawn under `locale`.
      func band(_ text: String, under locale: String) throws -> Data {
        environment["LANG"] = locale
        environment["LC_ALL"] = locale
        let set = try ProcessRunner.run(
          ProcessRunner.typecase, ["settings", "set", "preview-custom-text", text], environment: environment)
        try #require(set.status == 0, "\(set.standardError)")
        let shot = work.appendingPathComponent("\(locale)-\(text.unicodeScalars.count)-\(UUID()).png")
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["--page", "face/FixtureMincho-Regular", "--screenshot", shot.path],
          environment: environment)
        try #require(result.status == 0, "\(result.standardError)")
        return try previewBand(of: shot)
      }
      let same = try band("日日日", under: "C.UTF-8") == band("日日日", under: "ja_JP.UTF-8")
      #expect(same, "under ja_JP the face is drawn with its Japanese forms")
      // Under C, "本" is drawn as its default language system's locl makes it: as "E".
      let defaultForms = try band("日本", under: "C.UTF-8") == band("日E", under: "C.UTF-8")
      #expect(defaultForms, "the default language system's locl was not applied")
    }

    /// The pixels (RGB) of `page` drawn in a Japanese interface under each of `locales`, over
    /// the fonts of `configuration` (built by `fonts` in the work folder given), with the
    /// locales `made` by localedef (the machine may lack them).
    func japaneseInterfacePixels(
      page: String, under locales: [String], making made: [String],
      fonts: (URL) throws -> URL
    ) throws -> [Data] {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-han-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let folder = work.appendingPathComponent("locales")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for locale in made {
        let result = try ProcessRunner.runTool(
          "localedef", ["-i", locale, "-f", "UTF-8", folder.appendingPathComponent("\(locale).UTF-8").path],
          environment: FixtureFonts.environment())
        try #require(result.status == 0, "\(result.standardError)")
      }
      var environment = FixtureFonts.environment([
        "FONTCONFIG_FILE": try fonts(work).path, "GSK_RENDERER": "cairo", "LOCPATH": folder.path,
        "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      ])
      environment["FC_LANG"] = nil
      let japanese = try ProcessRunner.run(
        ProcessRunner.typecase, ["settings", "set", "language", "ja"], environment: environment)
      try #require(japanese.status == 0, "\(japanese.standardError)")
      return try locales.map { locale in
        environment["LANG"] = locale
        let shot = work.appendingPathComponent("\(locale).png")
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["--page", page, "--screenshot", shot.path], environment: environment)
        try #require(result.status == 0, "\(result.standardError)")
        let raw = work.appendingPathComponent("\(locale).rgb")
        let converted = try ProcessRunner.runTool(
          "convert", [shot.path, "rgb:" + raw.path], environment: FixtureFonts.environment())
        try #require(converted.status == 0, "\(converted.standardError)")
        return try Data(contentsOf: raw)
      }
    }

    /// The interface in Japanese draws its kanji in their Japanese forms under a Chinese
    /// locale: Pango shaped the labels in the character type's language, and 戻る's 戻 took
    /// its Chinese form (the Noto CJK fonts' `locl`).
    ///
    /// Here a font whose `locl` turns 温 into B for Chinese draws the Temperature Unit page's
    /// title, 温度単位, alike under zh_CN and ja_JP.
    @Test(
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/zh_CN")
          && FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef"),
        "needs the locales package (scripts/install-dependencies)"))
    func aJapaneseInterfaceDrawsJapaneseFormsUnderAChineseLocale() throws {
      let drawn = try japaneseInterfacePixels(
        page: "settings/temperature-unit", under: ["ja_JP.UTF-8", "zh_CN.UTF-8"], making: ["ja_JP", "zh_CN"]
      ) { work in
        let fonts = work.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try DerivedFont.write(
          from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMincho-Regular.ttf"),
          to: fonts.appendingPathComponent("Mincho.ttf"),
          editing: """
            from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
            cmap = font.getBestCmap()
            rules = "languagesystem DFLT dflt; languagesystem hani dflt; languagesystem hani ZHS; "
            lookup = "language ZHS; sub %s by %s; " % (cmap[0x6E29], cmap[ord("B")])
            addOpenTypeFeaturesFromString(font, rules + "feature locl { script hani; " + lookup + "} locl;")
            """)
        return FixtureFonts.writeConfiguration(
          in: work, folders: [fonts, URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")])
      }
      #expect(drawn[0].count > 100_000 && drawn[1] == drawn[0], "under zh_CN the kanji took other forms")
    }

    /// Nor does a Japanese interface take a Traditional Chinese font's forms under a zh_TW
    /// locale the machine lacks: fontconfig prefers fonts for the languages it reads from the
    /// locale where a run names none (the caption's 。), and took Noto Sans CJK TC's, centred.
    @Test(
      .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/ja_JP")
          && FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef")
          && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
          && FileManager.default.fileExists(atPath: "/etc/fonts/fonts.conf"),
        "needs the locales package and Noto Sans CJK (fonts-noto-cjk)"))
    func aJapaneseInterfaceTakesNoTraditionalChineseFontUnderZhTW() throws {
      // The machine's configuration: its rules (fonts-noto-cjk's) give zh-tw the TC font.
      let drawn = try japaneseInterfacePixels(
        page: "settings", under: ["ja_JP.UTF-8", "zh_TW.UTF-8"], making: ["ja_JP"]
      ) { _ in URL(fileURLWithPath: "/etc/fonts/fonts.conf") }
      #expect(drawn[0].count > 100_000 && drawn[1] == drawn[0], "under zh_TW the 。 came from another font")
    }

    func run(_ arguments: [String]) throws -> ProcessOutcome {
      try ProcessRunner.run(
        ProcessRunner.typecase, arguments,
        environment: FixtureFonts.environment([
          "GSK_RENDERER": "cairo",
          "XDG_CONFIG_HOME": FileManager.default.temporaryDirectory.path + "/typecase-shot-config",
        ]))
    }

    /// The back button is flat, as the header bar's other buttons and GNOME's back buttons are:
    /// inside it, away from its arrow and label, the pixels are the header bar's (it was drawn
    /// raised, in grey).
    @Test func theBackButtonIsFlat() throws {
      let shot = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: shot) }
      let result = try run(["--page", "family/Typecase Fixture Sans", "--screenshot", shot.path])
      try #require(result.status == 0, "\(result.standardError)")
      let colors = try ProcessRunner.runTool(
        "convert", [shot.path, "-format", "%[pixel:p{16,14}] %[pixel:p{60,40}] %[pixel:p{180,14}]", "info:"],
        environment: FixtureFonts.environment())
      let samples = colors.standardOutput.split(separator: " ")
      #expect(samples.count == 3 && Set(samples).count == 1, "\(colors.standardOutput)")
    }

    /// A face whose metrics make each letter metres wide (16 units per em, legal) is drawn
    /// clipped on its page and in the list, not with the window widened to its widest letter
    /// (5,818 pixels).
    @Test func aFaceOfHugeLettersDoesNotWidenTheWindow() throws {
      let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-upm-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      let configuration = try DerivedFont.hugeLettersConfiguration(in: work)
      let shot = try screenshot(
        ["--page", "face/TypecaseFixtureSans-Regular"], fonts: configuration, in: work, named: "huge")
      let size = try pngSize(shot)
      #expect(size.width < 1500, "the window is \(size.width) pixels wide")
      // Nor does its row in the list (its ellipsis alone widened the window, and the width was
      // saved).
      let list = try screenshot(["--search", "Fixture"], fonts: configuration, in: work, named: "list")
      let listSize = try pngSize(list)
      #expect(listSize.width < 900, "the window is \(listSize.width) pixels wide")
    }

    @Test func aBadPageIsAUsageErrorListingThePages() throws {
      let result = try run(["--page", "nowhere"])
      #expect(result.status == 2)
      #expect(
        result.standardError.hasPrefix(
          "typecase: no page \"nowhere\" (pages: families, family/NAME, face/POSTSCRIPTNAME, settings, "))
      #expect(result.standardError.contains("settings/temperature-unit"))
      let twice = try run(["--page", "families", "--page", "settings"])
      #expect(twice.status == 2)
      #expect(twice.standardError.contains("option '--page' is given twice"))
      let help = try run(["--help"]).standardOutput
      for page in ["families", "family/NAME", "settings", "settings/language-region", "settings/temperature-unit"] {
        #expect(help.contains("\n  \(page)\n"), "--help does not list \(page)")
      }
    }

    /// `--page family/NAME` finds families as `typecase faces` does: ignoring case, by localized names.
    @Test(arguments: ["family/typecase fixture sans", "family/나눔픽스처", "family/NANUMFIXTURE"])
    func familyPagesAreFoundLikeFaces(page: String) throws {
      let file = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: file) }
      let result = try run(["--page", page, "--screenshot", file.path])
      #expect(result.status == 0, "\(result.standardError)")
      #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func anUnknownFamilyFailsWithSuggestions() throws {
      let result = try run(["--page", "family/Typecase Fixture Sanz", "--screenshot", "/tmp/typecase-never.png"])
      #expect(result.status == 1)
      #expect(result.standardError.contains("no font family named \"Typecase Fixture Sanz\""))
      #expect(result.standardError.contains("did you mean: \"Typecase Fixture Sans\"?"))
    }

    @Test func anUnknownFaceFailsWithSuggestions() throws {
      let result = try run(["--page", "face/TypecaseFixtureSans-Bolt", "--screenshot", "/tmp/typecase-never.png"])
      #expect(result.status == 1)
      #expect(result.standardError.contains("no face named \"TypecaseFixtureSans-Bolt\""))
      #expect(result.standardError.contains("\"TypecaseFixtureSans-Bold\""))
    }

    /// A Japanese window started with no locale (no LANG, as over ssh or in a container) prints
    /// nothing on standard output: GLib printed 14 lines of "?????" there, failing to convert
    /// GTK's start-up messages from the C library (in UTF-8) to the "C" locale's ASCII.
    @Test func aWindowInJapaneseWithNoLocalePrintsNothing() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-no-locale-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      var environment = FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.path])
      environment["LANG"] = nil
      environment["LC_ALL"] = nil
      environment["LC_CTYPE"] = nil
      let set = try ProcessRunner.run(
        ProcessRunner.typecase, ["settings", "set", "language", "ja"], environment: environment)
      try #require(set.status == 0, "\(set.standardError)")
      let shot = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: shot) }
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", "settings", "--screenshot", shot.path], environment: environment)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
      // Nor with LC_ALL naming a locale not in UTF-8, the machine's or one it does not have
      // (it overrides the character type, which was made UTF-8 only under LANG).
      var locales: [String] = ["en_US.ISO-8859-1"]
      if FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/ja_JP") {
        let made = try ProcessRunner.runTool(
          "localedef", ["-i", "ja_JP", "-f", "EUC-JP", home.appendingPathComponent("locales/ja_JP.EUC-JP").path],
          environment: FixtureFonts.environment())
        if made.status == 0 {
          environment["LOCPATH"] = home.appendingPathComponent("locales").path
          locales.append("ja_JP.EUC-JP")
        }
      }
      for locale in locales {
        environment["LC_ALL"] = locale
        let other = try ProcessRunner.run(
          ProcessRunner.typecase, ["--page", "settings", "--screenshot", shot.path], environment: environment)
        #expect(other.status == 0, "\(locale): \(other.standardError)")
        #expect(other.standardOutput.isEmpty, "\(locale): \(other.standardOutput)")
      }
    }

    /// A window started under locales the machine does not have (a LANG of another machine, or
    /// LC_TIME and LC_MEASUREMENT sent over ssh) prints nothing: GTK said "Locale not supported
    /// by C library" on every launch (the environment is left as it is, for the settings' defaults).
    @Test func aWindowUnderLocalesTheMachineLacksPrintsNothing() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-lacked-locale-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let shot = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: shot) }
      for locales in [
        ["LANG": "xx_YY.UTF-8"], ["LANG": "en_US.UTF-8", "LC_TIME": "xx_YY.UTF-8", "LC_MEASUREMENT": "en_XX.UTF-8"],
      ] {
        var environment = FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.path])
        environment["LC_ALL"] = nil
        for (name, value) in locales { environment[name] = value }
        let result = try ProcessRunner.run(
          ProcessRunner.typecase, ["--page", "settings/temperature-unit", "--screenshot", shot.path],
          environment: environment)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(locales): \(result.standardError)")
      }
    }

    /// A window whose session bus is gone (a stale DBUS_SESSION_BUS_ADDRESS from tmux or sudo)
    /// opens without a word, its accessibility off: with the display's accessibility bus
    /// reachable, GTK printed twenty GLib criticals and crashed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil, "needs a session bus"))
    func aWindowWithADeadSessionBusOpensQuietly() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-dead-bus-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let shot = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: shot) }
      var environment = FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.path])
      // A window with the bus first: its accessibility bus is then on the display.
      let first = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", "settings", "--screenshot", shot.path], environment: environment)
      try #require(first.status == 0, "\(first.standardError)")
      environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + home.appendingPathComponent("no-bus").path
      environment["GTK_A11Y"] = nil
      environment["NO_AT_BRIDGE"] = nil
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", "settings", "--screenshot", shot.path], environment: environment)
      #expect(result.status == 0 && result.standardError.isEmpty, "\(result.status): \(result.standardError)")
    }

    /// A window whose X display goes away (the server stopped, an ssh -X session dropped) says
    /// so on standard error, and ends with status 1: it ended without a word.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")))
    func aWindowWhoseDisplayGoesAwaySaysSo() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-lost-display-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      var environment = FixtureFonts.environment(["GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.path])
      environment["WINDOW"] = ProcessRunner.productsDirectory.appendingPathComponent("typecase-window").path
      environment["HOME_FOLDER"] = home.path
      // A display of its own, stopped once the window is on it.
      let script = """
        Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$HOME_FOLDER/display" >/dev/null 2>&1 &
        server=$!
        for _ in $(seq 100); do [ -s "$HOME_FOLDER/display" ] && break; sleep 0.1; done
        export DISPLAY=":$(cat "$HOME_FOLDER/display")"
        # Ended after a minute if it stays on (the test fails, rather than waiting for ever).
        timeout -s KILL 60 "$WINDOW" >/dev/null 2>"$HOME_FOLDER/errors" &
        window=$!
        timeout 30 xdotool search --sync --onlyvisible --name '^Typecase$' >/dev/null
        # SIGKILL: a child of the test runner may start with SIGTERM blocked.
        kill -KILL $server
        wait $window
        echo "status $?"
        cat "$HOME_FOLDER/errors"
        """
      let result = try ProcessRunner.runTool("bash", ["-c", script], environment: environment)
      #expect(result.standardOutput.hasPrefix("status 1\n"), "\(result.standardOutput)")
      #expect(
        result.standardOutput.contains("typecase: lost the connection to the display :"), "\(result.standardOutput)")
    }

    /// A window whose Wayland display goes away (the compositor stopped) says so as on X: GDK
    /// wrote "Gdk-Message: …: Error reading events from display: Broken pipe" alone.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")))
    func aWindowWhoseWaylandDisplayGoesAwaySaysSo() throws {
      // Under /tmp itself: a socket's path holds 107 bytes at most, and the test run's own
      // temporary folder made it longer (weston could not listen).
      let home = URL(fileURLWithPath: "/tmp").appendingPathComponent("typecase-wl-\(UUID().uuidString.prefix(8))")
      defer { try? FileManager.default.removeItem(at: home) }
      let runtime = home.appendingPathComponent("run")
      try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
      var environment = FixtureFonts.environment([
        "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.path, "XDG_RUNTIME_DIR": runtime.path,
      ])
      environment.removeValue(forKey: "DISPLAY")
      environment["WINDOW"] = ProcessRunner.productsDirectory.appendingPathComponent("typecase-window").path
      environment["HOME_FOLDER"] = home.path
      let script = """
        weston --backend=headless-backend.so --socket=typecase-test >"$HOME_FOLDER/weston.log" 2>&1 &
        server=$!
        for _ in $(seq 100); do [ -S "$XDG_RUNTIME_DIR/typecase-test" ] && break; sleep 0.1; done
        export WAYLAND_DISPLAY=typecase-test
        timeout -s KILL 60 "$WINDOW" --page settings >/dev/null 2>"$HOME_FOLDER/errors" &
        window=$!
        # The window is up once it has read its settings and drawn (no XTest to wait with).
        sleep 4
        kill -KILL $server
        wait $window
        echo "status $?"
        cat "$HOME_FOLDER/errors"
        """
      let result = try ProcessRunner.runTool("bash", ["-c", script], environment: environment)
      #expect(
        result.standardOutput
          == "status 1\ntypecase: lost the connection to the display Wayland typecase-test (its server stopped, or the connection to it broke); the window closed\n",
        "\(result.standardOutput)")
    }

    /// A window whose cache folder cannot be made (a read-only home) opens without a word:
    /// dconf printed "unable to create directory … dconf will not work properly" four times, and
    /// Mesa a line for its shader cache.
    @Test func aWindowWithoutAWritableCacheFolderOpensQuietly() throws {
      let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-no-cache-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      // A file where the folder's parent would be: no folder can be made under it.
      let file = home.appendingPathComponent("a-file")
      try Data().write(to: file)
      let shot = temporaryPNG()
      defer { try? FileManager.default.removeItem(at: shot) }
      var environment = FixtureFonts.environment([
        "GSK_RENDERER": "cairo", "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": file.appendingPathComponent("cache").path,
      ])
      environment["XDG_RUNTIME_DIR"] = nil
      let result = try ProcessRunner.run(
        ProcessRunner.typecase, ["--page", "settings", "--screenshot", shot.path], environment: environment)
      #expect(result.status == 0 && result.standardError.isEmpty, "\(result.status): \(result.standardError)")
    }

    /// A page of a font file fontconfig cannot read says why, as `typecase face FILE` does: a PCF
    /// in a legacy X11 encoding was "no face could be read from it".
    @Test func aFileFontconfigCannotReadSaysWhyOnItsPage() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-legacy-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let pcf = try BitmapFixtureFont.pcf(in: folder, encoding: (registry: "KOI8", encoding: "R"))
      let result = try run(["--page", "face/" + pcf.path, "--screenshot", "/tmp/typecase-never.png"])
      #expect(result.status == 1)
      #expect(
        result.standardError.hasPrefix(
          "typecase: cannot read \"\(pcf.path)\": the font's characters are in the KOI8-R encoding"),
        "\(result.standardError)")
    }

    @Test func screenshotsAreWrittenInTheFormatTheNameAsksFor() throws {
      let jpeg = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-shot-\(UUID().uuidString).jpg")
      defer { try? FileManager.default.removeItem(at: jpeg) }
      #expect(try run(["--screenshot", jpeg.path]).status == 0)
      #expect(try Data(contentsOf: jpeg).prefix(3) == Data([0xFF, 0xD8, 0xFF]))
      let gif = try run(["--screenshot", "/tmp/typecase-never.gif"])
      #expect(gif.status == 2)
      #expect(gif.standardError.contains("must end in .png or .jpg"))
      let missing = try run(["--screenshot", "/nonexistent/dir/x.png"])
      #expect(missing.status == 1)
      #expect(missing.standardError.contains("/nonexistent/dir/x.png"))
      #expect(missing.standardError.contains("No such file or directory"))
    }

    /// Issue 10.2: the interface is drawn in what fontconfig matches for GTK's interface font,
    /// whatever else is installed: the settings page is pixel-identical with DejaVu alone and with
    /// monospace, Japanese and Korean fonts added.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func theInterfaceFontDoesNotDependOnOtherInstalledFonts() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-ui-font-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      var shots: [Data] = []
      for (name, extra) in [("alone", ""), ("more", "<dir>\(FixtureFonts.fontsDirectory.path)</dir>")] {
        let configuration = folder.appendingPathComponent("\(name).conf")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir>\(extra)
        <cachedir>\(folder.path)/cache-\(name)</cachedir>
        <include ignore_missing="yes">/etc/fonts/conf.d</include></fontconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
        let shot = try screenshot(["--page", "settings"], fonts: configuration, in: folder, named: name)
        shots.append(try Data(contentsOf: shot))
      }
      #expect(shots[0] == shots[1], "the settings page changed when other fonts were installed")
    }

    /// Emoji searched for are drawn in color where the font has them in color: Pango asks for
    /// the family "emoji" for 😀, which no rule named in the rows' and the interface's own
    /// configurations, so the Noto Color Emoji row and the search field drew DejaVu Sans's
    /// black 😀.
    ///
    /// Counted in the screenshot: yellow pixels, which only a color 😀 has.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")))
    func emojiSearchedForAreDrawnInColor() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-emoji-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let fonts = folder.appendingPathComponent("fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      for path in ["noto/NotoColorEmoji.ttf", "dejavu/DejaVuSans.ttf"] {
        let font = URL(fileURLWithPath: "/usr/share/fonts/truetype/" + path)
        try FileManager.default.createSymbolicLink(
          at: fonts.appendingPathComponent(font.lastPathComponent), withDestinationURL: font)
      }
      let configuration = FixtureFonts.writeConfiguration(in: folder, folders: [fonts])
      let shot = try screenshot(["--search", "😀"], fonts: configuration, in: folder, named: "search")
      let size = try pngSize(shot)
      let rgb = folder.appendingPathComponent("search.rgb")
      let converted = try ProcessRunner.runTool(
        "convert", [shot.path, "-depth", "8", "rgb:" + rgb.path], environment: FixtureFonts.environment())
      try #require(converted.status == 0, "\(converted.standardError)")
      let bytes = [UInt8](try Data(contentsOf: rgb))
      try #require(bytes.count >= size.width * size.height * 3, "convert gave \(bytes.count) bytes")
      // The header and search field above y = 100, the rows below.
      var yellow = (field: 0, rows: 0)
      for y in 0..<size.height {
        for x in 0..<size.width {
          let at = (y * size.width + x) * 3
          guard bytes[at] > 200, bytes[at + 1] > 150, bytes[at + 2] < 90 else { continue }
          if y < 100 { yellow.field += 1 } else { yellow.rows += 1 }
        }
      }
      #expect(yellow.field > 10, "the search field's 😀 is not in color")
      #expect(yellow.rows > 50, "no row's 😀 is in color")
    }
  }
}
