// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
  import Glibc
#endif

/// Linker flags for a release program: linked by lld, its code laid out in the order of
/// `orderFile` (under link-order/), its relative relocations packed where the C library reads them.
///
/// A program's first frame runs code from all over the Swift runtime, Foundation and Typecase,
/// and the kernel maps a file's pages in blocks of 64 KB and more around each page touched: laid
/// out as linked, the window's first frame made 9.6 MB of its code resident for the 2.9 MB it ran
/// (bench/startup.sh: peak RSS at 5,000 faces). The order file lists the functions its start
/// runs, first (scripts/generate-link-order); lld places them together.
func releaseLinking(orderFile: String? = nil) -> [LinkerSetting] {
  // A toolchain without lld (Swift's own ship it beside `swift`) links as before.
  guard findsLLD else { return [] }
  var flags = ["-use-ld=lld"]
  if let orderFile {
    flags += [
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/link-order/\(orderFile)",
      "-Xlinker", "--no-warn-symbol-ordering",
    ]
  }
  // 44,000 relative relocations took 1 MB, read at every start; packed they take 9 KB.
  if readsPackedRelocations {
    flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
  }
  return [.unsafeFlags(flags, .when(configuration: .release))]
}

/// Whether lld is on the PATH (`swift` is, and Swift's toolchains have it beside it).
let findsLLD: Bool = {
  #if canImport(Glibc)
    guard let path = getenv("PATH") else { return false }
    return String(cString: path).split(separator: ":").contains { access("\($0)/ld.lld", X_OK) == 0 }
  #else
    return false
  #endif
}()

/// Whether this machine's C library reads packed relative relocations (DT_RELR: glibc 2.36,
/// Debian 12; a program linked with them does not start with an older one).
let readsPackedRelocations: Bool = {
  #if canImport(Glibc)
    var buffer = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 else { return false }
    // "glibc 2.36"
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let numbers = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) }
    guard let numbers, numbers.count >= 2 else { return false }
    return numbers[0] > 2 || (numbers[0] == 2 && numbers[1] >= 36)
  #else
    return false
  #endif
}()

let package = Package(
  name: "Typecase",
  products: [
    .executable(name: "typecase", targets: ["typecase"]),
    .executable(name: "typecase-window", targets: ["typecase-window"]),
    .library(name: "TypecaseCore", targets: ["TypecaseCore"]),
  ],
  targets: [
    // System libraries: module maps and tiny shims only.
    .systemLibrary(
      name: "CFontconfig",
      pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]
    ),
    .systemLibrary(
      name: "CPango",
      pkgConfig: "pangoft2",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CAdwaita",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]
    ),

    // Reads past the end of a font file cut short while mapped answered with zeros, not SIGBUS
    // (a C target: a signal handler).
    .target(name: "MappedFileGuard"),

    // The one place with unsafe pointers: GObject refs, signals, main-context hops.
    .target(name: "GtkSupport", dependencies: ["CAdwaita"]),

    // Pure Swift + fontconfig: the font catalog, queries, face details, settings.
    .target(name: "TypecaseCore", dependencies: ["CFontconfig", "TypecaseTranslations"]),

    // One face read in full with HarfBuzz and FreeType (`typecase face`, the face page,
    // specimens): kept out of TypecaseCore so that `typecase` does not link HarfBuzz.
    .target(name: "TypecaseFaceReading", dependencies: ["CFontconfig", "CHarfBuzz", "TypecaseCore"]),

    // The compiled translations (Translations/LANG.mo), as a resource bundle beside the programs
    // that Localizer reads by path. A C target: SwiftPM gives a Swift target with resources a
    // `Bundle.module` accessor importing Foundation, and with it ICU, into every program.
    .target(name: "TypecaseTranslations", resources: [.copy("Translations")]),

    // Typecase's own icons, as a resource bundle beside the window program that Stylesheet finds
    // by path: a C target for the same reason as TypecaseTranslations (no Foundation).
    .target(name: "TypecaseIcons", resources: [.copy("Icons")]),

    // Text drawn the way applications draw it, with Pango and cairo: the runs that really
    // render (itemization and fallback), specimen sheets.
    .target(name: "TypecaseRendering", dependencies: ["CPango", "TypecaseCore"]),

    // The renderer-independent navigation model: screens, rows, accessories, actions.
    .target(name: "TypecaseUI", dependencies: ["TypecaseCore"]),

    // Draws the navigation model with GTK 4 and libadwaita.
    .target(
      name: "TypecaseGTK",
      dependencies: [
        "TypecaseUI", "TypecaseCore", "TypecaseFaceReading", "TypecaseRendering", "GtkSupport", "TypecaseIcons",
      ]),

    // The command line: a small argument parser and the commands over TypecaseCore.
    .target(name: "TypecaseCLI", dependencies: ["TypecaseCore", "TypecaseUI"]),

    // The thin executables: the command line, the window it starts when asked for one, and
    // the program it starts for commands that draw text (kept apart so plain commands never
    // load GTK or Pango).
    .executableTarget(
      name: "typecase", dependencies: ["TypecaseCore", "TypecaseCLI"], linkerSettings: releaseLinking()),
    .executableTarget(
      name: "typecase-render",
      dependencies: ["TypecaseCore", "TypecaseCLI", "TypecaseFaceReading", "TypecaseRendering"],
      linkerSettings: releaseLinking()),
    .executableTarget(
      name: "typecase-window",
      dependencies: ["TypecaseCore", "TypecaseCLI", "TypecaseUI", "TypecaseGTK", "MappedFileGuard"],
      linkerSettings: releaseLinking(orderFile: "typecase-window.txt")),

    // Test helpers: an isolated fontconfig configuration over the fixture fonts, and GTK's
    // accessibility checks (gtk_test_accessible_*), which the product does not ship.
    .systemLibrary(name: "CAdwaitaTesting", path: "Tests/CAdwaitaTesting", pkgConfig: "gtk4"),
    .target(name: "FixtureSupport", dependencies: ["TypecaseCore"], path: "Tests/FixtureSupport"),
    .testTarget(
      name: "TypecaseCoreTests", dependencies: ["TypecaseCore", "TypecaseFaceReading", "FixtureSupport", "CFontconfig"]),
    .testTarget(name: "TypecaseUITests", dependencies: ["TypecaseUI", "TypecaseCore", "FixtureSupport"]),
    .testTarget(
      name: "TypecaseGTKTests",
      dependencies: [
        "TypecaseGTK", "TypecaseUI", "TypecaseCore", "GtkSupport", "CAdwaita", "CAdwaitaTesting", "FixtureSupport",
      ]),
    .testTarget(
      name: "TypecaseRenderingTests", dependencies: ["TypecaseRendering", "TypecaseCore"]),
    .testTarget(
      name: "TypecaseCLITests", dependencies: ["TypecaseCLI", "TypecaseCore", "TypecaseFaceReading", "FixtureSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
