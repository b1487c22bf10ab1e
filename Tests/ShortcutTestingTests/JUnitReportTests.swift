import Foundation
import ShortcutTesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML read back with Foundation's XML parser: every count, name and message.
@Suite struct JUnitReportTests {
    static let results = [
        ShortcutTestFileResult(
            file: "Tests/Tip.shortcut-tests.json",
            results: [
                ShortcutTestResult(
                    file: "Tests/Tip.shortcut-tests.json", name: "adds <twenty> & \"more\"", outcome: .passed,
                    seconds: 0.25),
                ShortcutTestResult(
                    file: "Tests/Tip.shortcut-tests.json", name: "wrong tip",
                    outcome: .failed("output: expected 10, got 12"),
                    seconds: 0.5,
                    difference: TestDifference(path: "output", expected: .number(10), actual: .number(12)),
                    lastActions: ["[0] Ask for Input (is.workflow.actions.ask) → \"60\"", "[1] Calculate → 12"]),
                ShortcutTestResult(
                    file: "Tests/Tip.shortcut-tests.json", name: "wrong error",
                    outcome: .failed("error: expected a failure containing “x”, got “y”"), seconds: 0.0625),
                ShortcutTestResult(
                    file: "Tests/Tip.shortcut-tests.json", name: "control \u{1}",
                    outcome: .error("the run failed: line one\nline two"), seconds: 0.125),
            ]),
        ShortcutTestFileResult(
            file: "Other.shortcut-tests.json",
            results: [ShortcutTestResult(file: "Other.shortcut-tests.json", name: "one", outcome: .passed, seconds: 1)]),
    ]

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test func countsNamesAndMessagesReadBack() throws {
        let xml = JUnitReport.xml(for: Self.results)
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "tests") == "5")
        #expect(Self.attribute(root, "failures") == "2")
        #expect(Self.attribute(root, "errors") == "1")
        #expect(Self.attribute(root, "time") == "1.937500")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 2)
        #expect(
            suites.map { Self.attribute($0, "name") } == ["Tests/Tip.shortcut-tests.json", "Other.shortcut-tests.json"])
        #expect(suites.map { Self.attribute($0, "tests") } == ["4", "1"])
        #expect(suites.map { Self.attribute($0, "failures") } == ["2", "0"])
        #expect(suites.map { Self.attribute($0, "errors") } == ["1", "0"])
        #expect(suites.map { Self.attribute($0, "time") } == ["0.937500", "1.000000"])

        let cases = suites[0].elements(forName: "testcase")
        #expect(
            cases.map { Self.attribute($0, "name") } == [
                "adds <twenty> & \"more\"", "wrong tip", "wrong error", "control \\u{1}",
            ])
        #expect(cases.allSatisfy { Self.attribute($0, "classname") == "Tests/Tip.shortcut-tests.json" })
        #expect(cases.map { Self.attribute($0, "time") } == ["0.250000", "0.500000", "0.062500", "0.125000"])
        #expect(cases[0].children == nil || cases[0].children?.isEmpty == true)

        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(cases[1].elements(forName: "error").isEmpty)
        #expect(Self.attribute(failure, "message") == "output: expected 10, got 12")
        #expect(Self.attribute(failure, "type") == "mismatch")
        #expect(
            failure.stringValue
                == "output: expected 10, got 12\nlast actions:\n[0] Ask for Input (is.workflow.actions.ask) → \"60\"\n[1] Calculate → 12"
        )

        let unmatched = try #require(cases[2].elements(forName: "failure").first)
        #expect(Self.attribute(unmatched, "message") == "error: expected a failure containing “x”, got “y”")
        #expect(Self.attribute(unmatched, "type") == "error")

        let error = try #require(cases[3].elements(forName: "error").first)
        #expect(cases[3].elements(forName: "failure").isEmpty)
        // A line break in an attribute survives as a character reference.
        #expect(Self.attribute(error, "message") == "the run failed: line one\nline two")
        #expect(Self.attribute(error, "type") == "run")

        let other = suites[1].elements(forName: "testcase")
        #expect(other.map { Self.attribute($0, "name") } == ["one"])
    }

    @Test func anEmptyRunIsAValidReport() throws {
        let document = try XMLDocument(data: Data(JUnitReport.xml(for: []).utf8))
        #expect(document.rootElement()?.elements(forName: "testsuite").isEmpty == true)
        #expect(document.rootElement().flatMap { Self.attribute($0, "tests") } == "0")
    }
}
