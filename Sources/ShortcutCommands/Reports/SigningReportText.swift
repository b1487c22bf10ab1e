import CommandSupport
import Foundation
import ShortcutSigning

/// Human and JSON forms of a ``SigningReport`` for the CLI.
enum SigningReportText {
    static func json(_ report: SigningReport) throws -> Data {
        try CommandJSON.encoded(report)
    }

    static func text(_ report: SigningReport) -> String {
        var lines = [report.summary]
        if report.kind == .unsigned {
            // Nothing was checked, so there is no integrity or chain verdict to print.
            lines += report.notes.map { "note: \($0)" }
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(
            "kind: \(report.kind.rawValue)   integrity: \(report.integrity ? "ok" : "FAILED")   chain: \(report.chainTrusted.map { $0 ? (report.verdict == .userTrusted ? "user-trusted (your anchor, not Apple)" : "trusted") : "NOT trusted" } ?? "undecided (root missing)")"
        )
        if let signer = report.signer {
            if let id = signer.icloudIdentifier { lines.append("signer: iCloud shortcut \(id)") }
            if let name = signer.appleIDCertificateCommonName { lines.append("signer: Apple ID certificate \(name)") }
        }
        if let signedAt = report.signedAt { lines.append("signed at: \(signedAt.formatted(.iso8601))") }
        if let expired = report.certificatesExpired {
            lines.append("certificates expired since: \(expired ? "yes" : "no")")
        }
        for problem in report.problems { lines.append("problem: \(problem)") }
        for note in report.notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
