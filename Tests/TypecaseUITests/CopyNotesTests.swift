import Testing
import TypecaseCore

@testable import TypecaseUI

/// What the window says of a "Copy as…" snippet beside "Copied …": what `typecase snippet`
/// says of it (the window copied a Pango description asking for other families without a word).
@Suite struct CopyNotesTests {
  @Test func aCopiedSnippetCarriesWhatTheSnippetCommandSaysOfIt() throws {
    let model = TypecaseModel()
    model.snippetNotes = { snippets, format in
      SnippetFormatNotes.notes(for: snippets, formats: [format], library: nil, isListed: snippets.isInstalled)
    }
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
        "\n\nPango font description has no way to switch OpenType features: the features switched on the face's page are left out"
      ), "\(notes)")
    // CSS names the family exactly and carries the features.
    #expect(model.copyNotes(of: try #require(menu.choice(id: "css"))) == nil)
    let plain = CopyMenu(
      FontFace(family: "Plain Sans", location: FontLocation(file: "/fonts/p.ttf")), localizer: .english)
    #expect(model.copyNotes(of: try #require(plain.choice(id: "pango"))) == nil)
  }
}
