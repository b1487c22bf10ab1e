import Diagnostics
import Foundation
import IntentDefinitions
import PropertyList
import TestSupport
import Testing

/// Every `.intentdefinition` of the shared corpus: it reads, agrees with the MANIFEST, keeps the
/// file whole, survives a binary round trip, and is clean apart from the known warnings.
@Suite struct IntentDefinitionCorpusTests {
    /// The MANIFEST `notes` of an intent definition, e.g.
    /// `INIntentDefinitionModelVersion=1.2; intents=1 enums=0 types=0; system=20A5354i; tools=12.0`.
    struct Notes {
        var fields: [String: String] = [:]

        init(_ text: String) {
            for token in text.split(whereSeparator: { $0 == ";" || $0 == " " }) {
                let parts = token.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
            }
        }

        func count(_ key: String) -> Int? { fields[key].flatMap { Int($0) } }
    }

    @Test func everyCorpusDefinitionReadsAndMatchesTheManifest() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["intentdefinition"])
        #expect(entries.count >= 34)
        var problemsByRule: [IntentDefinitionRule: Int] = [:]
        var intents = 0
        for entry in entries {
            let data = try entry.data()
            let definition: IntentDefinition
            do {
                definition = try IntentDefinition(data: data)
            } catch {
                Issue.record("\(entry.file): \(error)")
                continue
            }
            let notes = Notes(entry.fields["notes"] ?? "")
            #expect(notes.count("intents") != nil, "\(entry.file): no counts in the MANIFEST notes")
            #expect(definition.intents.count == notes.count("intents"), "\(entry.file)")
            #expect(definition.enums.count == notes.count("enums"), "\(entry.file)")
            #expect(definition.types.count == notes.count("types"), "\(entry.file)")
            #expect(definition.modelVersion == notes.fields["INIntentDefinitionModelVersion"], "\(entry.file)")
            #expect(definition.systemVersion == notes.fields["system"], "\(entry.file)")
            #expect(definition.toolsVersion == notes.fields["tools"], "\(entry.file)")

            // Loss-free: the model's raw root is the file's root, value for value.
            let root = try PropertyListValue(decoding: data)
            #expect(definition.propertyList == root, "\(entry.file)")

            // The same definition as a binary plist (what app bundles ship) reads the same.
            let binary = BinaryPropertyListWriter().write(root)
            #expect(PropertyListFormat.detect(binary) == .binary)
            #expect(try IntentDefinition(data: binary) == definition, "\(entry.file)")

            // Real files are clean: the only problem the corpus has is a missing namespace, in
            // the Xcode 10 files that predate the key and in one empty file (checked by hand).
            let problems = definition.problems
            for problem in problems { problemsByRule[problem.intentDefinitionRule!, default: 0] += 1 }
            #expect(problems.allSatisfy { $0.intentDefinitionRule == .missingNamespace }, "\(entry.file): \(problems)")
            #expect(
                (definition.namespace == nil) == problems.contains { $0.intentDefinitionRule == .missingNamespace },
                "\(entry.file)")
            intents += definition.intents.count
        }
        #expect(intents == 57)
        let summary = problemsByRule.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            "\($0.key.rawValue)=\($0.value)"
        }
        print(
            "note: \(entries.count) intent definitions, \(intents) intents; problems: \(summary.joined(separator: " "))"
        )
    }

    @Test func zavalaNamesMatchWhatShortcutsStores() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        // Section 5.1 of the app-intents notes: Zavala's shortcuts call io.vincode.Zavala.GetRowsIntent
        // with enum values such as iCloud and onMyDevice, and coerce to …_LEx6zX_EntityID.
        let url = Corpus.root.appendingPathComponent(
            "intentdefinition/vincode-io__Zavala__Zavala__Intents__Intents.intentdefinition")
        let definition = try IntentDefinition(data: Data(contentsOf: url))
        #expect(definition.namespace == "LEx6zX")
        let getRows = try #require(definition.intent(named: "GetRows"))
        #expect(getRows.className == "GetRowsIntent")
        #expect(getRows.response?.outputParameterName == "rows")
        #expect(getRows.outputParameter != nil)
        #expect(definition.type(named: "EntityID") != nil)
        let accountTypes = definition.enums.first { enumeration in
            enumeration.values.contains { $0.name == "onMyDevice" }
        }
        #expect(accountTypes?.values.contains { $0.name == "iCloud" } == true)
        #expect(definition.type(named: "Outline")?.className == "IntentOutline")
    }
}
