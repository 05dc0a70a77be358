import Foundation
import TypecaseCLI
import TypecaseCore

let environment = ProcessInfo.processInfo.environment
Localizer.current = Localizer(language: InterfaceLanguage.fromEnvironment(environment))
var output = Output(usesColor: Output.colorAllowed(environment: environment, isTerminal: isatty(1) == 1))
let hasDisplay =
  environment["DISPLAY"].map { !$0.isEmpty } == true
  || environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
let result = TypecaseCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), environment: environment, hasDisplay: hasDisplay, output: &output)
FileHandle.standardOutput.write(Data(output.standard.utf8))
FileHandle.standardError.write(Data(output.errors.utf8))
switch result {
case .exit(let status):
  exit(status)
case .openWindow:
  FileHandle.standardError.write(Data("typecase: the window is not built yet\n".utf8))
  exit(1)
}
