import TypecaseCore

/// The plain output of `typecase face NAME`: a line per thing the font says, then its lists.
///
/// One `key: value` line per thing (keys and order as in the JSON, see `FaceJSON`), then the
/// lists, indented under their key:
///
///     postscriptName: Inter-Bold
///     …
///     axes:
///       wght Weight 100–900 (default 400)
///
/// An empty list is left out. Control characters in names and texts are shown escaped (`\n`,
/// `\x1b`), so each value stays on its line.
enum FacePlainText {
  /// The lines (without newlines) for `details`, with `listed`'s weight, width, slant and
  /// spacing (fontconfig's); `languageName` names a fontconfig language tag in `localizer`'s
  /// language.
  static func lines(
    _ details: FaceDetails, listed: FontFace? = nil, blocks: [BlockCoverage], languageName: (String) -> String,
    localizer: Localizer
  ) -> [String] {
    var lines: [String] = []
    func add(_ key: String, _ value: String?) {
      guard let value else { return }
      lines.append(key + ": " + VisibleText.escaped(value))
    }
    add("postscriptName", details.postScriptName)
    add("fontconfigPostscriptName", listed?.fontconfigPostScriptName)
    add("nameTablePostscriptName", details.nameTablePostScriptName)
    add("fullName", details.fullName)
    add("family", details.family.isEmpty ? nil : details.family)
    add("style", details.style.isEmpty ? nil : details.style)
    add("legacyFamily", details.legacyFamily)
    add("legacyStyle", details.legacyStyle)
    if let listed {
      let traits = listed.traits
      add("weight", "\(traits.weight) (\(traits.weightName))")
      add("width", "\(traits.width) (\(traits.widthName))")
      add("slant", "\(traits.slant) (\(traits.slantName))")
      // As the Monospace filter takes it (Noto Sans Mono was "false" here, listed there), and
      // what fontconfig's spacing alone says (the JSON's value).
      add(
        "monospace",
        listed.isMonospace
          ? "true" : listed.isMonospacedByItsName ? "true (fontconfig's spacing: proportional)" : "false")
    }
    add("file", details.location.file)
    add("index", String(details.location.index))
    add("format", details.format)
    add("container", DrawableFormat.webFontFormat(reading: details.location.file))
    add("version", details.version)
    add("fontRevision", details.fontRevision)
    add("designer", details.designer)
    add("designerURL", details.designerURL)
    add("manufacturer", details.manufacturer)
    add("vendorURL", details.vendorURL)
    add("vendorID", details.vendorID)
    add("copyright", details.copyright)
    add("trademark", details.trademark)
    add("license", details.license)
    add("licenseURL", details.licenseURL)
    add("description", details.description)
    add("unitsPerEm", details.unitsPerEm.map { String($0) })
    add("ascender", details.metrics.map { String($0.ascender) })
    add("descender", details.metrics.map { String($0.descender) })
    add("lineGap", details.metrics.map { String($0.lineGap) })
    add("xHeight", details.metrics?.xHeight.map { String($0) })
    add("capHeight", details.metrics?.capHeight.map { String($0) })
    add(
      "designSize",
      details.designSize.map { size in
        [size.points, size.smallest, size.largest].compactMap { $0 }.map { FaceJSON.number($0) }.joined(separator: " ")
      })
    add("bitmapSizes", details.bitmapSizes.isEmpty ? nil : details.bitmapSizes.map(String.init).joined(separator: ", "))
    add("glyphCount", details.glyphCount.map { String($0) })
    add("characterCount", String(details.characterCount))
    add("colorFormat", details.colorFormat?.rawValue)
    add(
      "verticalMetrics",
      details.verticalMetricsTables.isEmpty ? nil : details.verticalMetricsTables.joined(separator: ", "))
    add("mathTable", details.hasMathTable ? "true" : nil)
    add("variable", FaceJSON.isWholeVariableFont(details, listed: listed) ? "true" : "false")
    add(
      "coordinates",
      listed?.variation?.instanceCoordinates.map { coordinates in
        coordinates.map { $0.tag + "=" + DecimalText.string($0.value, maximumDecimals: 4) }.joined(separator: ", ")
      })
    add("fsType", details.fsTypeText)
    add("embedding", details.embedding?.rawValue)
    add(
      "embeddingLimits",
      details.embeddingLimits.isEmpty ? nil : details.embeddingLimits.map(\.rawValue).joined(separator: ", "))

    func list<Element>(_ key: String, _ elements: [Element], _ line: (Element) -> String) {
      guard !elements.isEmpty else { return }
      lines.append(key + ":")
      lines += elements.map { "  " + line($0) }
    }
    for (key, names) in [("otherNames", details.otherNames), ("otherFullNames", details.otherFullNames)] {
      list(key, names) { name in
        VisibleText.escaped(name.name) + (name.language.map { " (" + VisibleText.escaped($0) + ")" } ?? "")
      }
    }
    list("axes", details.axes) { axis in
      let values = [
        "tag": VisibleText.escaped(axis.tag), "name": VisibleText.escaped(axis.name),
        "minimum": FaceJSON.number(axis.minimum), "maximum": FaceJSON.number(axis.maximum),
        "default": FaceJSON.number(axis.defaultValue),
      ]
      // An axis the font asks applications not to offer (fvar's HIDDEN_AXIS) says so: the
      // window gives it no slider.
      return axis.isHidden
        ? localizer.tr("{tag} {name} {minimum}–{maximum} (default {default}, hidden)", values)
        : localizer.tr("{tag} {name} {minimum}–{maximum} (default {default})", values)
    }
    list("namedInstances", details.namedInstances) { instance in
      var text = VisibleText.escaped(instance.name)
      if let postScriptName = instance.postScriptName { text += " (" + VisibleText.escaped(postScriptName) + ")" }
      for coordinate in instance.coordinates {
        text += " " + VisibleText.escaped(coordinate.tag) + "=" + FaceJSON.number(coordinate.value)
      }
      return text
    }
    // Numbered from 0, as CPAL and CSS's font-palette (override-colors, base-palette) count them.
    list("palettes", Array(details.palettes.enumerated())) { position, palette in
      var text = String(position) + (palette.name.map { " " + VisibleText.escaped($0) } ?? "")
      if !palette.backgrounds.isEmpty {
        text += " (" + palette.backgrounds.map { $0 + " backgrounds" }.joined(separator: ", ") + ")"
      }
      return text
    }
    list("features", details.features) { feature in
      VisibleText.escaped(feature.tag) + " " + VisibleText.escaped(feature.name) + " (" + feature.table
        + (feature.alternatesToChoose > 0 ? ", \(feature.alternatesToChoose) alternates" : "")
        + (feature.isMathScriptOnly ? ", math script only" : "") + ")"
    }
    list("scripts", details.scripts) { script in
      VisibleText.escaped(script.tag)
        + (script.languages.isEmpty ? "" : " " + script.languages.map(VisibleText.escaped).joined(separator: " "))
    }
    list("languages", details.languages) { code in
      VisibleText.escaped(code) + " " + VisibleText.escaped(languageName(code))
    }
    list("blocks", blocks) { block in
      codePoint(block.first) + "–" + codePoint(block.last) + " " + block.name + ": \(block.covered)/\(block.size)"
    }
    return lines
  }

  /// "U+0041", "U+1F600".
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
