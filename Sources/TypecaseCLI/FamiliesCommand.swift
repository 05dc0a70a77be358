import TypecaseCore

/// `typecase families`: the font families, one per line with their face count, or as JSON.
enum FamiliesCommand {
  static let spec = CommandSpec(
    path: ["families"], flags: ["json", "monospace"],
    valueOptions: [("search", "TEXT"), ("lang", "LANG")], valueCompletions: ["lang": .languages])

  static var help: Message {
    tr(
      """
      Usage: typecase families [--search TEXT] [--lang LANG] [--monospace] [--json]

      Lists every font family on this machine, one per line: the exact family name, a tab,
      and how many fonts (faces) it has. A family is what fontconfig calls family[0].

      Options:
        --search TEXT   only families with a name containing TEXT (any case or width,
                        localized names too: "nanum" and "나눔" both find NanumGothic)
        --lang LANG     only fonts that cover a language (ja, ko, zh-cn, el, …)
        --monospace     only monospaced fonts
        --json          everything about each face, as JSON
        -h, --help      show this help

      Examples:
        typecase families
        typecase families --search mono
        typecase families --lang ja --json
        typecase families --json | jq -r '.families[].name'
      """)
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    var language: String?
    if let tag = arguments.values["lang"] {
      guard let normalized = FontSource.normalizedLanguage(tag) else {
        throw .usage(
          UsageError(
            message: tr("unknown language '{language}'", ["language": tag]),
            hint: tr("languages are fontconfig tags such as ja, ko, zh-cn")))
      }
      language = normalized
    }
    let query = FontQuery(
      search: arguments.values["search"] ?? "", language: language, monospaceOnly: arguments.has("monospace"))
    if arguments.has("json") {
      try writeJSON(query, output: &output)
      return 0
    }
    var summaries: [FamilySummary]
    do {
      summaries = try FontSource.familySummaries(language: language)
    } catch {
      throw .failure(error.message)
    }
    if query.monospaceOnly {
      summaries = summaries.filter { $0.monospaceFaceCount > 0 }
      for index in summaries.indices { summaries[index].faceCount = summaries[index].monospaceFaceCount }
    }
    if !query.search.isEmpty {
      summaries = FamilySearchIndex(families: summaries).matches(query.search).map { summaries[$0] }
    }
    for family in summaries {
      output.line(VisibleText.escaped(family.name) + "\t" + output.dim(String(family.faceCount)))
    }
    return 0
  }

  /// Writes `{"families": [...]}` one family at a time: the library holds the fonts' patterns,
  /// and one family's faces are read, written and let go before the next.
  private static func writeJSON(_ query: FontQuery, output: inout Output) throws(CommandFailure) {
    let library: FontLibrary
    do {
      library = try FontLibrary(fresh: true, language: query.language)
    } catch {
      throw .failure(error.message)
    }
    var kept = query.monospaceOnly ? library.families.filter { $0.monospaceFaceCount > 0 } : library.families
    if !query.search.isEmpty {
      kept = FamilySearchIndex(families: kept).matches(query.search).map { kept[$0] }
    }
    let families = kept.lazy.compactMap { summary -> FontFamily? in
      guard var family = library.family(named: summary.name, detail: .full) else { return nil }
      if query.monospaceOnly { family.faces = family.faces.filter(\.isMonospace) }
      return family
    }
    FontJSON.stream(families) { output.write($0) }
    output.write("\n")
  }
}
