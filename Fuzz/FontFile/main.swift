import Foundation

@testable import TypecaseCore

#if canImport(Glibc)
  import Glibc
#endif

/// The font file the harness writes each input to, in memory when /dev/shm exists.
let path: String = {
  let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  return base + "/typecase-fuzz-font-\(getpid()).ttf"
}()

/// libFuzzer's entry: Typecase's own readers of font tables (character maps, names, fvar, OS/2,
/// GSUB's alternates, the table directory's extent) on an arbitrary file.
///
/// None may crash or trap on what a file says: a character map group starting at glyph
/// 0xFFFFFFFF overflowed and stopped the window at every start once such a font was installed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
  _ = SfntExtent.firstOverrun(in: bytes, member: nil)
  _ = SfntExtent.firstOverrun(in: bytes, member: 1)
  _ = CheckedFontFile.truncation(ofFileAt: path)
  let file = MappedFile(copying: bytes)
  for index in 0..<2 {
    let face = SfntFace(file: file, faceIndex: index)
    withExtendedLifetime(face) {
      if let map = CharacterMapTable(face) {
        for character: UInt32 in [0, 0x20, 0x41, 0x61, 0x7E, 0xFFFF, 0x1_0000, 0x10_FFFF, 0xFFFF_FFFF] {
          _ = map.glyph(character)
        }
      }
      let names = NameTable(face)
      for id: UInt32 in [1, 2, 4, 6, 16, 17, 0xFFFF] {
        _ = names.english(id)
        _ = NameTable.languagesInTableOrder(of: id, table: bytes)
      }
      _ = FvarTable(face)
      if let gsub = face.table("GSUB") { _ = AlternateSubstitutions.maximumAlternates(inGSUB: gsub) }
    }
    let location = FontLocation(file: path, index: index)
    _ = MonospacedFace.namesItselfMonospaced(family: "Fuzz Mono", location: location)
    _ = GenericFamily.declared(in: location)
    _ = FontVariations.read(file: path, faceIndex: index)
    _ = ItalicSelectionBit.read(file: path, faceIndex: index)
    _ = RestrictedLicenseBit.isSet(file: path, faceIndex: index)
  }
  return 0
}
