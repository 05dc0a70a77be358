import Foundation
import TypecaseCore

#if canImport(Glibc)
  import Glibc
#endif

/// A settings directory of the harness's own, in memory when /dev/shm exists.
let directory: URL = {
  let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  let url = URL(fileURLWithPath: base).appendingPathComponent("typecase-fuzz-settings-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// libFuzzer's entry: the settings store on an arbitrary settings file.
///
/// Loading must never crash and only keep values the schema allows; a value set afterwards must
/// be read back, whatever the file held before.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Data(UnsafeRawBufferPointer(start: $0, count: count)) } ?? Data()
  for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
    unlink(directory.appendingPathComponent(name).path)
  }
  let store = SettingsStore(directory: directory, environment: ["LANG": "en_US.UTF-8"])
  guard (try? bytes.write(to: store.fileURL)) != nil else { return 0 }
  let load = store.load()
  for (key, value) in load.values.stored {
    guard let setting = store.schema.setting(key), setting.allows(value) else {
      fatalError("kept a value the schema does not allow: \(key) = \(value.debugDescription)")
    }
  }
  guard let written = try? store.set(TypecaseSettings.Key.temperatureUnit, to: "fahrenheit"),
    written.values.stored[TypecaseSettings.Key.temperatureUnit] == "fahrenheit",
    store.load().values.stored[TypecaseSettings.Key.temperatureUnit] == "fahrenheit"
  else {
    fatalError("a value set over this file was not read back")
  }
  return 0
}
