import AppShortcutsLint
import Foundation
import SwiftParser
import SwiftSource

/// `--only appshortcuts`: linting 1,000 generated provider files (10 App Shortcuts, 2 phrases
/// each, a parameterized intent, negative phrases) must take under a second; the baseline is
/// swift-syntax parsing the same files and nothing else, so the ratio is the linter's overhead.
enum AppShortcutsBenchmark {
    static let fileCount = 1_000

    static func run() -> [BenchmarkResult] {
        let files = (0..<fileCount).map {
            SourceFile(path: "Sources/App/Provider\($0).swift", text: provider(number: $0))
        }
        var findings = 0
        let lint = bestTime(repetitions: 3) {
            findings = AppShortcutsLinter().lint(files).count
        }
        let parse = bestTime(repetitions: 3) {
            for file in files {
                var text = String(decoding: file.bytes, as: UTF8.self)
                _ = text.withUTF8 { Parser.parse(source: $0) }
            }
        }
        // Every file is its own provider: all but the first are "appshortcuts.provider.multiple-providers" findings, and
        // together they declare more than 10 shortcuts (one "appshortcuts.provider.too-many-shortcuts").
        let expected = fileCount
        return [
            BenchmarkResult(
                name: "appshortcuts lint \(fileCount) provider files (\(findings) findings, expected \(expected))",
                value: lint, unit: "s", baseline: parse, baselineName: "swift-syntax parse only",
                target: "< 1 s", met: lint < 1 && findings == expected)
        ]
    }

    /// A provider with 10 shortcuts written with the project's Swift writers.
    static func provider(number: Int) -> String {
        var code = SwiftCode()
        code.line("import AppIntents")
        code.line()
        code.block("enum Kind\(number): String, AppEnum {") { code in code.line("case one, two") }
        code.block("struct Open\(number)Intent: AppIntent {") { code in
            code.line("@Parameter(title: \(SwiftLiteral.string("Kind"))) var kind: Kind\(number)")
        }
        code.block("struct Provider\(number): AppShortcutsProvider {") { code in
            code.block("static var appShortcuts: [AppShortcut] {") { code in
                for index in 0..<10 {
                    code.line("AppShortcut(")
                    code.indented { code in
                        code.line("intent: Open\(number)Intent(),")
                        code.line(
                            "phrases: [\"Open \\(\\.$kind) \(number) \(index) in \\(.applicationName)\", "
                                + "\"Show item \(number) \(index) with \\(.applicationName)\"],")
                        code.line(
                            "shortTitle: \(SwiftLiteral.string("Item \(index)")), systemImageName: \(SwiftLiteral.string("star")))"
                        )
                    }
                }
            }
            code.block("static var negativePhrases = NegativeAppShortcutPhrases {") { code in
                code.line("NegativeAppShortcutPhrase(\"Close item \(number) in \\(.applicationName)\")")
            }
        }
        return code.text
    }
}
