import IntentDefinitions
import SwiftSource

/// Writes the `AppEnum` for an enum of the definition. Raw values are the value names, which is
/// what Shortcuts stores in action parameters, so existing shortcuts keep their choices.
struct AppEnumWriter {
    let enumeration: IntentEnum
    let names: MigrationNames

    func write(into code: inout SwiftCode) {
        let cases = names.cases(of: enumeration)
        code.line(Availability.base)
        code.block("enum \(names.enumType(enumeration)): String, AppEnum {") { code in
            if cases.isEmpty {
                code.comment("TODO: INEnumValues: \(enumeration.name) has no values besides unknown.")
                code.line("case unknown")
            }
            for value in cases {
                let identifier = names.enumCase(value.name)
                let raw =
                    identifier.trimmingCharacters(in: ["`"]) == value.name
                    ? "" : " = \(SwiftLiteral.string(value.name))"
                code.line("case \(identifier)\(raw)")
            }
            code.line()
            let name = enumeration.displayName ?? enumeration.name
            code.line(
                "static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "
                    + LocalizedText.resource(name, idKey: "INEnumDisplayNameID", in: enumeration.raw) + ")")
            if cases.isEmpty {
                code.line(
                    "static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.unknown: \"Unknown\"]")
                return
            }
            code.block("static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [", closing: "]") {
                code in
                for value in cases {
                    let title = LocalizedText.resource(
                        value.displayName ?? value.name, idKey: "INEnumValueDisplayNameID", in: value.raw)
                    code.line(".\(names.enumCase(value.name)): DisplayRepresentation(title: \(title)),")
                }
            }
        }
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
