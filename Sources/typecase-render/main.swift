import FoundationEssentials
import Glibc
import TypecaseCLI
import TypecaseCore
import TypecaseFaceReading
import TypecaseRendering

// The commands that draw text (match --text, specimen) or read a face in full (face):
// `typecase` starts this program with the same arguments, so that plain commands never load
// Pango, cairo and HarfBuzz.
StandardStreams.guardClosedStreams()
let environment = ProcessEnvironment.variables()
// Text is drawn for the user's languages, as the user's programs draw it; kept before the
// messages follow the interface language, which changes the locale's variables.
let drawingLocale = DrawingLanguage.keepUsers(environment)
let settings = SettingsContext.loadForProcess(environment: environment)
// The C library's messages (strerror's) in the interface language, as the rest.
SystemMessages.follow(language: settings.context.values.interfaceLanguage.rawValue)
// Said by the commands themselves (a face whose file cannot be read), not in GLib's words.
PangoTextDrawing.leaveWarningsUnwritten()
var output = Output(usesColor: Output.colorAllowed(environment: environment, isTerminal: isatty(1) == 1))
output.stream = StandardStreams.streamToStandardOutput
let result = TypecaseCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), settings: settings.context, hasDisplay: false,
  drawing: PangoTextDrawing(locale: drawingLocale), readFace: FaceReader.reader, output: &output)
guard case .exit(let status) = result else { exit(StandardStreams.flush(output, status: 2)) }
output.reportSettingsProblems(settings.warnings)
exit(StandardStreams.flush(output, status: status))
