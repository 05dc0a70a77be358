import FixtureSupport
import Foundation
import Testing

/// Package.swift declares exactly what each target imports of the package's own modules and
/// system libraries, so the layers read off it are the layers the code has (issue 12).
@Suite struct PackageLayersTests {
  /// The access levels an import may carry (`internal import CPango`).
  static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

  /// Modules that come with the toolchain or the system and need no declaration.
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Testing", "XCTest", "Dispatch", "Synchronization",
  ]

  /// Targets that hold only files beside the programs (the translations, the icons), which their users
  /// depend on without importing.
  static let resourceTargets: Set<String> = ["TypecaseTranslations", "TypecaseIcons"]

  @Test func everyImportIsADeclaredDependencyAndEveryDependencyIsImported() throws {
    let root = FixtureFonts.packageRoot
    let dump = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift", "package", "--package-path", root.path, "--scratch-path",
        FileManager.default.temporaryDirectory.appendingPathComponent("typecase-dump-package").path, "dump-package",
      ],
      environment: ProcessInfo.processInfo.environment)
    try #require(dump.status == 0, "\(dump.standardError)")
    let package = try #require(try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
    let targets = try #require(package["targets"] as? [[String: Any]])
    let names = Set(targets.compactMap { $0["name"] as? String })
    for target in targets {
      guard let name = target["name"] as? String, target["type"] as? String != "system" else { continue }
      let declared = Set(
        (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
          dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
        }
      ).subtracting(Self.resourceTargets)
      let isTest = target["type"] as? String == "test"
      let folder =
        (target["path"] as? String).map { root.appendingPathComponent($0) }
        ?? root.appendingPathComponent(isTest ? "Tests/\(name)" : "Sources/\(name)")
      let imported = try imports(in: folder).filter(names.contains)
      #expect(imported == declared, "\(name): imports \(imported.sorted()), declares \(declared.sorted())")
    }
  }

  /// Only GtkSupport touches pointers: the window code holds typed handles (issue 12), and
  /// passes closures to threads and signals through GtkSupport's helpers.
  @Test func theWindowCodeHasNoPointersOrCasts() throws {
    let folder = FixtureFonts.packageRoot.appendingPathComponent("Sources/TypecaseGTK")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
    #expect(files.count > 5)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for pattern in [
        "UnsafeMutablePointer", "UnsafePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", ".cast()",
        "unsafeBitCast", "OpaquePointer", "Unmanaged",
      ] {
        #expect(!text.contains(pattern), "\(file.lastPathComponent) uses \(pattern)")
      }
    }
  }

  /// Regular targets (the product, and FixtureSupport) build in release mode too, where modules
  /// are not compiled for testing: none of them may use `@testable import`.
  @Test func noRegularTargetNeedsTestableImports() throws {
    let root = FixtureFonts.packageRoot
    let folders = ["Sources", "Tests/FixtureSupport"].map { root.appendingPathComponent($0) }
    var checked = 0
    for folder in folders {
      let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        checked += 1
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("@testable import"), "\(file.lastPathComponent) imports for testing")
      }
    }
    #expect(checked > 50)
  }

  /// The modules the Swift files below `folder` import.
  func imports(in folder: URL) throws -> Set<String> {
    var modules: Set<String> = []
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") || Self.accessLevels.contains(String($0)) })
        else { continue }
        modules.insert(String(words[index + 1]))
      }
    }
    return modules.subtracting(Self.toolchainModules)
  }
}
