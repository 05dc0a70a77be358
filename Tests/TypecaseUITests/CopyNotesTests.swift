import Testing
import TypecaseCore

@testable import TypecaseUI

/// What the window says of a "Copy as…" snippet beside "Copied …": what `typecase snippet`
/// says of it (the window copied a Pango description asking for other families without a word).
@Suite struct CopyNotesTests {
  /// A model whose copy notes are the command's, as the app sets them.
  let model: TypecaseModel = {
    let model = TypecaseModel()
    model.snippetNotes = { snippets, format in
      SnippetFormatNotes.notes(for: snippets, formats: [format], library: nil, isListed: snippets.isInstalled)
    }
    return model
  }()

  @Test func aCopiedSnippetCarriesWhatTheSnippetCommandSaysOfIt() throws {
    let face = FontFace(
      family: "Comma, Colon Sans", style: "Regular", postScriptName: "CommaColonSans-Regular",
      location: FontLocation(file: "/fonts/CommaColonSans-Regular.ttf"))
    let menu = CopyMenu(face, features: ["smcp": 1], localizer: model.localizer)
    let pango = try #require(menu.choice(id: "pango"))
    let notes = try #require(model.copyNotes(of: pango))
    // Sentences of their own, not the command's parenthesized notes.
    #expect(notes.hasPrefix("The family name holds a comma, which a Pango description reads"), "\(notes)")
    #expect(
      notes.hasSuffix(
        "\n\nA Pango font description has no way to switch OpenType features: the features switched are left out; a font_features attribute sets them, <span font_features='\"smcp\" 1'> in markup"
      ), "\(notes)")
    // CSS names the family exactly and carries the features.
    #expect(model.copyNotes(of: try #require(menu.choice(id: "css"))) == nil)
    let plain = CopyMenu(
      FontFace(family: "Plain Sans", location: FontLocation(file: "/fonts/p.ttf")), localizer: .english)
    #expect(model.copyNotes(of: try #require(plain.choice(id: "pango"))) == nil)
  }

  /// SwiftUI and UIKit snippets of a variable font at coordinates no named instance stands at
  /// say they leave them out ("Copied SwiftUI" said nothing of the weight chosen); a named
  /// instance, which they name exactly, says nothing.
  @Test func aSnippetThatCannotSetAxesSaysSo() throws {
    var moved = FontFace(
      family: "Axis Sans", style: "Regular", postScriptName: "AxisSans-Regular",
      location: FontLocation(file: "/fonts/AxisSans-VF.ttf"))
    moved.variation = .namedInstance([AxisCoordinate(tag: "wght", value: 900)])
    let menu = CopyMenu(moved, localizer: model.localizer)
    for id in ["swiftui", "uikit"] {
      let choice = try #require(menu.choice(id: id))
      let notes = try #require(model.copyNotes(of: choice))
      // And which name it gives: not the page's face's where the sliders moved off it.
      #expect(
        notes.contains(
          "names a font by PostScript name alone: it names AxisSans-Regular, and the coordinates the face's page is at"
            + " are left out"), "\(notes)")
    }
    #expect(model.copyNotes(of: try #require(menu.choice(id: "css"))) == nil)
    var named = moved
    named.location.index = 3 << 16
    let namedChoice = try #require(CopyMenu(named, localizer: model.localizer).choice(id: "swiftui"))
    #expect(model.copyNotes(of: namedChoice) == nil)
  }
}
