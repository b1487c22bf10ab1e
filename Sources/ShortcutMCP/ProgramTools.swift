import Foundation
import MCP
import ShortcutModel
import ShortcutProgram

/// `build_shortcut` and `decompile_shortcut`: the JSON program form (`Docs/Programs.md`) in and out.
extension ShortcutToolbox {
    struct BuildResult: Encodable {
        /// The written file, relative to the root.
        var path: String
        var check: CheckResult
        /// The builder's warnings (`actions[3].params: unknown key 'WFTxt'`), by step path.
        var warnings: [String]
    }

    enum DecompileChoice: String, CaseIterable {
        case program, swift
    }

    func buildShortcut(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "build_shortcut", values: values, accepted: ["program", "path"])
        let text: Data
        switch arguments.raw("program") {
        case nil: throw arguments.failure(.missingArgument, "program")
        case .string(let json)?: text = Data(json.utf8)
        case let object? where object.objectValue != nil: text = Self.sortedJSON(object)
        default: throw arguments.failure(.wrongType(expected: "a JSON object (or its text)"), "program")
        }
        _ = try arguments.string("path")
        let built = try build(text, arguments)
        let data: Data
        do {
            data = try built.shortcut.encoded(as: .binary)
        } catch {
            throw arguments.failure(.build("cannot encode the shortcut: \(error)"), "program")
        }
        let url = try write(data, arguments, "path")
        return ToolOutput.result(
            BuildResult(
                path: sandbox.relative(url), check: CheckResult(built.check),
                warnings: built.warnings.map(\.description)))
    }

    /// The program in `text`, built; errors name the step (`program: actions[2].then[0]: …`).
    func build(_ text: Data, _ arguments: ToolArguments) throws(MCPToolError) -> ProgramBuild {
        do {
            return try ProgramBuilder(catalog: catalog).build(try ShortcutProgram(json: text))
        } catch {
            throw arguments.failure(.build(error.description), "program")
        }
    }

    func decompileShortcut(_ values: [String: Value]?) throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "decompile_shortcut", values: values, accepted: ["path", "format"])
        let format = try arguments.optionalChoice("format", DecompileChoice.self) ?? .program
        let (document, url, _) = try readShortcut(arguments, "path")
        switch format {
        case .program:
            // The program's own writer keeps its key order in the text block.
            let program = ProgramDecompiler(catalog: catalog).program(for: document.shortcut).jsonData()
            var json = Data(#"{"format":"program","program":"#.utf8)
            json.append(program)
            json.append(Data("}".utf8))
            return ToolOutput.result(json: json)
        case .swift:
            struct Source: Encodable {
                var format: String
                var source: String
            }
            return ToolOutput.result(Source(format: "swift", source: swiftSource(of: document.shortcut, url: url)))
        }
    }

    /// JSON text of an argument object, keys sorted (the same object always gives the same file).
    static func sortedJSON(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}
