import IntentDefinitions
import SwiftSource

/// Writes the `AppEntity` (with its `EntityQuery`) for a custom type of the definition. The
/// `INObject` defaults become `id` and `displayString`; the other properties become `@Property`s.
struct AppEntityWriter {
    let type: IntentType
    let names: MigrationNames

    var imports: Set<String> {
        type.properties.filter { !$0.isDefault }.reduce(into: []) {
            $0.formUnion(MigratedValueType($1, names: names).imports)
        }
    }

    func write(into code: inout SwiftCode) {
        let name = names.entityType(type)
        code.line(Availability.base)
        code.block("struct \(name): AppEntity {") { code in
            code.line("static let defaultQuery = \(name)Query()")
            code.line()
            code.block("struct \(name)Query: EntityQuery {") { code in
                code.block("func entities(for identifiers: [\(name).ID]) async throws -> [\(name)] {") { code in
                    code.comment("TODO: return the \(type.name) objects with these identifiers.")
                    code.line("[]")
                }
                code.line()
                code.block("func suggestedEntities() async throws -> [\(name)] {") { code in
                    code.comment("TODO: return the \(type.name) objects to offer (the old provide…OptionsCollection).")
                    code.line("[]")
                }
            }
            code.line()
            let title = type.displayName ?? type.name
            code.line(
                "static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "
                    + LocalizedText.resource(title, idKey: "INTypeDisplayNameID", in: type.raw) + ")")
            for property in type.properties where !property.isDefault {
                let valueType = MigratedValueType(property, names: names)
                let identifier = names.property(property.name)
                code.line()
                for todo in valueType.todos { code.comment("TODO: \(todo)") }
                let title = LocalizedText.resource(
                    property.displayName ?? property.name, idKey: "INTypePropertyDisplayNameID", in: property.raw)
                code.line("@Property(title: \(title))")
                code.line("var \(identifier): \(valueType.full)?")
            }
            code.line()
            code.line("var id: String")
            code.line("var displayString: String")
            code.block("var displayRepresentation: DisplayRepresentation {") { code in
                code.line("DisplayRepresentation(title: \"\\(displayString)\")")
            }
            code.line()
            code.block("init(id: String, displayString: String) {") { code in
                code.line("self.id = id")
                code.line("self.displayString = displayString")
            }
        }
    }
}
