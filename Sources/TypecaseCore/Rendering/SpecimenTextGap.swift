/// Characters of a specimen's chosen text that some of its faces lack: the sheet draws them as
/// boxes (it never falls back to another font), which a proof must not pass unsaid.
public struct SpecimenTextGap: Sendable, Equatable {
  /// The faces that lack `characters`, by PostScript name (else their display names).
  public var faces: [String]
  /// The characters, each once, in the text's order.
  public var characters: [Unicode.Scalar]

  /// The most characters a note names; the others are counted.
  static let namedCharacters = 6

  /// The faces written for a note, of a sheet of `total` faces: "any of its 4 fonts" for
  /// all of them, "8 of its 9 fonts" for more than three, else their names (`name` writes
  /// one, "A, B").
  public func facesText(among total: Int, localizer: Localizer, name: (String) -> String) -> String {
    if faces.count > 1 && faces.count == total {
      return localizer(trn("any of its {count} font", "any of its {count} fonts", faces.count))
    }
    // Named up to three; more are counted (a family's eight faces filled three lines).
    guard faces.count <= 3 else {
      return localizer(
        trn(
          "{count} of its {total} fonts", "{count} of its {total} fonts", faces.count,
          ["total": Localizer.number(total)]))
    }
    return localizer.list(faces.map(name))
  }

  /// The characters written for a note: "“a” U+0061, “b” U+0062", the first few of them and
  /// "…" after them when there are more (`count` says how many).
  public var charactersText: String {
    let named = characters.prefix(Self.namedCharacters).map { character in
      "“" + VisibleText.escapedControls(String(character)) + "” " + CharacterSearch.codeText(character)
    }
    return named.joined(separator: ", ") + (characters.count > Self.namedCharacters ? ", …" : "")
  }
}

extension Specimen {
  /// What the chosen text (`text`) lacks in each face, faces lacking the same characters
  /// together, in the faces' order; empty without a chosen text (the pangram is replaced by a
  /// face's own characters where the face lacks it).
  ///
  /// Characters no font draws (spaces, controls, invisible marks of format) are not counted.
  public var textGaps: [SpecimenTextGap] {
    guard let text else { return [] }
    var characters: [Unicode.Scalar] = []
    var seen = Set<Unicode.Scalar>()
    // Invisible ones (a variation selector, ZWJ, an emoji flag's tags) draw nothing, box or
    // not: they were named as boxes on a sheet that had none.
    for scalar in text.unicodeScalars where TextCoverage.needsAGlyph(scalar) && seen.insert(scalar).inserted {
      characters.append(scalar)
    }
    var gaps: [SpecimenTextGap] = []
    for face in faces {
      let lacking = characters.filter { !FaceSample.contains(face.characters, $0) }
      guard !lacking.isEmpty else { continue }
      let name = face.face.postScriptName ?? face.face.displayName
      if let position = gaps.firstIndex(where: { $0.characters == lacking }) {
        gaps[position].faces.append(name)
      } else {
        gaps.append(SpecimenTextGap(faces: [name], characters: lacking))
      }
    }
    return gaps
  }
}
