import ArgumentParser
import CommandSupport
import Foundation
import IntentMigration

/// `shortcut intents migrate FILE [-o DIR]`
///
/// Exit status: 0 when the files were written, 65 when the file is not an intent definition,
/// 66 when it cannot be read, 73 when the folder or a file cannot be written.
struct IntentsMigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Write App Intents Swift source for a SiriKit intent definition.",
        discussion: """
            Writes one file per intent (<Name>AppIntent.swift, a CustomIntentMigratedAppIntent \
            whose intentClassName keeps existing shortcuts working), one per enum \
            (<Class>AppEnum.swift) and one per custom type (<Class>AppEntity.swift), like \
            Xcode's "Convert to App Intent…". What App Intents cannot express is a // TODO: \
            comment naming the definition key. Without -o, the files are printed one after \
            another on standard output. See Docs/IntentDefinitions.md.
            """)

    @Argument(help: "The .intentdefinition file (XML or binary plist), or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into (created if missing).")
    var output: String?

    func run() async throws {
        try await reportingFailures {
            let definition = try readIntentDefinition(input)
            let name = input == "-" ? nil : URL(fileURLWithPath: input).lastPathComponent
            let files = AppIntentsMigrator(sourceName: name).files(for: definition)
            guard let output else {
                let text = files.map { "// ===== \($0.name)\n\($0.contents)" }.joined(separator: "\n")
                try FileIO.write(Data(text.utf8), to: nil)
                return
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(
                    file: output, message: "cannot create the folder", exitCode: ExitStatus.cannotCreate)
            }
            for file in files {
                try FileIO.write(
                    Data(file.contents.utf8), to: URL(fileURLWithPath: output).appendingPathComponent(file.name).path)
            }
            StandardError.write("wrote \(files.count) file(s) to \(output)\n")
        }
    }
}
