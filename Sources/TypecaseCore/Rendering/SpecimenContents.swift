extension SpecimenLabels {
  /// The sheet's words in `localizer`'s language.
  public static func localized(by localizer: Localizer) -> SpecimenLabels {
    SpecimenLabels(
      characterCount: { shown, count in
        shown == count
          ? localizer(trn("{count} character", "{count} characters", count))
          : localizer(
            trn(
              "{shown} of {count} character", "{shown} of {count} characters", count, ["shown": Localizer.number(shown)]
            ))
      },
      characters: localizer(tr("Characters")),
      noCharacters: localizer(tr("This font maps no character")),
      moreCharacters: {
        localizer(
          trn(
            "… and {count} more (a PDF specimen shows them all)", "… and {count} more (a PDF specimen shows them all)",
            $0))
      },
      continued: localizer(tr("(continued)")))
  }
}

extension SpecimenFace {
  /// The specimen faces of `faces` (installed faces of `library`), each with a configuration
  /// holding only it and the characters its file maps (read with `readFace`); faces the library
  /// no longer has are left out.
  ///
  /// Reads each file: run it off the main thread.
  ///
  /// With `unreadable`, a face nothing could be read of (a file its user may not read) is left
  /// out and given to it with the reason, where its page was drawn in boxes. With
  /// `fromTheirFiles`, `faces` are read from font files that are not installed, and each is
  /// drawn from its file (as `typecase specimen FILE` draws it).
  public static func read(
    _ faces: [FontFace], from library: FontLibrary, fromTheirFiles: Bool = false,
    readingWith readFace: FaceDetailsReader, unreadable: ((FontFace, Message) -> Void)? = nil
  ) -> [SpecimenFace] {
    faces.compactMap { face in
      let configuration =
        fromTheirFiles
        ? library.configuration(forFile: face.location)
        : library.configuration(forFace: face.location, family: face.family)
      // A file this user may not read has no configuration either (see `ReadableFontFile`):
      // it is read all the same, to say why.
      guard configuration != nil || (unreadable != nil && !ReadableFontFile.isReadable(face.location.file)) else {
        return nil
      }
      let details = readFace(face.location, [])
      if let unreadable, details.glyphCount == nil {
        unreadable(face, details.problems.last ?? tr("no face could be read from it"))
        return nil
      }
      return configuration.map { SpecimenFace(face: face, configuration: $0, details: details) }
    }
  }

  /// The faces of `faces` a sheet of `drawn` leaves out because Pango cannot draw them (a
  /// family's Bold as a WOFF2 beside its Regular as a TrueType file), but not a copy of a face
  /// drawn from another file (URW's .t1 beside its .otf): what the sheet says it left out.
  public static func leftOut(of faces: [FontFace], drawn: [SpecimenFace]) -> [FontFace] {
    let drawnNames = Set(drawn.compactMap(\.face.postScriptName))
    return faces.filter { !$0.isDrawable && !drawnNames.contains($0.postScriptName ?? "") }
  }
}

extension Specimen {
  /// The pangram in `localizer`'s language.
  public static func pangram(in localizer: Localizer) -> String {
    localizer.tr("The quick brown fox jumps over the lazy dog")
  }

  /// The sample paragraph the settings ask for: the Sample Text setting's custom text when it
  /// is chosen and not empty, else nil (the pangram).
  public static func chosenText(settings: SettingsValues) -> String? {
    let custom = settings.value(TypecaseSettings.Key.previewCustomText)
    let usesCustom = settings.value(TypecaseSettings.Key.previewText) == "custom" && !custom.isEmpty
    return usesCustom ? custom : nil
  }

  /// The pangram as `face` is shown with it: a sample of the face's own characters that draw
  /// when it lacks most of the pangram's (`FaceSample`; an icon font's sheet showed the empty
  /// glyphs it maps a few characters to).
  public func pangram(for face: SpecimenFace) -> String {
    FaceSample.starting(pangram, characters: face.characters) {
      NameLegibility.inkedSample(file: face.face.location.file, index: face.face.location.index)
    }
  }

  /// The samples of other scripts `face` has every character of (`FaceSample.otherSamples`, the
  /// English pangram among them), leaving out those sharing a letter with `shown` (the pangram
  /// drawn: a Japanese interface's, or the iroha itself): what a sheet shows under the pangram.
  ///
  /// A Thai or Arabic face that also covers Latin showed the English pangram alone, its own
  /// script only as cells of the character blocks; a CJK face under a Japanese interface showed
  /// no Latin.
  public static func scriptSamples(for face: SpecimenFace, besides shown: String) -> [String] {
    let shownLetters = Set(shown.unicodeScalars.filter { !$0.properties.isWhitespace })
    return FaceSample.otherSamples.filter { sample in
      let letters = sample.unicodeScalars.filter { !$0.properties.isWhitespace }
      return letters.allSatisfy { FaceSample.contains(face.characters, $0) }
        && !letters.contains { shownLetters.contains($0) }
    }
  }
}
