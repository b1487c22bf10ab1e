import Diagnostics
import Foundation
import Testing

@Suite struct DiagnosticTests {
    @Test func severitiesAreOrderedSoOneThresholdFiltersAll() {
        #expect(Severity.note < .warning && Severity.warning < .error)
        #expect(Severity.allCases.sorted() == [.note, .warning, .error])
        let found = [
            Diagnostic(.note, message: "a"), Diagnostic(.error, message: "b"), Diagnostic(.warning, message: "c"),
        ]
        #expect(found.filter { $0.severity >= .warning }.map(\.message) == ["b", "c"])
    }

    @Test func sourceFindingsPrintInTheCompilersFormat() {
        let finding = Diagnostic(
            .warning, rule: "appshortcuts.phrase.missing-application-name",
            source: SourceLocation(file: "App/Shortcuts.swift", line: 12, column: 17),
            message: "phrase does not mention the app")
        #expect(
            finding.description
                == "App/Shortcuts.swift:12:17: warning: phrase does not mention the app [appshortcuts.phrase.missing-application-name]"
        )
    }

    @Test func shortcutFindingsNameTheActionAndKeyPath() {
        #expect(
            Diagnostic(.error, actionIndex: 3, keyPath: "WFInput", message: "dangling").description
                == "error: action 3 WFInput: dangling")
        #expect(Diagnostic(.warning, keyPath: "INIntents[0]", message: "x").description == "warning: INIntents[0]: x")
        #expect(Diagnostic(.note, rule: "r", message: "plain").description == "note: plain [r]")
    }

    @Test func diagnosticsRoundTripThroughJSON() throws {
        let finding = Diagnostic(
            .error, rule: "rule-id", actionIndex: 2, keyPath: "a.b",
            source: SourceLocation(file: "f", line: 1, column: 2),
            message: "m")
        let data = try JSONEncoder().encode(finding)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == finding)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["severity"] as? String == "error")
    }
}
