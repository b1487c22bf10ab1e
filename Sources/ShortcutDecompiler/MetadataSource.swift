import ShortcutAuthoringCore
import ShortcutModel
import SwiftSource

/// Writes the shortcut's top-level settings as assignments to `s.shortcut`, only where they
/// differ from what a new builder starts with.
enum MetadataSource {
    static func write(_ shortcut: Shortcut, builder: String, into code: inout SwiftCode) {
        let initial = ShortcutBuilder(name: shortcut.name).shortcut
        func set(_ property: String, _ expression: String) {
            code.line("\(builder).shortcut.\(property) = \(expression)")
        }
        if shortcut.clientVersion != initial.clientVersion {
            set("clientVersion", shortcut.clientVersion.map(clientVersion) ?? "nil")
        }
        if shortcut.clientRelease != initial.clientRelease {
            set("clientRelease", SwiftLiteral.optionalString(shortcut.clientRelease))
        }
        if shortcut.minimumClientVersion != initial.minimumClientVersion {
            set("minimumClientVersion", shortcut.minimumClientVersion.map { "\($0)" } ?? "nil")
        }
        if shortcut.minimumClientVersionString != initial.minimumClientVersionString {
            set("minimumClientVersionString", SwiftLiteral.optionalString(shortcut.minimumClientVersionString))
        }
        if shortcut.icon != initial.icon {
            if let icon = shortcut.icon, let start = icon.startColor, let color = TileColor(rawValue: start),
                let glyph = icon.glyphNumber, icon.imageData == nil, icon.endColor == nil, icon.extra.isEmpty
            {
                code.line("\(builder).icon(.\(color), glyph: \(glyph))")
            } else {
                set("icon", shortcut.icon.map(self.icon) ?? "nil")
            }
        }
        if shortcut.importQuestions != initial.importQuestions {
            set("importQuestions", shortcut.importQuestions.map(importQuestions) ?? "nil")
        }
        if shortcut.inputContentItemClasses != initial.inputContentItemClasses {
            set("inputContentItemClasses", strings(shortcut.inputContentItemClasses))
        }
        if shortcut.outputContentItemClasses != initial.outputContentItemClasses {
            set("outputContentItemClasses", strings(shortcut.outputContentItemClasses))
        }
        if shortcut.workflowTypes != initial.workflowTypes {
            set(
                "workflowTypes",
                shortcut.workflowTypes.map { "[" + $0.map(workflowType).joined(separator: ", ") + "]" } ?? "nil")
        }
        if shortcut.hasOutputFallback != initial.hasOutputFallback {
            set("hasOutputFallback", shortcut.hasOutputFallback.map { "\($0)" } ?? "nil")
        }
        if shortcut.hasShortcutInputVariables != initial.hasShortcutInputVariables {
            set("hasShortcutInputVariables", shortcut.hasShortcutInputVariables.map { "\($0)" } ?? "nil")
        }
        if shortcut.quickActionSurfaces != initial.quickActionSurfaces {
            set("quickActionSurfaces", strings(shortcut.quickActionSurfaces))
        }
        if shortcut.noInputBehavior != initial.noInputBehavior {
            set("noInputBehavior", shortcut.noInputBehavior.map(noInputBehavior) ?? "nil")
        }
        if !shortcut.unknownKeys.isEmpty {
            set("unknownKeys", PlistSource.fields(shortcut.unknownKeys))
        }
    }

    private static func clientVersion(_ version: ClientVersion) -> String {
        if case .string(let text) = version.storedValue { return "ClientVersion(\(SwiftLiteral.string(text)))" }
        return "ClientVersion(propertyList: \(PlistSource.expression(version.storedValue)))"
    }

    private static func strings(_ values: [String]?) -> String {
        guard let values else { return "nil" }
        return "[" + values.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    private static let workflowTypeNames: [String: String] = [
        "WatchKit": "watchKit", "Watch": "watch", "NCWidget": "widget", "ActionExtension": "shareSheet",
        "QuickActions": "quickActions", "MenuBar": "menuBar", "Sleep": "sleep",
        "WFWorkflowTypeShowInSearch": "showInSearch", "ReceivesOnScreenContent": "receivesOnScreenContent",
    ]

    private static func workflowType(_ type: WorkflowType) -> String {
        workflowTypeNames[type.rawValue].map { "." + $0 }
            ?? "WorkflowType(rawValue: \(SwiftLiteral.string(type.rawValue)))"
    }

    private static func optionalInt(_ value: Int64?) -> String { value.map { "\($0)" } ?? "nil" }

    private static func icon(_ icon: ShortcutIcon) -> String {
        let image = icon.imageData.map { "Plist.bytes(\(SwiftLiteral.string($0.base64EncodedString())))" } ?? "nil"
        return
            "ShortcutIcon(startColor: \(optionalInt(icon.startColor)), glyphNumber: \(optionalInt(icon.glyphNumber)), "
            + "imageData: \(image), endColor: \(optionalInt(icon.endColor)), extra: \(PlistSource.fields(icon.extra)))"
    }

    private static func importQuestions(_ questions: [ImportQuestion]) -> String {
        "["
            + questions.map { question in
                "ImportQuestion(actionIndex: \(question.actionIndex.map { "\($0)" } ?? "nil"), "
                    + "category: \(SwiftLiteral.optionalString(question.category)), "
                    + "parameterKey: \(SwiftLiteral.optionalString(question.parameterKey)), "
                    + "text: \(SwiftLiteral.optionalString(question.text)), "
                    + "defaultValue: \(question.defaultValue.map(PlistSource.expression) ?? "nil"), "
                    + "extra: \(PlistSource.fields(question.extra)))"
            }.joined(separator: ", ") + "]"
    }

    private static func noInputBehavior(_ behavior: NoInputBehavior) -> String {
        "NoInputBehavior(name: \(SwiftLiteral.optionalString(behavior.name)), "
            + "parameters: \(behavior.parameters.map(PlistSource.fields) ?? "nil"), "
            + "extra: \(PlistSource.fields(behavior.extra)))"
    }
}
