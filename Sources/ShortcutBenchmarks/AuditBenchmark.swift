import Foundation
import ShortcutKit

/// Auditing the whole corpus (binary, XML and signed): reading every file and auditing it must
/// take under a second; the baseline is reading alone, measured in the same run.
enum AuditBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        let auditor = try Auditor.bundled()
        let files = corpus.unsigned + corpus.signed
        var findings = 0
        let readOnly = try bestTime(repetitions: 3) {
            for data in files { _ = try ShortcutDocument(data: data) }
        }
        let readAndAudit = try bestTime(repetitions: 3) {
            findings = 0
            for data in files { findings += auditor.audit(try ShortcutDocument(data: data).shortcut).findings.count }
        }
        return [
            BenchmarkResult(
                name: "read + audit whole corpus (\(files.count) files, \(findings) findings)", value: readAndAudit,
                unit: "s",
                baseline: readOnly, baselineName: "read only", target: "< 1 s", met: readAndAudit < 1)
        ]
    }
}
