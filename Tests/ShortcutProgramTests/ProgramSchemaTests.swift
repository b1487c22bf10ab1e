import Foundation
import PropertyList
import ShortcutCatalog
import ShortcutModel
import ShortcutProgram
import TestSupport
import Testing

/// `Docs/program.schema.json` and the reader agree: the examples and every decompiled corpus
/// program validate, the reader's allowed keys are the schema's, and what the schema refuses the
/// reader refuses too. A small validator for the keywords the schema uses (any other keyword
/// fails the test, so the schema cannot grow past what is checked).
@Suite struct ProgramSchemaTests {
    static let schema: PropertyListValue = {
        let url = Corpus.packageRoot.appendingPathComponent("Docs/program.schema.json")
        return try! PropertyListJSONReader().read(try! Data(contentsOf: url))
    }()

    func validate(_ text: String) throws -> [String] {
        var problems: [String] = []
        SchemaValidator(root: Self.schema).check(
            try PropertyListJSONReader().read(Data(text.utf8)), against: Self.schema, at: "", into: &problems)
        return problems
    }

    @Test func theExamplesValidate() throws {
        for name in ["tip.json", "blocks.json"] {
            let text = try String(
                contentsOf: ProgramReaderTests.regressions.appendingPathComponent(name), encoding: .utf8)
            #expect(try validate(text) == [], "\(name)")
            _ = try ShortcutProgram(json: Data(text.utf8))
        }
    }

    @Test func everyDecompiledCorpusProgramValidates() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let decompiler = ProgramDecompiler(catalog: try ActionCatalog.bundled())
        var checked = 0
        for entry in try Corpus.entries(kinds: ["binary", "xml", "signed"]) {
            let program = decompiler.program(for: try ShortcutDocument(data: try entry.data()).shortcut)
            let problems = try validate(String(decoding: program.jsonData(), as: UTF8.self))
            #expect(problems.isEmpty, "\(entry.file): \(problems.prefix(3))")
            checked += 1
        }
        #expect(checked == 486)
    }

    @Test func theReadersKeysAreTheSchemas() throws {
        let samples: [(String, String)] = [
            (#"{"actions": [], "zzz": 1}"#, "/properties"),
            (#"{"actions": [{"action": "a", "zzz": 1}]}"#, "/$defs/action/properties"),
            (#"{"actions": [{"if": "{{a}}", "is": "is", "then": [], "zzz": 1}]}"#, "/$defs/if/properties"),
            (#"{"actions": [{"repeat": 1, "do": [], "zzz": 1}]}"#, "/$defs/repeat/properties"),
            (#"{"actions": [{"for each": "{{a}}", "do": [], "zzz": 1}]}"#, "/$defs/forEach/properties"),
            (#"{"actions": [{"menu": "m", "cases": [], "zzz": 1}]}"#, "/$defs/menu/properties"),
        ]
        for (text, pointer) in samples {
            var allowed: [String] = []
            do {
                _ = try ShortcutProgram(json: Data(text.utf8))
            } catch {
                guard case .unknownKey("zzz", let keys) = error.reason else { return #expect(Bool(false), "\(error)") }
                allowed = keys
            }
            let properties = try #require(SchemaValidator(root: Self.schema).resolve(pointer)?.dictionary)
            #expect(Set(allowed) == Set(properties.keys), "\(pointer)")
            #expect(try !validate(text).isEmpty, "the schema refuses \(text)")
        }
    }

    @Test func whatTheSchemaRefusesTheReaderRefuses() throws {
        let refused = [
            #"{"name": "x"}"#,
            #"{"actions": [{"if": "{{a}}", "is": "is", "value": 1}]}"#,
            #"{"actions": [{"repeat": 2}]}"#,
            #"{"actions": [{"menu": "m", "cases": [{"title": "A"}]}]}"#,
            #"{"actions": [{"action": "a", "uuid": true}]}"#,
            #"{"actions": [{"action": 1}]}"#,
            #"{"actions": [{"say": "x"}]}"#,
            #"{"actions": [], "color": "mauve"}"#,
            #"{"actions": [], "glyph": 1.5}"#,
        ]
        for text in refused {
            #expect(try !validate(text).isEmpty, "schema accepts \(text)")
            #expect(throws: ProgramError.self, "reader accepts \(text)") { try ShortcutProgram(json: Data(text.utf8)) }
        }
    }
}

/// The subset of JSON Schema 2020-12 that `Docs/program.schema.json` uses.
struct SchemaValidator {
    let root: PropertyListValue
    static let known: Set<String> = [
        "$schema", "$id", "title", "description", "type", "enum", "pattern", "required", "additionalProperties",
        "properties", "items", "minItems", "maxItems", "oneOf", "$ref", "$defs",
    ]

    func resolve(_ pointer: String) -> PropertyListValue? {
        var node: PropertyListValue? = root
        for part in pointer.split(separator: "/") where part != "#" { node = node?[String(part)] }
        return node
    }

    func check(
        _ value: PropertyListValue, against schema: PropertyListValue, at path: String, into problems: inout [String]
    ) {
        guard case .dictionary(let rules) = schema else { return problems.append("\(path): schema is not an object") }
        for key in rules.keys where !Self.known.contains(key) { problems.append("schema keyword \(key) unchecked") }
        if let reference = rules["$ref"]?.string {
            guard let target = resolve(reference) else { return problems.append("\(path): no \(reference)") }
            check(value, against: target, at: path, into: &problems)
        }
        if let type = rules["type"]?.string, !Self.has(value, type: type) {
            problems.append("\(path): not \(type)")
            return
        }
        if let options = rules["enum"]?.array, !options.contains(value) { problems.append("\(path): not in enum") }
        if let pattern = rules["pattern"]?.string, let text = value.string,
            (try? Regex(pattern).wholeMatch(in: text)) == nil
        {
            problems.append("\(path): does not match \(pattern)")
        }
        if let choices = rules["oneOf"]?.array {
            let matching = choices.filter { choice in
                var inner: [String] = []
                check(value, against: choice, at: path, into: &inner)
                return inner.isEmpty
            }
            if matching.count != 1 { problems.append("\(path): matches \(matching.count) of oneOf") }
        }
        if case .dictionary(let fields) = value {
            for case .string(let key) in rules["required"]?.array ?? [] where fields[key] == nil {
                problems.append("\(path): missing \(key)")
            }
            let properties = rules["properties"]?.dictionary ?? [:]
            for (key, item) in fields {
                if let rule = properties[key] {
                    check(item, against: rule, at: "\(path).\(key)", into: &problems)
                } else if rules["additionalProperties"] == .boolean(false) {
                    problems.append("\(path): unknown \(key)")
                }
            }
        }
        if case .array(let items) = value {
            if let minimum = rules["minItems"]?.int, items.count < minimum { problems.append("\(path): too few items") }
            if let maximum = rules["maxItems"]?.int, items.count > maximum {
                problems.append("\(path): too many items")
            }
            if let rule = rules["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: rule, at: "\(path)[\(index)]", into: &problems)
                }
            }
        }
    }

    static func has(_ value: PropertyListValue, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("integer", .integer), ("number", .integer), ("number", .real),
            ("boolean", .boolean), ("array", .array), ("object", .dictionary):
            true
        default: false
        }
    }
}
