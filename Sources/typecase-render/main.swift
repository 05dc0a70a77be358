import FoundationEssentials
import Glibc
import TypecaseCLI
import TypecaseCore
import TypecaseRendering

// The commands that draw text (match --text, specimen): `typecase` starts this program with
// the same arguments, so that plain commands never load Pango and cairo.
StandardStreams.guardClosedStreams()
let environment = ProcessInfo.processInfo.environment
let settings = SettingsContext.loadForProcess(environment: environment)
var output = Output(usesColor: Output.colorAllowed(environment: environment, isTerminal: isatty(1) == 1))
output.stream = StandardStreams.streamToStandardOutput
let result = TypecaseCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), settings: settings.context, hasDisplay: false,
  drawing: PangoTextDrawing(), output: &output)
guard case .exit(let status) = result else { exit(StandardStreams.flush(output, status: 2)) }
for warning in settings.warnings { output.error(warning) }
exit(StandardStreams.flush(output, status: status))
