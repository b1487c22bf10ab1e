import Foundation
import MCP
import ShortcutCatalog

/// The server's resources: the program format (`Docs/Programs.md`, `Docs/program.schema.json`,
/// shipped as copies in the module's bundle) and the catalog's categories.
enum ServerResources {
    static let format = "shortcut://program/format"
    static let schema = "shortcut://program/schema"
    static let categories = "shortcut://catalog/categories"
    static let categoryPrefix = "shortcut://catalog/categories/"

    static func list() -> [Resource] {
        [
            Resource(
                name: "program-format", uri: format, title: "The JSON program format",
                description: "How to write a shortcut as JSON for build_shortcut (Docs/Programs.md).",
                mimeType: "text/markdown"),
            Resource(
                name: "program-schema", uri: schema, title: "The program's JSON Schema",
                description: "JSON Schema of build_shortcut's program (Docs/program.schema.json).",
                mimeType: "application/schema+json"),
            Resource(
                name: "categories", uri: categories, title: "Action categories",
                description: "The catalog's categories, each with its action count.", mimeType: "application/json"),
        ]
            + ActionCategory.allCases.map {
                Resource(
                    name: "category-\($0.rawValue)", uri: categoryPrefix + $0.rawValue,
                    title: "\($0.displayName) actions",
                    description: "Every action of the \($0.displayName) category: identifier and name.",
                    mimeType: "application/json")
            }
    }

    /// The contents of `uri`.
    ///
    /// - Throws: `MCPError.invalidParams` for a URI the server does not have, `internalError` for
    ///   a missing bundled file.
    static func read(_ uri: String, catalog: ActionCatalog) throws(MCPError) -> ReadResource.Result {
        switch uri {
        case format:
            return .init(contents: [.text(try bundled("Programs.md"), uri: uri, mimeType: "text/markdown")])
        case schema:
            return .init(
                contents: [.text(try bundled("program.schema.json"), uri: uri, mimeType: "application/schema+json")])
        case categories:
            var counts: [ActionCategory: Int] = [:]
            for definition in catalog.definitions { counts[definition.category, default: 0] += 1 }
            let rows = ActionCategory.allCases.map {
                CategoryRow(
                    name: $0.rawValue, title: $0.displayName, actions: counts[$0] ?? 0,
                    uri: categoryPrefix + $0.rawValue)
            }
            return .init(contents: [.text(json(["categories": rows]), uri: uri, mimeType: "application/json")])
        default:
            guard uri.hasPrefix(categoryPrefix),
                let category = ActionCategory(rawValue: String(uri.dropFirst(categoryPrefix.count)))
            else { throw MCPError.invalidParams("Unknown resource: \(uri)") }
            let rows = catalog.definitions.filter { $0.category == category }.map {
                ActionRow(identifier: $0.identifier, name: $0.name)
            }
            return .init(contents: [.text(json(["actions": rows]), uri: uri, mimeType: "application/json")])
        }
    }

    struct CategoryRow: Encodable {
        var name: String
        var title: String
        var actions: Int
        var uri: String
    }

    struct ActionRow: Encodable {
        var identifier: String
        var name: String
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// A file of the module's `Resources` folder, from the bundle beside the executable (symbolic
    /// links resolved; an unpacked release archive) or SwiftPM's (``ResourceBundle``).
    static func bundled(_ name: String) throws(MCPError) -> String {
        let bundle = ResourceBundle.bundle(named: "ShortcutKit_ShortcutMCP", generated: .module)
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        let direct = bundle.resourceURL?.appendingPathComponent("Resources").appendingPathComponent(name)
        guard
            let url = direct.flatMap({ FileManager.default.fileExists(atPath: $0.path) ? $0 : nil })
                ?? bundle.url(forResource: base, withExtension: ext, subdirectory: "Resources"),
            let data = try? Data(contentsOf: url)
        else { throw MCPError.internalError("the server's copy of \(name) is missing from its bundle") }
        return String(decoding: data, as: UTF8.self)
    }
}
