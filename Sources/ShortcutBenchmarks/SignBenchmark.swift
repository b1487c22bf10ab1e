import Crypto
import Foundation
import ShortcutKit

/// Signing the signed corpus file with the most actions (the 913-action libshortcutsign test
/// workflow): its workflow plist → Apple Archive → LZFSE segments → AEA1 with the HKDF/HMAC chain
/// and the ECDSA prologue signature, with a throw-away self-signed identity. For scale, the
/// baseline is one SHA-256 pass over the same archive bytes (the least any signer must do).
enum SignBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        var largest: (workflow: Data, actions: Int)?
        for data in corpus.signed {
            guard let shortcut = try? SignedShortcut(data: data),
                let actions = try? ShortcutDocument(data: data).shortcut.actions.count
            else { continue }
            if actions > (largest?.actions ?? -1) { largest = (shortcut.workflowData, actions) }
        }
        guard let largest else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcutkit-sign-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let identity = try SelfSignedIdentity.loadOrCreate(directory: folder).identity
        let writer = SignedShortcutWriter(identity: identity)
        let layout = ShortcutArchiveLayout.standard()
        let workflow = Array(largest.workflow)
        var size = 0
        let seconds = try bestTime(repetitions: 20) {
            size = try writer.sign(workflow: workflow, layout: layout).count
        }
        let archive = try layout.archive(workflow: workflow)
        let hashSeconds = bestTime(repetitions: 20) { _ = SHA256.hash(data: archive) }
        return [
            BenchmarkResult(
                name: "sign the \(largest.actions)-action corpus workflow (\(workflow.count) B → \(size) B signed)",
                value: seconds * 1000, unit: "ms", baseline: hashSeconds * 1000, baselineName: "one SHA-256 pass",
                target: "< 50 ms", met: seconds < 0.05)
        ]
    }
}
