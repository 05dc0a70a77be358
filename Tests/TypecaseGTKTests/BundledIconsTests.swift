import CAdwaita
import Foundation
import XCTest

/// Every icon the window names is Typecase's own or bundled in GTK or libadwaita, so it draws
/// without an icon theme installed (NixOS and Guix packages, KDE and minimal sessions have no
/// Adwaita theme): a starred family's star was GTK's missing-image icon there.
final class BundledIconsTests: GtkSupportTestCase {
  /// The repository's Sources folder.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The icon names (`…-symbolic`) quoted in the sources of `modules`.
  static func namedIcons(in modules: [String]) throws -> Set<String> {
    var names = Set<String>()
    let pattern = try NSRegularExpression(pattern: "\"([a-z0-9-]+-symbolic)\"")
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
        }
      }
    }
    return names
  }

  /// The file names under the resource folder `path`, at any depth.
  static func resourceFiles(under path: String) -> Set<String> {
    var found = Set<String>()
    guard let children = g_resources_enumerate_children(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return [] }
    defer { g_strfreev(children) }
    var index = 0
    while let child = children[index] {
      let name = String(cString: child)
      if name.hasSuffix("/") {
        found.formUnion(resourceFiles(under: path + "/" + name.dropLast()))
      } else {
        found.insert(name)
      }
      index += 1
    }
    return found
  }

  func testEveryIconNamedIsTypecasesOwnOrBundled() throws {
    _ = adw_init()
    let named = try Self.namedIcons(in: ["TypecaseGTK", "GtkSupport"])
    XCTAssertTrue(named.contains("user-trash-symbolic"), "\(named.sorted())")
    XCTAssertTrue(named.contains("typecase-unstarred-symbolic"), "\(named.sorted())")
    let ownFolder = Self.sources.appendingPathComponent("TypecaseIcons/Icons/hicolor/scalable")
    let own = Set(
      try FileManager.default.contentsOfDirectory(atPath: ownFolder.path).flatMap { context in
        try FileManager.default.contentsOfDirectory(atPath: ownFolder.appendingPathComponent(context).path)
      })
    let bundled = Self.resourceFiles(under: "/org/gtk/libgtk/icons")
      .union(Self.resourceFiles(under: "/org/gnome/Adwaita/icons"))
    XCTAssertTrue(bundled.contains("edit-copy-symbolic.symbolic.png"), "GTK's icons were not found")
    for name in named.sorted() {
      let found =
        own.contains(name + ".svg") || bundled.contains(name + ".symbolic.png") || bundled.contains(name + ".svg")
      XCTAssertTrue(found, "\(name) is neither Typecase's nor bundled in GTK or libadwaita")
    }
  }
}
