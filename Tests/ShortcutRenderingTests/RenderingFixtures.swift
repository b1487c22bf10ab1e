import Foundation
import OrderedCollections
import PropertyList
import ShortcutModel
import ShortcutRendering
import TestSupport

/// Shared helpers: the bundled resources (loaded once per process) and small builders.
enum RenderingFixtures {
    static let loaded: Result<RenderingResources, Error> = Result { try RenderingResources.bundled() }

    static func resources() throws -> RenderingResources { try loaded.get() }

    static func summarizer(_ actions: [Action]) throws -> ActionSummarizer {
        ActionSummarizer(catalog: try resources().catalog, shortcut: Shortcut(actions: actions))
    }

    static func lines(_ shortcut: Shortcut) throws -> [String] {
        try ActionSummarizer(catalog: resources().catalog, shortcut: shortcut).summaries().map(\.text)
    }

    static func renderable(_ shortcut: Shortcut, name: String? = nil) throws -> RenderableShortcut {
        RenderableShortcut(shortcut, metadata: RenderMetadata(name: name), resources: try resources())
    }

    static func text(_ parts: TokenString.Part...) -> ParameterValue { .text(TokenString(parts: parts)) }

    static func ifAction(_ parameters: OrderedDictionary<String, ParameterValue>, group: String = "G1") -> Action {
        var all: OrderedDictionary<String, ParameterValue> = [
            "GroupingIdentifier": .string(group), "WFControlFlowMode": .integer(0),
        ]
        all.merge(parameters) { _, new in new }
        return Action("is.workflow.actions.conditional", parameters: all)
    }

    static func control(_ identifier: String, _ mode: Int, group: String) -> Action {
        Action(
            identifier,
            parameters: [
                "GroupingIdentifier": .string(group), "WFControlFlowMode": .integer(PropertyListInteger(mode)),
            ])
    }

    static func input(_ attachment: Attachment) -> ParameterValue {
        .dictionary(["Type": "Variable", "Variable": .variable(attachment)])
    }

    /// What a value dumped instead of summarised looks like: Swift's description of the model
    /// (`ParameterValue.dictionary([...])`, `Optional(...)`), or a plist/JSON dump of a serialized
    /// dictionary. (Plain words such as "OutputUUID" are not markers: users type them in regexes.)
    static let rawDumpMarkers = [
        "Optional(", "ParameterValue", "PropertyListValue", "OrderedDictionary", ".dictionary(", ".string(",
        ".text(TokenString", "TokenString(", "Attachment(", "WFSerializationType\":", "\"WFSerializationType\" =",
        "WFSerializationType =", "WFSerializationType: ", "[\"Type\":", "attachmentsByRange\":", "attachmentsByRange =",
    ]

    static func looksRaw(_ line: String) -> Bool {
        line.contains("\u{FFFC}") || rawDumpMarkers.contains { line.contains($0) }
    }
}
