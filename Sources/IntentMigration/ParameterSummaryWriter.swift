import IntentDefinitions
import SwiftSource

/// Writes `parameterSummary` (the primary combination's title, with `When` for parameter
/// relationships) and `predictionConfiguration` (one `IntentPrediction` per managed combination).
struct ParameterSummaryWriter {
    let intent: Intent
    let parameters: [MigratedParameter]
    let names: MigrationNames

    private func migrated(_ name: String) -> MigratedParameter? { parameters.first { $0.parameter.name == name } }

    /// The title with `${name}` turned into `\(\.$name)` for the intent's parameters.
    private func summaryString(_ text: String) -> SwiftInterpolatedString {
        SwiftInterpolatedString.replacingPlaceholders(in: text) { name in
            migrated(name).map(\.keyPath)
        }
    }

    func writeSummary(into code: inout SwiftCode) {
        let children = parameters.filter { $0.parameter.relationship?.parentName.flatMap(migrated) != nil }
        let fallback =
            (intent.parameterCombinations.isEmpty ? intent.managedParameterCombinations : intent.parameterCombinations)
            .filter { $0.title != nil }
            .min { $0.parameterNames.count < $1.parameterNames.count }
        guard let combination = intent.primaryParameterCombination ?? fallback, let title = combination.title else {
            code.line()
            code.comment("TODO: INIntentParameterCombinations: no combination with a title, so no parameterSummary.")
            return
        }
        let summary = summaryString(title)
        let placed = Set(IntentParameterCombination.placeholders(in: title))
        code.line()
        if intent.primaryParameterCombination == nil {
            code.comment(
                "TODO: INIntentParameterCombinations: no primary combination; the summary uses the smallest one, "
                    + "\"\(combination.key)\".")
        }
        code.block("static var parameterSummary: some ParameterSummary {") { code in
            writeChain(children[...], summary: summary, placed: placed, into: &code)
        }
    }

    /// `When(parent, …) { Summary { child } } otherwise: { …the rest… }`, one level per child.
    private func writeChain(
        _ children: ArraySlice<MigratedParameter>, summary: SwiftInterpolatedString, placed: Set<String>,
        into code: inout SwiftCode
    ) {
        guard let child = children.first, let relationship = child.parameter.relationship,
            let parent = relationship.parentName.flatMap(migrated)
        else {
            code.line("Summary(\(summary.literal))")
            return
        }
        let condition: String?
        switch (relationship.predicateName, relationship.predicateValue) {
        case ("EnumHasExactValue", .string(let value))
        where parent.valueType.enumeration.map { names.cases(of: $0).contains { $0.name == value } } ?? false:
            condition = "\(parent.keyPath), .equalTo, .\(names.enumCase(value))"
        case ("BooleanHasExactValue", .boolean(let value)) where parent.valueType.element == "Bool":
            condition = "\(parent.keyPath), .equalTo, \(value)"
        case ("HasAnyValue", _):
            condition = "\(parent.keyPath), .hasAnyValue"
        default:
            condition = nil
        }
        guard let condition else {
            code.comment(
                "TODO: \(MigratedParameter.prefix)Relationship of \(child.parameter.name): "
                    + "\(relationship.predicateName ?? "no predicate") "
                    + "\(relationship.predicateValue.map(describe) ?? "") on \(parent.parameter.name) is not expressible."
            )
            writeChain(children.dropFirst(), summary: summary, placed: placed, into: &code)
            return
        }
        code.block("When(\(condition)) {", closing: "} otherwise: {") { code in
            if placed.contains(child.parameter.name) {
                code.line("Summary(\(summary.literal))")
            } else {
                code.block("Summary(\(summary.literal)) {") { $0.line(child.keyPath) }
            }
        }
        code.indented { writeChain(children.dropFirst(), summary: summary, placed: placed, into: &$0) }
        code.line("}")
    }

    func writePredictions(into code: inout SwiftCode) {
        code.line()
        code.block("static var predictionConfiguration: some IntentPredictionConfiguration {") { code in
            for combination in intent.managedParameterCombinations {
                let members = combination.parameterNames.compactMap(migrated)
                for name in combination.parameterNames where migrated(name) == nil {
                    code.comment(
                        "TODO: INIntentManagedParameterCombinations \"\(combination.key)\": \(name) is not a parameter."
                    )
                }
                let keyPaths = members.map(\.keyPath).joined(separator: ", ")
                let arguments = members.isEmpty ? "" : " " + members.map(\.identifier).joined(separator: ", ") + " in"
                code.block("IntentPrediction(parameters: (\(keyPaths))) {\(arguments)") { code in
                    let text = { (raw: String) in
                        SwiftInterpolatedString.replacingPlaceholders(in: raw) { name in
                            guard let member = members.first(where: { $0.parameter.name == name }) else { return nil }
                            return member.identifier + (member.isOptional ? "!" : "")
                        }
                    }
                    let prefix = "INIntentParameterCombination"
                    let title = LocalizedText.resource(
                        text(combination.title ?? ""), key: combination.raw["\(prefix)TitleID"]?.string)
                    if let subtitle = combination.subtitle {
                        let subtitleText = LocalizedText.resource(
                            text(subtitle), key: combination.raw["\(prefix)SubtitleID"]?.string)
                        code.line("DisplayRepresentation(title: \(title), subtitle: \(subtitleText))")
                    } else {
                        code.line("DisplayRepresentation(title: \(title))")
                    }
                }
            }
        }
    }
}
