import ArgumentParser
import CommandSupport
import Foundation
import PropertyList
import ShortcutModel

/// `shortcut convert INPUT --to binary|xml|json [-o OUTPUT]`
struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a shortcut between binary plist, XML plist and JSON.",
        discussion: """
            Signed (AEA1) inputs are unwrapped first. The property list is converted as it is, \
            keeping every value type and the key order of the input. JSON follows the mapping in \
            Docs/JSON.md and can be converted back. Output replaces OUTPUT atomically. A property \
            list that is not a shortcut is converted too, with a note on standard error saying so.
            """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case binary, xml, json
    }

    @Argument(help: "The input file, or - for standard input.")
    var input: String

    @Option(name: .long, help: "Output format: binary, xml or json.")
    var to: Target

    @Option(name: .shortAndLong, help: "The output file (default: standard output).")
    var output: String?

    func run() async throws {
        try await reportingFailures {
            let data = try FileIO.read(input)
            let plist: PropertyListValue
            do {
                plist = try ShortcutPropertyList.read(data)
            } catch {
                throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
            }
            do throws(ShortcutDecodingError) {
                _ = try Shortcut(propertyList: plist)
            } catch {
                let reading = ShortcutReadError(.model(error))
                if reading.isPropertyListButNotAShortcut {
                    StandardError.write("note: \(input): \(reading.message); converted as a plain property list\n")
                }
            }
            let encoded: Data
            do {
                switch to {
                case .binary: encoded = BinaryPropertyListWriter().write(plist)
                case .xml: encoded = try XMLPropertyListWriter().write(plist)
                case .json: encoded = PropertyListJSONWriter().write(plist)
                }
            } catch {
                throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
            }
            try FileIO.write(encoded, to: output)
        }
    }
}
