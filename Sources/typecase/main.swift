import Foundation
import TypecaseCLI
import TypecaseCore
import TypecaseGTK
import TypecaseUI

let environment = ProcessInfo.processInfo.environment
let store = SettingsStore(directory: SettingsStore.defaultDirectory(environment: environment), environment: environment)
let settings = store.load()
Localizer.current = Localizer(language: settings.values.interfaceLanguage)

var output = Output(usesColor: Output.colorAllowed(environment: environment, isTerminal: isatty(1) == 1))
for warning in settings.warnings { output.error(warning) }
let hasDisplay =
  environment["DISPLAY"].map { !$0.isEmpty } == true || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
let result = TypecaseCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), settings: SettingsContext(store: store, values: settings.values),
  hasDisplay: hasDisplay, output: &output)
FileHandle.standardOutput.write(Data(output.standard.utf8))
FileHandle.standardError.write(Data(output.errors.utf8))

switch result {
case .exit(let status):
  exit(status)
case .openWindow(let request):
  let routes: [Route]
  do {
    routes = try PagePath.routes(for: request.page)
  } catch {
    FileHandle.standardError.write(Data(("typecase: " + error.description + "\n").utf8))
    exit(1)
  }
  let app = TypecaseApp(
    options: TypecaseApp.Options(
      routes: routes, screenshotPath: request.screenshotPath, reportsStartup: request.reportsStartup),
    settings: settings.values, store: store)
  for warning in settings.warnings { app.notify(warning, alreadyPrinted: true) }
  exit(app.run())
}
