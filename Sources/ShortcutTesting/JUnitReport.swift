import Foundation
import ShortcutCatalog
import TextEscaping

/// JUnit XML for test results, as CI systems read it: a `testsuite` per test file, a `testcase`
/// per test, with a `failure` (an expectation not met) or an `error` (the run could not be
/// checked) carrying the message and, in its text, the last actions.
///
/// ```xml
/// <testsuites tests="3" failures="1" errors="0" time="0.004">
///   <testsuite name="Tip.shortcut-tests.json" tests="3" failures="1" errors="0" time="0.004">
///     <testcase name="adds twenty percent" classname="Tip.shortcut-tests.json" time="0.001">
///       <failure message="output: expected 10, got 12" type="mismatch">…</failure>
///     </testcase>
/// ```
public enum JUnitReport {
    /// The whole report.
    public static func xml(for files: [ShortcutTestFileResult]) -> String {
        let all = files.flatMap(\.results)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"shortcut test\"\(counts(all))>\n"
        for file in files {
            out += "  <testsuite name=\"\(escape(file.file))\"\(counts(file.results))>\n"
            for result in file.results {
                out += "    <testcase name=\"\(escape(result.name))\" classname=\"\(escape(file.file))\""
                out += " time=\"\(seconds(result.seconds))\""
                switch result.outcome {
                case .passed:
                    out += "/>\n"
                    continue
                case .failed(let message):
                    out +=
                        ">\n      <failure message=\"\(escape(message))\" type=\"\(result.difference == nil ? "error" : "mismatch")\">"
                    out += escape(details(result)) + "</failure>\n"
                case .error(let message):
                    out += ">\n      <error message=\"\(escape(message))\" type=\"run\">"
                    out += escape(details(result)) + "</error>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func counts(_ results: [ShortcutTestResult]) -> String {
        let failures = results.filter { if case .failed = $0.outcome { true } else { false } }.count
        let errors = results.filter { if case .error = $0.outcome { true } else { false } }.count
        let time = results.reduce(0) { $0 + $1.seconds }
        return " tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\""
    }

    /// The message, then the last actions, one per line.
    static func details(_ result: ShortcutTestResult) -> String {
        var lines = [result.message ?? ""]
        if !result.lastActions.isEmpty { lines += ["last actions:"] + result.lastActions }
        return lines.joined(separator: "\n")
    }

    static func seconds(_ value: Double) -> String { String(format: "%.6f", value) }

    /// Escaped for text and attributes; control characters XML 1.0 cannot hold at all become
    /// `\u{…}` text, and line breaks in attributes character references so they survive.
    static func escape(_ text: String) -> String {
        var clean = ""
        clean.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: clean.unicodeScalars.append(scalar)
            case 0..<0x20, 0xFFFE, 0xFFFF: clean += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: clean.unicodeScalars.append(scalar)
            }
        }
        return MarkupEscaping.escape(clean).replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(of: "\t", with: "&#9;")
    }
}
