import Foundation
import ShortcutSigning

/// The signing input target. The input is split at NUL bytes into a key PEM, a certificates PEM
/// and an optional validation record (what `shortcut sign --identity DIR` reads from three
/// files); the whole input is also offered as a trust anchor (DER or PEM, `--trust-anchor`).
enum SigningInputFuzzing {
    static func load(_ data: Data) -> FuzzOutcome {
        var roots = TrustRoots()
        let anchor: String
        do {
            anchor = "\(try roots.addUserAnchors(from: data, source: "anchor")) anchors"
        } catch {
            anchor = error.description
        }
        let parts = data.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        let key = String(decoding: parts[0], as: UTF8.self)
        let certificates = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
        let record = parts.count > 2 ? Data(parts[2]) : nil
        do {
            _ = try SigningIdentity.load(keyPEM: key, certificatesPEM: certificates, validationRecord: record)
            return .accepted
        } catch {
            return .rejected("\(error.description); anchor: \(anchor)")
        }
    }
}
