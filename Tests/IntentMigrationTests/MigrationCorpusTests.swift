import Foundation
import IntentDefinitions
import IntentMigration
import TestSupport
import Testing

@Suite struct MigrationCorpusTests {
    /// Every corpus definition migrates, and each definition's files type-check together against
    /// the AppIntents stand-in (one module per definition: several corpus files are copies of one
    /// another, so their type names clash across definitions, as they would across apps).
    @Test func everyCorpusDefinitionMigratesToSourceThatTypeChecks() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        guard let checker = try SwiftTypeChecker.make() else {
            print("note: swiftc not found; generated sources not type-checked")
            return
        }
        let entries = try Corpus.entries(kinds: ["intentdefinition"])
        #expect(entries.count == 34)
        var failures: [String] = []
        var fileCount = 0
        for entry in entries {
            let definition = try IntentDefinition(data: entry.data())
            let files = AppIntentsMigrator(sourceName: entry.file).files(for: definition)
            #expect(files.count == definition.intents.count + definition.enums.count + definition.types.count)
            #expect(Set(files.map(\.name)).count == files.count, "\(entry)")
            fileCount += files.count
            guard !files.isEmpty else { continue }
            do {
                try checker.typeCheck(files.map { ($0.name, $0.contents) })
            } catch {
                failures.append("\(entry.file):\n\(error)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        print("note: \(entries.count) definitions, \(fileCount) generated files type-checked")
    }
}
