import Foundation
import TypecaseCore

// Times FontLibrary.listedFace(at:namesWholeFile:) for files given on the command line.
let library = try FontLibrary(fresh: true)
print("families:", library.families.count)
for path in CommandLine.arguments.dropFirst() {
  for round in 0..<3 {
    let start = ContinuousClock.now
    let face = library.listedFace(at: FontLocation(file: path, index: 0), namesWholeFile: true)
    let elapsed = ContinuousClock.now - start
    print(round, path, face?.postScriptName ?? "nil", elapsed)
  }
}
for path in CommandLine.arguments.dropFirst() {
  let start = ContinuousClock.now
  let families = library.families(inFile: path)
  let middle = ContinuousClock.now
  let query = FontFace.query(FontLocation(file: path, index: 0))
  let third = ContinuousClock.now
  let family = library.family(named: query?.family ?? "")
  let end = ContinuousClock.now
  print("families(inFile:)", families, middle - start, "query", third - middle, "family(named:)", family?.faces.count ?? -1, end - third)
}
