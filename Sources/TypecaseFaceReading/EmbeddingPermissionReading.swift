import TypecaseCore

extension EmbeddingPermission {
  /// The permission OS/2 `fsType` grants.
  ///
  /// Bits 1 (restricted), 2 (preview & print) and 3 (editable) should be exclusive; when a font
  /// sets several, the OpenType spec says the least restrictive applies (editable, then preview
  /// & print, then restricted). None of them set is installable embedding. The other bits (no
  /// subsetting, bitmap only) do not change it: they are `EmbeddingLimit`s.
  init(fsType: UInt16) {
    if fsType & 0x0008 != 0 {
      self = .editable
    } else if fsType & 0x0004 != 0 {
      self = .previewAndPrint
    } else if fsType & 0x0002 != 0 {
      self = .restricted
    } else {
      self = .installable
    }
  }
}
