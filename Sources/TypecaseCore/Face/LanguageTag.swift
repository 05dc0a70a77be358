/// BCP 47 language tags from the lowercase tags HarfBuzz writes ("zh-tw" → "zh-TW").
package enum LanguageTag {
  /// `tag` with BCP 47's conventional case: the language lowercase, a four-letter script
  /// titlecase, a two-letter or three-digit region uppercase, the rest lowercase.
  package static func bcp47(_ tag: String) -> String {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    return parts.enumerated().map { position, part -> String in
      guard position > 0 else { return part.lowercased() }
      // Subtags after a singleton (x-…, u-…) keep lowercase: they are extensions.
      if parts[..<position].dropFirst().contains(where: { $0.count == 1 }) { return part.lowercased() }
      if part.count == 4, part.allSatisfy(\.isLetter) {
        return part.prefix(1).uppercased() + part.dropFirst().lowercased()
      }
      if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
        return part.uppercased()
      }
      return part.lowercased()
    }.joined(separator: "-")
  }

  /// Whether `tag` is English ("en", "en-US", …).
  package static func isEnglish(_ tag: String) -> Bool {
    let lowered = tag.lowercased()
    return lowered == "en" || lowered.hasPrefix("en-")
  }
}
