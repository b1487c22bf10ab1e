import Foundation
import PropertyList
import ShortcutAuthoringCore

/// A shortcut written as JSON: its name, icon, input types and steps — actions by identifier
/// with their parameters by stored key, and blocks (If, Repeat, Repeat with Each, Choose from
/// Menu) nested as JSON. `Docs/Programs.md` is the format's reference and
/// `Docs/program.schema.json` its JSON Schema.
///
/// ```swift
/// let program = try ShortcutProgram(json: Data(#"{"name": "Hi", "actions": [{"action": "showresult", "params": {"Text": "Hi"}}]}"#.utf8))
/// let built = try ProgramBuilder(catalog: try .bundled()).build(program)
/// try built.shortcut.encoded(as: .binary).write(to: url)
/// ```
///
/// ``ProgramBuilder`` turns a program into a `Shortcut`; ``ProgramDecompiler`` turns any
/// shortcut back into a program that builds a value-equal one.
public struct ShortcutProgram: Sendable, Equatable {
    /// `name`: the shortcut's name (`WFWorkflowName`).
    public var name: String?
    /// `color`: the icon colour, a palette name (`"blue"`) or the stored code.
    public var color: ProgramColor?
    /// `glyph`: the icon glyph's code point (`61440`).
    public var glyph: Int64?
    /// `input`: the content types the shortcut accepts (`["text", "url"]`, ``ProgramInputType``);
    /// nil keeps the app's default set.
    public var input: [String]?
    /// `actions`: the steps, in order.
    public var actions: [ProgramStep]
    /// `metadata`: stored top-level keys (everything but `WFWorkflowActions`) written exactly as
    /// given; when present the builder starts from these instead of the app's defaults, and
    /// `name`, `color`, `glyph` and `input` then replace their keys.
    public var metadata: PropertyListDictionary?

    public init(
        name: String? = nil, color: ProgramColor? = nil, glyph: Int64? = nil, input: [String]? = nil,
        actions: [ProgramStep] = [], metadata: PropertyListDictionary? = nil
    ) {
        self.name = name
        self.color = color
        self.glyph = glyph
        self.input = input
        self.actions = actions
        self.metadata = metadata
    }

    /// Reads a program from JSON text (UTF-8).
    ///
    /// - Throws: ``ProgramError``: `malformedJSON` with line and column for text that is not
    ///   JSON (or nests deeper than ``ProgramLimits/maximumJSONDepth``), and the key path
    ///   (`actions[2].then[0].params`) for values of the wrong shape.
    public init(json: Data) throws(ProgramError) {
        let value: PropertyListValue
        do throws(PropertyListError) {
            value = try PropertyListJSONReader(limits: PropertyListLimits(maximumDepth: ProgramLimits.maximumJSONDepth))
                .read(json)
        } catch {
            throw ProgramError(
                .malformedJSON(error.reason.jsonMessage), path: "", line: error.line, column: error.column)
        }
        self = try ProgramReader.program(from: value)
    }

    /// Reads a program from its JSON tree (the reader's mapping of `Docs/JSON.md`).
    public init(propertyList: PropertyListValue) throws(ProgramError) {
        self = try ProgramReader.program(from: propertyList)
    }

    /// The program as JSON: two-space indentation, keys in a fixed order (`name`, `color`,
    /// `glyph`, `input`, `actions`, `metadata`; within a step its kind's key first), a final
    /// newline. The same program always gives the same bytes.
    public func jsonData() -> Data {
        PropertyListJSONWriter(prettyPrinted: true).write(propertyList)
    }

    /// The program as a JSON tree (what ``jsonData()`` writes).
    public var propertyList: PropertyListValue { ProgramWriter.propertyList(for: self) }
}

extension ShortcutProgram: Codable {
    /// Decodes the same JSON as ``init(json:)`` from any `Decoder`. Object keys reach a `Decoder`
    /// without their order, so parameters may come out reordered; ``init(json:)`` keeps it.
    public init(from decoder: any Decoder) throws {
        self = try ShortcutProgram(json: JSONWriter(prettyPrinted: false).write(try JSONValue(from: decoder)))
    }

    /// Encodes the JSON of ``jsonData()`` (marker objects such as `{"$date": …}` included).
    public func encode(to encoder: any Encoder) throws {
        try JSONReader().read(jsonData()).encode(to: encoder)
    }
}

/// The icon colour of a program: a palette name or a stored code.
public enum ProgramColor: Sendable, Equatable {
    /// A colour of the editor's palette (`"blue"`, `"darkOrange"`).
    case palette(TileColor)
    /// Any stored `WFWorkflowIconStartColor`.
    case code(Int64)

    /// The stored `WFWorkflowIconStartColor`.
    public var code: Int64 {
        switch self {
        case .palette(let color): color.rawValue
        case .code(let code): code
        }
    }
}
