import FoundationEssentials
import Glibc
import TypecaseCLI
import TypecaseCore

// The command-line tool. It does not link GTK: when a window is asked for, it hands over to
// `typecase-window` (installed beside it) with the same arguments.
StandardStreams.guardClosedStreams()
let environment = ProcessEnvironment.variables()
let hasDisplay =
  environment["DISPLAY"].map { !$0.isEmpty } == true || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
if let problem = ArgumentEncoding.problem(in: ArgumentEncoding.processArguments()) {
  var output = Output()
  output.error(problem)
  exit(StandardStreams.flush(output, status: 2))
}
let arguments = Array(CommandLine.arguments.dropFirst())
if hasDisplay && WindowLauncher.isWindowRequest(arguments) {
  // Straight to the window program: it reads the same options and settings itself.
  WindowLauncher.replaceProcess(arguments: arguments)
}
let settings = SettingsContext.loadForProcess(environment: environment)
// The C library's messages (strerror's) in the interface language, as the rest.
SystemMessages.follow(language: settings.context.values.interfaceLanguage.rawValue)

var output = Output(usesColor: Output.colorAllowed(environment: environment, isTerminal: isatty(1) == 1))
output.stream = StandardStreams.streamToStandardOutput
output.byteStream = StandardStreams.bytesToStandardOutput
output.columns = Output.helpColumns(environment: environment, terminalWidth: StandardStreams.terminalWidth())
let result = TypecaseCommandLine.run(arguments, settings: settings.context, hasDisplay: hasDisplay, output: &output)

switch result {
case .exit(let status):
  output.reportSettingsProblems(settings.context.warningsStillTrue(settings.warnings))
  exit(StandardStreams.flush(output, status: status))
case .openWindow:
  WindowLauncher.replaceProcess(arguments: arguments)
case .runInRenderer:
  // The renderer finds closed streams closed, as this process did, and reports them itself.
  StandardStreams.closeTakenStreams()
  // A renderer that cannot start is an error (2), not an answer: `match --text` and `cover`
  // say 1 for characters missing, `face` for no such face.
  // In the environment this process was started in, before its messages followed the interface
  // language: the renderer draws text for the user's languages, as the user's programs do.
  ProgramHandover.replaceProcess(
    with: ProgramHandover.rendererName, arguments: arguments, environment: environment, failureStatus: 2)
}
