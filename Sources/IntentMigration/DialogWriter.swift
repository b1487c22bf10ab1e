import IntentDefinitions
import SwiftSource

/// Writes the file-private `IntentDialog` extension of a migrated intent: parameter prompts,
/// disambiguation introductions and confirmations, and one dialog per response code with text.
struct DialogWriter {
    let intent: Intent
    let parameters: [MigratedParameter]
    let names: MigrationNames

    private struct Dialog {
        var name: String
        var arguments: [(name: String, identifier: String, type: String)]
        var text: String
        var key: String?
        var todos: [String] = []
    }

    private var dialogs: [Dialog] {
        var result: [Dialog] = []
        for parameter in parameters {
            let own = (parameter.parameter.name, parameter.identifier, parameter.valueType.full)
            for dialog in parameter.dialogs where PromptDialog.expressible.contains(dialog.kind) {
                switch dialog.kind {
                case "Primary":
                    result.append(
                        Dialog(
                            name: parameter.dialogName("Prompt"), arguments: [], text: dialog.formatString,
                            key: dialog.key))
                case "DisambiguationIntroduction":
                    result.append(
                        Dialog(
                            name: parameter.dialogName("DisambiguationIntro"),
                            arguments: [("count", "count", "Int"), own], text: dialog.formatString, key: dialog.key))
                default:
                    result.append(
                        Dialog(
                            name: parameter.dialogName("Confirmation"), arguments: [own], text: dialog.formatString,
                            key: dialog.key))
                }
            }
        }
        let responseParameters = intent.response?.parameters ?? []
        for code in intent.response?.codes ?? [] {
            guard let text = code.formatString else { continue }
            let arguments = IntentParameterCombination.placeholders(in: text).reduce(into: [(String, String, String)]())
            {
                list, name in
                guard !list.contains(where: { $0.0 == name }),
                    let parameter = responseParameters.first(where: { $0.name == name })
                else { return }
                let type = MigratedValueType(parameter, keyPrefix: "INIntentResponseParameter", names: names)
                list.append((name, names.property(name), type.full))
            }
            var dialog = Dialog(
                name: "response" + upperFirst(SwiftIdentifier.make(from: code.name, case: .lowerCamel)),
                arguments: arguments, text: text, key: code.raw["INIntentResponseCodeFormatStringID"]?.string)
            if !["success", "failure"].contains(code.name) {
                dialog.todos.append(
                    "INIntentResponseCodes \(code.name): a custom response code; throw an error with this dialog.")
            }
            if let concise = code.conciseFormatString {
                dialog.todos.append(
                    "INIntentResponseCodeConciseFormatString \(SwiftLiteral.string(concise)): no App Intents counterpart."
                )
            }
            result.append(dialog)
        }
        return result
    }

    func write(into code: inout SwiftCode) {
        let dialogs = self.dialogs
        guard !dialogs.isEmpty else { return }
        code.line()
        code.line(Availability.base)
        code.block("fileprivate extension IntentDialog {") { code in
            for (index, dialog) in dialogs.enumerated() {
                if index > 0 { code.line() }
                for todo in dialog.todos { code.comment("TODO: \(todo)") }
                for name in IntentParameterCombination.placeholders(in: dialog.text)
                where !dialog.arguments.contains(where: { $0.name == name }) {
                    code.comment("TODO: ${\(name)} in this dialog has no value in App Intents; it is kept as text.")
                }
                let text = SwiftInterpolatedString.replacingPlaceholders(in: dialog.text) { name in
                    dialog.arguments.first { $0.name == name }?.identifier
                }
                let body =
                    dialog.key == nil ? text.literal : "IntentDialog(\(LocalizedText.resource(text, key: dialog.key)))"
                if dialog.arguments.isEmpty {
                    code.block("static var \(dialog.name): Self {") { $0.line(body) }
                } else {
                    let list = dialog.arguments.map { "\($0.identifier): \($0.type)" }.joined(separator: ", ")
                    code.block("static func \(dialog.name)(\(list)) -> Self {") { $0.line(body) }
                }
            }
        }
    }
}
