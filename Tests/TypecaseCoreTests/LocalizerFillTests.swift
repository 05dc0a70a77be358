import Testing

@testable import TypecaseCore

/// Filling a message's `{name}` placeholders with their values.
@Suite struct LocalizerFillTests {
  @Test func fillsEveryPlaceholderAndKeepsTheTextAround() {
    #expect(
      Localizer.fill("« {character} » n’est pas dans {face}", ["character": "ж", "face": "DéjàVu Sans"])
        == "« ж » n’est pas dans DéjàVu Sans")
    #expect(Localizer.fill("{count} fonts", ["count": "12"]) == "12 fonts")
    #expect(Localizer.fill("{a}{b}{a}", ["a": "1", "b": "2"]) == "121")
  }

  @Test func leavesWhatIsNoArgumentAsItIs() {
    #expect(Localizer.fill("{missing} and {face}", ["face": "Serif"]) == "{missing} and Serif")
    #expect(Localizer.fill("no braces", ["face": "Serif"]) == "no braces")
    #expect(Localizer.fill("open { only", ["face": "Serif"]) == "open { only")
    #expect(Localizer.fill("{face", ["face": "Serif"]) == "{face")
    #expect(Localizer.fill("{face}", [:]) == "{face}")
  }

  /// In the window, a name in a right-to-left script is isolated and the message set left to
  /// right: "“דוד חדש” was installed" was drawn "was installed ”דוד חדש“", and two names in
  /// one toast swapped places.
  ///
  /// The command line's messages are left as they are.
  @Test func rightToLeftNamesAreIsolatedInTheWindowOnly() {
    let window = Localizer(language: .english, directory: nil, isolatesRightToLeft: true)
    #expect(
      window.tr("“{family}” was installed", ["family": "דוד חדש"])
        == "\u{200E}“\u{2068}דוד חדש\u{2069}” was installed")
    #expect(window.tr("“{family}” was installed", ["family": "Inter"]) == "“Inter” was installed")
    let names = ["كوفي جديد", "רש״י חדש"].map { "“" + window.isolated($0) + "”" }.joined(separator: ", ")
    // Each name isolated in the list, and the list as a whole: its neutral ", " between two
    // right-to-left names no longer runs right to left.
    #expect(
      window.tr("Installed {families}", ["families": names])
        == "\u{200E}Installed \u{2068}“\u{2068}كوفي جديد\u{2069}”, “\u{2068}רש״י חדש\u{2069}”\u{2069}")
    // A message filled already is filled into another as it is: isolated twice, it read
    // "\u{200E}\u{2068}\u{200E}Star \u{2068}عربي\u{2069}\u{2069} (Ctrl+D)" to a screen reader.
    let star = window.tr("Star {family}", ["family": "عربي Sans"])
    #expect(
      window.tr("{action} ({shortcut})", ["action": star, "shortcut": "Ctrl+D"])
        == "\u{200E}Star \u{2068}عربي Sans\u{2069} (Ctrl+D)")
    let japanese = Localizer(language: .japanese, directory: TranslationTests.translations, isolatesRightToLeft: true)
    #expect(japanese.tr("“{family}” was installed", ["family": "كوفي"]).hasPrefix("\u{200E}"))
    let terminal = Localizer(language: .english, directory: nil)
    #expect(terminal.tr("“{family}” was installed", ["family": "דוד חדש"]) == "“דוד חדש” was installed")
    #expect(terminal.isolated("דוד") == "דוד")
  }

  @Test func aValueHoldingBracesIsNotFilledAgain() {
    #expect(
      Localizer.fill("{family}, {count} fonts", ["family": "{count} Sans", "count": "4"]) == "{count} Sans, 4 fonts")
    // Each value names the other's placeholder: filling in turns would fill one of them again,
    // whichever came first.
    #expect(Localizer.fill("{family}/{count}", ["family": "{count}", "count": "{family}"]) == "{count}/{family}")
  }

  /// Counts are written with their thousands grouped: "5898 characters" read as a code.
  @Test func countsAreGroupedByThousands() {
    #expect(Localizer.number(0) == "0")
    #expect(Localizer.number(999) == "999")
    #expect(Localizer.number(1000) == "1,000")
    #expect(Localizer.number(5898) == "5,898")
    #expect(Localizer.number(1_234_567) == "1,234,567")
    #expect(Localizer.number(-21340) == "-21,340")
    #expect(Localizer.english.trn("{count} character", "{count} characters", 11462) == "11,462 characters")
    #expect(Localizer.english(trn("{count} font", "{count} fonts", 2500)) == "2,500 fonts")
  }
}
