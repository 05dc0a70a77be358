import FoundationEssentials
import Glibc
import MappedFileGuard
import TypecaseCLI
import TypecaseCore
import TypecaseGTK
import TypecaseUI

// The window half of `typecase`: the command-line tool starts this program (with the same
// arguments) only when a window is asked for, so plain commands never load GTK.
StandardStreams.guardClosedStreams()
// A font file replaced in place while drawn (`cp` over it) ended the window with SIGBUS.
typecase_guard_mapped_files()
// `typecase --version` asks this program, which links them, for the toolkit's versions.
if CommandLine.arguments.dropFirst() == ["--versions"] {
  print(ToolkitVersionReport.lines)
  exit(0)
}
let environment = ProcessEnvironment.variables()
let settings = SettingsContext.loadForProcess(environment: environment)
// The interface language's messages, character type and Han forms before fontconfig is first
// asked anything (it keeps the languages it read then: see `SystemMessages.follow`).
SystemMessages.follow(language: settings.context.values.interfaceLanguage.rawValue)

var output = Output()
let result = TypecaseCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), settings: settings.context, hasDisplay: true, output: &output)
guard case .openWindow(let request) = result else {
  if case .exit(let status) = result { exit(StandardStreams.flush(output, status: status)) }
  exit(2)
}
_ = StandardStreams.flush(output, status: 0)
let routes: [Route]
do {
  routes = try PagePath.routes(for: request.page)
} catch {
  // TypecaseCommandLine has checked the path already; this is a usage error all the same.
  StandardError.write("typecase: " + settings.context.localizer(error.message) + "\n")
  exit(2)
}
let app = TypecaseApp(
  options: TypecaseApp.Options(
    routes: routes, screenshotPath: request.screenshotPath, reportsStartup: request.reportsStartup,
    page: request.isPageGiven ? request.page : nil, filters: request.filters, search: request.search,
    refusal: request.refusal),
  settings: settings.context.values, store: settings.context.store)
app.notifyOfSettingsFile(settings.warnings)
let status = app.run()
// The window is gone: end now. Exit handlers (the GL driver's, GLib's) and a font load still
// running in the background would keep a process with no window alive for another second.
fflush(nil)
_exit(status)
