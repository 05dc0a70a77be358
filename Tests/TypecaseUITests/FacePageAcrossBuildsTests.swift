import Testing
import TypecaseCore

@testable import TypecaseUI

/// A face page open while a new build of its variable font replaces the old one: the named
/// instances are numbered anew when one is added or taken out.
@Suite struct FacePageAcrossBuildsTests {
  static let file = "/home/u/.local/share/fonts/Vee-VF.ttf"

  /// The family of a build with `instances` (PostScript names), numbered as fontconfig numbers
  /// them (instance n at index n << 16), after its default instance.
  static func build(_ instances: [String], regular: String = "Vee-Regular") -> [FontFamily] {
    let regular = FontFace(family: "Vee", postScriptName: regular, location: FontLocation(file: file))
    let named = instances.enumerated().map { position, name in
      FontFace(family: "Vee", postScriptName: name, location: FontLocation(file: file, index: (position + 1) << 16))
    }
    return [FontFamily(name: "Vee", faces: [regular] + named)]
  }

  /// Gives `model` the fonts of `families`; the routes it closed.
  @discardableResult
  static func load(_ families: [FontFamily], into model: TypecaseModel) -> [Route] {
    model.setFonts(
      families.map(FamilySummary.init), searchIndex: FamilySearchIndex(families: families),
      faces: { name in families.first { $0.name == name } })
  }

  /// The face of `families` named `name`.
  static func face(_ name: String, in families: [FontFamily]) throws -> FontFace {
    try #require(families[0].faces.first { $0.postScriptName == name })
  }

  /// An instance added before Bold: Bold's page stays Bold's, at its new place (it became the
  /// page of SemiBold, which took Bold's place, under the title "Vee SemiBold").
  @Test func aPageFollowsItsInstanceToItsNewPlace() throws {
    let model = TypecaseModel()
    Self.load(Self.build(["Vee-SemiBold", "Vee-Bold"]), into: model)
    let bold = try Self.face("Vee-Bold", in: Self.build(["Vee-SemiBold", "Vee-Bold"]))
    model.open([.families, .family("Vee"), .face(FaceReference(bold))])
    #expect(model.facesToRemove(on: model.current).map(\.postScriptName) == ["Vee-Bold"])
    let closed = Self.load(Self.build(["Vee-Medium", "Vee-SemiBold", "Vee-Bold"]), into: model)
    #expect(closed.isEmpty)
    guard case .face(let reference) = model.current else {
      Issue.record("the page closed: \(model.stack)")
      return
    }
    #expect(reference.name == "Vee-Bold")
    #expect(reference.location == FontLocation(file: Self.file, index: 3 << 16))
    #expect(model.facesToRemove(on: model.current).map(\.postScriptName) == ["Vee-Bold"])
  }

  /// An instance taken out: its page closes (it showed the instance after it, under that one's
  /// name, and said nothing); the default instance's page stays through any rebuild.
  @Test func aPageOfAnInstanceTakenOutCloses() throws {
    let model = TypecaseModel()
    Self.load(Self.build(["Vee-SemiBold", "Vee-Bold"]), into: model)
    let semiBold = try Self.face("Vee-SemiBold", in: Self.build(["Vee-SemiBold", "Vee-Bold"]))
    model.open([.families, .family("Vee"), .face(FaceReference(semiBold))])
    let closed = Self.load(Self.build(["Vee-Bold"]), into: model)
    #expect(closed == [.face(FaceReference(semiBold))])
    #expect(model.current == .family("Vee"))
    // The default instance, renamed by the new build, stays at its place.
    let regular = try Self.face("Vee-Regular", in: Self.build(["Vee-Bold"]))
    model.open([.families, .family("Vee"), .face(FaceReference(regular))])
    #expect(Self.load(Self.build(["Vee-Bold"], regular: "Vee-Book"), into: model).isEmpty)
    #expect(model.facesToRemove(on: model.current).map(\.postScriptName) == ["Vee-Book"])
  }
}
