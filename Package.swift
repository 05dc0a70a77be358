// swift-tools-version:6.0
import PackageDescription

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
    .executableTarget(name: "typecase", dependencies: ["TypecaseCore", "TypecaseCLI"]),
    .executableTarget(
      name: "typecase-render",
      dependencies: ["TypecaseCore", "TypecaseCLI", "TypecaseFaceReading", "TypecaseRendering"]),
    .executableTarget(
      name: "typecase-window",
      dependencies: ["TypecaseCore", "TypecaseCLI", "TypecaseUI", "TypecaseGTK", "MappedFileGuard"]),

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
