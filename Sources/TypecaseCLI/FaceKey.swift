import TypecaseCore

/// What tells a face's pattern from the others: its file, index, and whether it is a variable
/// font as a whole (which shares index 0 with its default instance).
struct FaceKey: Hashable {
  var location: FontLocation
  var isWhole: Bool

  init(_ facts: FaceFacts) {
    location = facts.location
    isWhole = facts.isVariable
  }

  init(_ face: FontFace) {
    location = face.location
    if case .variableFont = face.variation { isWhole = true } else { isWhole = false }
  }
}
