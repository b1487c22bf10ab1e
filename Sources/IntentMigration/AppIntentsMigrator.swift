import IntentDefinitions
import SwiftSource

/// Turns a SiriKit intent definition into App Intents Swift source, as Xcode's
/// "Convert to App Intent…" does, without a Mac: one file per intent (`<Name>AppIntent`, a
/// `CustomIntentMigratedAppIntent` whose `intentClassName` keeps existing shortcuts working),
/// one per enum (`<Class>AppEnum`) and one per custom type (`<Class>AppEntity`).
///
/// Everything the definition says that App Intents cannot express is written as a `// TODO:`
/// comment naming the definition key, so nothing is dropped silently.
///
/// ```swift
/// for file in AppIntentsMigrator().files(for: definition) {
///     try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
/// }
/// ```
public struct AppIntentsMigrator: Sendable {
    /// The name of the definition file, written into each file's header comment.
    public var sourceName: String?

    /// A migrator; `sourceName` only affects the header comments.
    public init(sourceName: String? = nil) { self.sourceName = sourceName }

    /// The Swift files for `definition`: intents, then enums, then custom types, in file order.
    public func files(for definition: IntentDefinition) -> [MigratedFile] {
        let names = MigrationNames(definition: definition)
        var files: [MigratedFile] = []
        for intent in definition.intents {
            let writer = IntentWriter(intent, names: names)
            files.append(
                file(writer.typeName, about: "the \(intent.className) intent", imports: writer.imports) {
                    writer.write(into: &$0)
                })
        }
        for enumeration in definition.enums {
            files.append(
                file(names.enumType(enumeration), about: "the \(enumeration.name) enum", imports: []) {
                    AppEnumWriter(enumeration: enumeration, names: names).write(into: &$0)
                })
        }
        for type in definition.types {
            let writer = AppEntityWriter(type: type, names: names)
            files.append(
                file(names.entityType(type), about: "the \(type.name) type", imports: writer.imports) {
                    writer.write(into: &$0)
                })
        }
        return deduplicated(files)
    }

    private func file(
        _ typeName: String, about subject: String, imports: Set<String>, _ body: (inout SwiftCode) -> Void
    ) -> MigratedFile {
        var code = SwiftCode()
        code.comment("\(typeName): migrated from \(subject)\(sourceName.map { " of \($0)" } ?? "")")
        code.comment("by `shortcut intents migrate`. Review every TODO before shipping.")
        code.line()
        code.line("import AppIntents")
        for module in imports.sorted() { code.line("import \(module)") }
        code.line("import Foundation")
        code.line()
        body(&code)
        return MigratedFile(name: typeName.trimmingCharacters(in: ["`"]) + ".swift", contents: code.text)
    }

    /// Two elements that map to one type name (an intent `Foo` and a hand-written `FooAppIntent`
    /// cannot both exist, but two enums can share a class name) would overwrite each other's file.
    private func deduplicated(_ files: [MigratedFile]) -> [MigratedFile] {
        var seen: [String: Int] = [:]
        return files.map { file in
            let count = seen[file.name, default: 0]
            seen[file.name] = count + 1
            guard count > 0 else { return file }
            var renamed = file
            renamed.name = String(file.name.dropLast(".swift".count)) + "_\(count + 1).swift"
            return renamed
        }
    }
}
