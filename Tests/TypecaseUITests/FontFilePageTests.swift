import Testing
import TypecaseCore

@testable import TypecaseUI

/// A font file opened by path (`typecase ~/Downloads/A.ttf`, `--page face//…/A.ttf`): its page
/// is drawn from the file when it is not installed, with Install and without a star or Remove;
/// the installed face's page when it is; and the installed copy's once Install made one.
@Suite struct FontFilePageTests {
  static let user = "/home/u/.local/share/fonts/"
  static let downloaded = "/home/u/Downloads/Alpha-Bold.ttf"
  /// Alpha (two faces, installed for the user) and Gamma (one face).
  static let installed: [FontFamily] = [
    FontFamily(
      name: "Alpha",
      faces: [
        FontFace(family: "Alpha", postScriptName: "Alpha-Regular", location: FontLocation(file: user + "Alpha.ttf")),
        FontFace(family: "Alpha", postScriptName: "Alpha-Bold", location: FontLocation(file: user + "Alpha-Bold.ttf")),
      ]),
    FontFamily(
      name: "Gamma",
      faces: [FontFace(family: "Gamma", postScriptName: "Gamma-Regular", location: FontLocation(file: user + "G.ttf"))]),
  ]

  /// A model over `families`; `faceNamed` finds installed faces by the path of their file, as
  /// the app's lookup does, and the file opened reads as Alpha's bold face.
  static func model(_ families: [FontFamily] = installed) -> TypecaseModel {
    let model = TypecaseModel()
    model.readFontFile = { name in
      name == downloaded
        ? FontFace(family: "Alpha", postScriptName: "Alpha-Bold", location: FontLocation(file: downloaded)) : nil
    }
    setFonts(families, on: model)
    return model
  }

  static func setFonts(_ families: [FontFamily], on model: TypecaseModel) {
    model.setFonts(
      families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: families),
      faces: { name in families.first { $0.name == name } },
      faceNamed: { name in
        let faces = families.flatMap(\.faces)
        let face = faces.first { name.hasPrefix("/") ? $0.location.file == name : $0.postScriptName == name }
        return face.map(FaceReference.init)
      })
  }

  @Test func aFileNotInstalledOpensItsOwnPageAloneOverTheList() throws {
    let model = Self.model()
    let closed = model.open(try PagePath.routes(for: "face/" + Self.downloaded))
    #expect(closed.isEmpty)
    // Not over Alpha's family page: the file is none of the installed family's fonts.
    #expect(model.stack.count == 2)
    #expect(model.stack.first == .families)
    let screen = try #require(model.faceScreen(for: model.current))
    #expect(screen.isNotInstalled)
    #expect(screen.font.location.file == Self.downloaded)
    #expect(screen.star == nil)
    #expect(model.uninstalledFace(on: model.current)?.location.file == Self.downloaded)
    // Nothing of the user's fonts folder goes with it (the installed Alpha-Bold is another file).
    #expect(model.facesToRemove(on: model.current).isEmpty)
    // Its CSS loads the file: `local("Alpha-Bold")` finds the installed one.
    let css = try #require(screen.copyMenu.choices.first { $0.id == "css" }?.text)
    #expect(css.contains("src: url(") && !css.contains("local("), "\(css)")
  }

  /// A web font saved under another kind's name, opened by its file, is drawn as a web font
  /// is: in the interface's font, with its format named (Pango drew boxes with it).
  @Test func aWebFontNamedAsAnotherKindIsDrawnInTheInterfacesFont() throws {
    let model = Self.model()
    model.readFontFile = { name in
      var face = FontFace(family: "Alpha", postScriptName: "Alpha-Bold", location: FontLocation(file: name))
      face.format = "TrueType"
      face.webFontByContents = "WOFF2"
      return face
    }
    // Read as FreeType unpacks it: its characters and glyphs.
    model.readFace = { face in
      var details = FaceDetails(location: face.location, family: face.family)
      details.characters = Array("Alpha".unicodeScalars).sorted()
      details.glyphCount = 6
      return details
    }
    model.open(try PagePath.routes(for: "face//home/u/Downloads/Alpha-Web.ttf"))
    let screen = try #require(model.faceScreen(for: model.current))
    #expect(screen.drawsInInterfaceFont)
    #expect(screen.problems.contains { $0.contains("(its format is WOFF2)") }, "\(screen.problems)")
  }

  @Test func theFileOfAnInstalledFaceOpensThatFacesPageOverItsFamily() throws {
    let model = Self.model()
    model.open(try PagePath.routes(for: "face/" + Self.user + "Alpha-Bold.ttf"))
    #expect(model.stack.map(\.path) == ["families", "family/Alpha", "face/Alpha-Bold"])
    let screen = try #require(model.faceScreen(for: model.current))
    #expect(!screen.isNotInstalled)
    #expect(screen.star != nil)
    #expect(model.uninstalledFace(on: model.current) == nil)
    #expect(screen.copyMenu.choices.first { $0.id == "css" }?.text.contains("local(\"Alpha-Bold\")") == true)
  }

  @Test func aFileInstalledFromItsPageBecomesTheInstalledCopysPage() throws {
    let model = Self.model()
    model.open(try PagePath.routes(for: "face/" + Self.downloaded))
    let copy = Self.user + "Alpha-Bold-2.ttf"
    model.noteInstalledCopy(of: Self.downloaded, at: copy)
    var families = Self.installed
    families[0].faces.append(
      FontFace(family: "Alpha", postScriptName: "Alpha-Bold", location: FontLocation(file: copy)))
    Self.setFonts(families, on: model)
    guard case .face(let reference) = model.current else { throw Failure.notAFacePage }
    #expect(reference.location?.file == copy)
    #expect(model.uninstalledFace(on: model.current) == nil)
    #expect(model.facesToRemove(on: model.current).map(\.location.file) == [copy])
    // Undone, the copy goes: the page is the file's again (it closed, the file still there),
    // not the other copy's of the name.
    Self.setFonts(Self.installed, on: model)
    #expect(model.uninstalledFace(on: model.current)?.location.file == Self.downloaded)
  }

  @Test func aFileStillNotInstalledStaysOnItsPageWhenFontsAreReadAgain() throws {
    let model = Self.model()
    model.open(try PagePath.routes(for: "face/" + Self.downloaded))
    Self.setFonts(Self.installed, on: model)
    #expect(model.uninstalledFace(on: model.current)?.location.file == Self.downloaded)
  }

  @Test func aFileThatCannotBeReadClosesItsPage() throws {
    let model = Self.model()
    let closed = model.open(try PagePath.routes(for: "face//home/u/Downloads/notes.txt"))
    #expect(closed.count == 1)
    #expect(model.stack == [.families])
  }

  enum Failure: Error { case notAFacePage }
}
