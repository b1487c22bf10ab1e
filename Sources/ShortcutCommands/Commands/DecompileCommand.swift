import ArgumentParser
import CommandSupport
import Foundation
import ShortcutDecompiler
import ShortcutModel
import ShortcutProgram
import SwiftSource

/// `shortcut decompile FILE [-o OUT.swift|-] [--main] [--name IDENT] [--format swift|program]`
struct DecompileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Write Swift source that rebuilds a shortcut with the ShortcutAuthoring DSL.",
        discussion: """
            Any shortcut decompiles: binary, XML, signed, Workflow 1.x, unknown actions and value \
            shapes (written in the generic and raw forms). Without --main the source declares one \
            package function returning the Shortcut; with --main it is a main.swift that writes the \
            rebuilt shortcut (binary plist) to the path in its first argument, or to stdout. \
            --format program writes the JSON program form instead (Docs/Programs.md), which \
            `shortcut build` turns back into the shortcut. Output replaces OUT atomically.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case swift, program
    }

    @Argument(help: "The shortcut file, or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The Swift file to write (default or -: standard output).")
    var output: String?

    @Flag(name: .long, help: "Write a complete main.swift of an executable instead of a function.")
    var main = false

    @Option(name: .long, help: "The function's name (default: derived from the file name).")
    var name: String?

    @Option(name: .long, help: "What to write: swift (the DSL, default) or program (JSON).")
    var format: Format = .swift

    func run() async throws {
        try await reportingFailures {
            let document = try FileIO.readDocument(input)
            if format == .program {
                let program = ProgramDecompiler(catalog: try BundledCatalog.load()).program(for: document.shortcut)
                try FileIO.write(program.jsonData(), to: output)
                return
            }
            let functionName =
                name ?? SwiftIdentifier.make(from: Shortcut.name(ofFile: input) ?? "shortcut", fallback: "shortcut")
            let source = ShortcutDecompiler().decompile(
                document.shortcut, functionName: functionName, form: main ? .main : .function,
                origin: input == "-" ? nil : URL(fileURLWithPath: input).lastPathComponent)
            try FileIO.write(Data(source.text.utf8), to: output)
        }
    }

    func validate() throws {
        if format == .program, main || name != nil {
            throw ValidationError("--main and --name apply to --format swift only")
        }
        if let name, !SwiftIdentifier.isValid(name) {
            throw ValidationError("--name must be a Swift identifier, got '\(name)'")
        }
    }
}
