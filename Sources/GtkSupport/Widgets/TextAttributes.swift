import CAdwaita

/// Pango attributes over the whole of a label's text, one of each kind: the font, OpenType
/// features, whether characters the font lacks are drawn by other fonts.
///
/// Setting one kind replaces the attribute of that kind and keeps the others, so a font, its
/// features and the fallback switch can each change on their own.
enum TextAttributes {
  /// Puts `attribute` (taken over) on all of `label`'s text, replacing the attribute of its kind.
  static func set(_ attribute: UnsafeMutablePointer<PangoAttribute>?, on label: OpaquePointer) {
    guard let attribute else { return }
    replace(attribute.pointee.klass.pointee.type, with: attribute, on: label)
  }

  /// Removes the attribute of kind `type` from `label`.
  static func remove(_ type: PangoAttrType, from label: OpaquePointer) {
    replace(type, with: nil, on: label)
  }

  /// The attribute of kind `type` on the start of `label`'s text (owned by the label), or nil.
  static func attribute(_ type: PangoAttrType, on label: OpaquePointer) -> UnsafeMutablePointer<PangoAttribute>? {
    guard let list = gtk_label_get_attributes(label), let iterator = pango_attr_list_get_iterator(list) else {
      return nil
    }
    defer { pango_attr_iterator_destroy(iterator) }
    return pango_attr_iterator_get(iterator, type)
  }

  /// Marks the UTF-8 byte ranges `ranges` of `label`'s text as lacking (a wavy underline and
  /// text in `color`, as a text view's marks), replacing earlier marks.
  static func setMarks(_ ranges: [Range<Int>], color: TextColor, on label: OpaquePointer) {
    replace(PANGO_ATTR_UNDERLINE, with: nil, on: label)
    replace(PANGO_ATTR_FOREGROUND, with: nil, on: label)
    guard !ranges.isEmpty,
      let list = gtk_label_get_attributes(label).flatMap(pango_attr_list_copy) ?? pango_attr_list_new()
    else { return }
    defer { pango_attr_list_unref(list) }
    for range in ranges {
      for attribute in [
        pango_attr_underline_new(PANGO_UNDERLINE_ERROR), pango_attr_foreground_new(color.red, color.green, color.blue),
      ] {
        guard let attribute else { continue }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
      }
    }
    gtk_label_set_attributes(label, list)
  }

  /// Gives `label` a copy of its attributes without those of kind `type`, plus `attribute`.
  private static func replace(
    _ type: PangoAttrType, with attribute: UnsafeMutablePointer<PangoAttribute>?, on label: OpaquePointer
  ) {
    guard let list = gtk_label_get_attributes(label).flatMap(pango_attr_list_copy) ?? pango_attr_list_new() else {
      if let attribute { pango_attribute_destroy(attribute) }
      return
    }
    defer { pango_attr_list_unref(list) }
    var kind = type
    let removed = withUnsafeMutablePointer(to: &kind) { kind in
      pango_attr_list_filter(
        list,
        { attribute, kind in
          guard let attribute, let kind else { return 0 }
          return attribute.pointee.klass.pointee.type == kind.load(as: PangoAttrType.self) ? 1 : 0
        }, kind)
    }
    if let removed { pango_attr_list_unref(removed) }
    if let attribute { pango_attr_list_insert(list, attribute) }
    // A label with no attributes left gets none at all, as a new label has.
    gtk_label_set_attributes(label, isEmpty(list) ? nil : list)
  }

  /// Whether `list` holds no attribute.
  private static func isEmpty(_ list: OpaquePointer) -> Bool {
    guard let attributes = pango_attr_list_get_attributes(list) else { return true }
    g_slist_free_full(attributes) { attribute in
      attribute.map { pango_attribute_destroy($0.assumingMemoryBound(to: PangoAttribute.self)) }
    }
    return false
  }

  /// OpenType features as Pango (and CSS's font-feature-settings) write them: "liga=0,smcp=1",
  /// in order of their tags.
  static func featuresText(_ features: [String: Int]) -> String {
    features.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }

  /// The features written as `text` ("liga=0,smcp=1"; a tag alone is on, "-liga" off).
  static func features(from text: String) -> [String: Int] {
    var features: [String: Int] = [:]
    for item in text.split(separator: ",") {
      let parts = item.split(separator: "=", maxSplits: 1).map { String($0.filter { !$0.isWhitespace }) }
      guard let tag = parts.first, !tag.isEmpty else { continue }
      if parts.count == 2 {
        if let value = Int(parts[1]) { features[tag] = value }
      } else if tag.hasPrefix("-") {
        features[String(tag.dropFirst())] = 0
      } else {
        features[tag.hasPrefix("+") ? String(tag.dropFirst()) : tag] = 1
      }
    }
    return features
  }
}
