import Foundation
import ShortcutModel
import ShortcutRuntime
import TestSupport
import Testing

/// Every corpus shortcut, run with stubs for device services only: how many run to completion.
///
/// The figure: files (binary, XML, signed) whose run ends normally (last action, Stop This
/// Shortcut, or Stop and Output) when every action the registry marks "needs a stub", and the
/// device part of a native action, gets an empty output, questions take the first choice or
/// the default answer, and there is no network and no stub for the web. The Shortcut Input is empty text; Run Shortcut only finds
/// the shortcut itself. Everything else (web requests, actions not supported yet, real
/// failures) counts as not completing.
@Suite struct CorpusRunTests {
    /// A stub that answers every device-bound action with nothing — and the device part of a
    /// native action (Get File's document picker, the photo library's details of an image) —
    /// and nothing else: not a web request (with `web`, those get empty text), not an action
    /// that is not supported yet.
    struct DeviceStubs: DeviceServices {
        var web = false
        func output(for request: DeviceRequest) async throws -> RuntimeValue? {
            let support = RuntimeRegistry.standard.support(for: request.identifier)
            if support == .needsStub { return .nothing }
            if request.parameters["WFURL"] != nil { return web ? .text("") : nil }
            return support == .native ? .nothing : nil
        }
    }

    /// The share measured when this test was written (see the report it prints), less a margin.
    static let floor = 0.64  // measured 321 of 486 (66.0 %)

    @Test func everyCorpusFileRunsBoundedAndMostComplete() async throws {
        guard Corpus.isAvailable else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("corpus missing at \(Corpus.root.path)")
            }
            return Corpus.noteMissing()
        }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count == 486)
        var completed = 0
        var completedWithWeb = 0
        var reasons: [String: Int] = [:]
        var examples: [String: String] = [:]
        for entry in entries {
            let document = try ShortcutDocument(data: try entry.data())
            let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent(
                "runtime-corpus-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: sandbox) }
            var runner = ShortcutRunner(document.shortcut, name: "Corpus Shortcut")
            runner.whenAnswersRunOut = .firstChoice
            runner.recordsTrace = false
            runner.sandbox = sandbox
            runner.limits = RunLimits(maximumSteps: 20_000, timeout: .seconds(5))
            do {
                _ = try await runner.run(input: .text(""), services: DeviceStubs(), clock: .reference)
                completed += 1
            } catch {
                if case .networkDisabled = error.reason,
                    (try? await runner.run(input: .text(""), services: DeviceStubs(web: true), clock: .reference))
                        != nil
                {
                    completedWithWeb += 1
                }
                let key = Self.category(of: error)
                reasons[key, default: 0] += 1
                examples[key] = examples[key] ?? "\(entry.file): \(error)"
            }
        }
        let share = Double(completed) / Double(entries.count)
        print(
            "corpus run: \(completed) of \(entries.count) files ran to completion (\(String(format: "%.1f", share * 100)) %)"
        )
        print("corpus run: \(completed + completedWithWeb) with the web stubbed too")
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) {
            print("  \(count)\t\(reason)\t e.g. \(examples[reason] ?? "")")
        }
        #expect(share >= Self.floor)
    }

    static func category(of error: RunError) -> String {
        switch error.reason {
        case .needsStub: "needs a stub: \(error.identifier ?? "")"
        case .notSupported: "not supported: \(error.identifier ?? "")"
        case .networkDisabled: "network"
        case .invalidParameter(let key, _): "parameter \(key) of \(error.identifier ?? "")"
        case .failed(let message): "failed: \(error.identifier ?? ""): \(message.prefix(40))"
        default: "\(error.reason)".prefix(60).description
        }
    }
}
