import Glibc

/// What puts a face in a snapshot's order (`FontSnapshot.precedes`: file, index, PostScript
/// name, style), read from the bytes a faces cache keeps, so that faces kept and faces read
/// afresh can be merged without making strings of every face.
package struct SnapshotOrderKey {
  /// The file's path.
  package var file: UnsafeBufferPointer<UInt8>
  /// The face's index in its file.
  package var index: Int
  /// The PostScript name; nil when the face has none.
  package var postScriptName: UnsafeBufferPointer<UInt8>?
  /// The style.
  package var style: UnsafeBufferPointer<UInt8>

  /// Creates a key.
  package init(
    file: UnsafeBufferPointer<UInt8>, index: Int, postScriptName: UnsafeBufferPointer<UInt8>?,
    style: UnsafeBufferPointer<UInt8>
  ) {
    self.file = file
    self.index = index
    self.postScriptName = postScriptName
    self.style = style
  }

  /// Whether `left` comes before `right`, as `FontSnapshot.precedes` decides for their faces.
  package static func precedes(_ left: SnapshotOrderKey, _ right: SnapshotOrderKey) -> Bool {
    let files = compare(left.file, right.file)
    if files != 0 { return files < 0 }
    if left.index != right.index { return left.index < right.index }
    let leftName = left.postScriptName.map(string)
    let rightName = right.postScriptName.map(string)
    if leftName != rightName { return (leftName ?? "") < (rightName ?? "") }
    return string(left.style) < string(right.style)
  }

  /// The bytes' order: negative, zero or positive, as `memcmp` says, the shorter first when one
  /// begins the other.
  private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(left.count, right.count)
    if common > 0, let first = left.baseAddress, let second = right.baseAddress {
      let order = memcmp(first, second, common)
      if order != 0 { return Int(order) }
    }
    return left.count - right.count
  }

  /// The bytes as a string (as the face's strings were written).
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
