import IntentDefinitions
import SwiftSource

/// Writes the App Intent for one SiriKit intent, shaped like Xcode's "Convert to App Intent…".
struct IntentWriter {
    let intent: Intent
    let names: MigrationNames
    let parameters: [MigratedParameter]

    init(_ intent: Intent, names: MigrationNames) {
        self.intent = intent
        self.names = names
        parameters = intent.parameters.map { MigratedParameter($0, names: names) }
    }

    var typeName: String { names.intentType(intent) }
    var isPredictable: Bool { !intent.managedParameterCombinations.isEmpty }

    /// Modules the file imports besides AppIntents and Foundation.
    var imports: Set<String> {
        parameters.reduce(into: Set(output?.imports ?? [])) { $0.formUnion($1.valueType.imports) }
    }

    private var output: MigratedValueType? {
        intent.outputParameter.map { MigratedValueType($0, keyPrefix: outputPrefix, names: names) }
    }

    private var outputPrefix: String {
        intent.response?.raw["INIntentResponseProperties"] != nil
            ? "INIntentResponseProperty" : "INIntentResponseParameter"
    }

    func write(into code: inout SwiftCode) {
        var conformances = ["AppIntent"]
        if intent.kind == .system {
            code.comment("TODO: INIntentType System (\(intent.className)): SiriKit system intents have no")
            code.comment("CustomIntentMigratedAppIntent counterpart; adopt the matching App Intents protocol instead.")
        } else {
            conformances.append("CustomIntentMigratedAppIntent")
        }
        if isPredictable { conformances.append("PredictableIntent") }
        code.line(isPredictable ? Availability.predictable : Availability.base)
        code.block("struct \(typeName): \(conformances.joined(separator: ", ")) {") { code in
            if intent.kind != .system {
                code.line("static let intentClassName = \(SwiftLiteral.string(intent.className))")
                code.line()
            }
            let title = intent.title ?? intent.name
            code.line(
                "static let title: LocalizedStringResource = "
                    + LocalizedText.resource(title, idKey: "INIntentTitleID", in: intent.raw))
            if let description = intent.description {
                code.line(
                    "static let description: IntentDescription? = IntentDescription("
                        + LocalizedText.resource(description, idKey: "INIntentDescriptionID", in: intent.raw) + ")")
            }
            writeFlags(into: &code)
            for parameter in parameters {
                code.line()
                for todo in parameter.todos { code.comment("TODO: \(todo)") }
                code.line("@Parameter(\(parameter.arguments.joined(separator: ", ")))")
                code.line("var \(parameter.identifier): \(parameter.declaredType)")
            }
            let summary = ParameterSummaryWriter(intent: intent, parameters: parameters, names: names)
            summary.writeSummary(into: &code)
            if isPredictable { summary.writePredictions(into: &code) }
            code.line()
            writePerform(into: &code)
            for parameter in parameters {
                if let provider = parameter.optionsProvider {
                    code.line()
                    code.block("struct \(provider): DynamicOptionsProvider {") { code in
                        code.block("func results() async throws -> [\(parameter.valueType.element)] {") { code in
                            code.comment(
                                "TODO: \(MigratedParameter.prefix)SupportsDynamicEnumeration: move the code of "
                                    + "provide\(upperFirst(parameter.parameter.name))OptionsCollection(for:with:) here."
                            )
                            code.line("[]")
                        }
                    }
                }
            }
        }
        DialogWriter(intent: intent, parameters: parameters, names: names).write(into: &code)
    }

    private func writeFlags(into code: inout SwiftCode) {
        if intent.isUserConfirmationRequired {
            code.comment("TODO: INIntentUserConfirmationRequired: call requestConfirmation() in perform().")
        }
        if intent.isEligibleForWidgets {
            code.comment(
                "TODO: INIntentEligibleForWidgets: widgets configured by this intent need a WidgetConfigurationIntent.")
        }
        if let key = intent.keyParameterName {
            code.comment(
                "TODO: INIntentKeyParameter \(key): App Intents has no key parameter; predictions use the combinations."
            )
        }
        if let input = intent.inputParameterName {
            code.comment("TODO: INIntentInput \(input): App Intents picks the input parameter itself.")
        }
        if let category = intent.category {
            code.comment(
                "TODO: INIntentCategory \(category)\(intent.verb.map { " / INIntentVerb \($0)" } ?? ""): "
                    + "no App Intents counterpart.")
        }
    }

    private func writePerform(into code: inout SwiftCode) {
        let handling = "\(intent.className)Handling.handle(intent:completion:)"
        guard let output, let outputName = intent.outputParameter?.name else {
            code.block("func perform() async throws -> some IntentResult {") { code in
                code.comment("TODO: move the code of \(handling) here.")
                code.line("return .result()")
            }
            return
        }
        let name = names.property(outputName)
        let type = output.isArray ? output.full : output.full + "?"
        code.block("func perform() async throws -> some IntentResult & ReturnsValue<\(type)> {") { code in
            for todo in output.todos { code.comment("TODO: \(todo)") }
            code.comment("TODO: move the code of \(handling) here and return its \(outputName)")
            code.comment("(INIntentResponseOutput).")
            code.line("let \(name): \(type) = \(output.isArray ? "[]" : "nil")")
            code.line("return .result(value: \(name))")
        }
        for parameter in intent.response?.parameters ?? [] where parameter.name != outputName {
            code.comment("TODO: \(outputPrefix)s \(parameter.name): only the output parameter becomes the result.")
        }
    }
}

/// The availability Xcode's converter writes (`PredictableIntent` needs the 2023 releases).
enum Availability {
    static let base = "@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)"
    static let predictable = "@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)"
}

func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
