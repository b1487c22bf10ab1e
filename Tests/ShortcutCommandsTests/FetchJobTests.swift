import CloudTestSupport
import Foundation
import Testing

@testable import ShortcutCloud
@testable import ShortcutCommands

// Tests that start the fake server open with `guard #available(macOS 14, …)`: Hummingbird 2
// needs macOS 14 and Swift Testing does not allow `@available` on tests or suites.

@Suite(.timeLimit(.minutes(1))) struct FetchJobTests {
    @Test func listFileParsing() {
        let text = """
            # shortcuts to fetch\r
            f00836becd2845109809720d2a70e32f   # meeting note\r
            \r
              https://www.icloud.com/shortcuts/e04c0db9ef974178b60f94518daeb8f2#keep-fragment
            \t# indented comment
            icloud.com/shortcuts/abc#x # trailing
            """
        #expect(
            FetchJob.parseList(text) == [
                "f00836becd2845109809720d2a70e32f",
                "https://www.icloud.com/shortcuts/e04c0db9ef974178b60f94518daeb8f2#keep-fragment",
                "icloud.com/shortcuts/abc#x",
            ])
        #expect(FetchJob.parseList("").isEmpty)
    }

    @Test func jsonOutputLoadsBackAndExitZero() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fakes = [
            FakeShortcut(id: ShortcutIDs.id(1), name: "Current \"one\"", actions: sampleActions),
            FakeShortcut(id: ShortcutIDs.id(2), name: "Legacy\ntwo", actions: sampleActions, shape: .legacy2018),
        ]
        try await FakeICloudServer.with(fakes) { server in
            try await withTestClient(server) { client in
                let job = FetchJob(inputs: fakes.map { "https://icloud.com/shortcuts/\($0.id)" }, format: .json)
                let outcome = try await job.run(fetcher: BulkFetcher(client: client), decoder: ShortcutModelDecoder())
                #expect(outcome.exitCode == 0)
                #expect(outcome.failures.isEmpty)
                let output = try #require(outcome.output)
                let loaded = try JSONDecoder().decode([ShortcutMetadata].self, from: Data(output.utf8))
                #expect(loaded == outcome.results.compactMap(\.value))
                #expect(loaded.map(\.name) == fakes.map(\.name))
                #expect(loaded[0].created == Date(millisecondsSince1970: 1_763_428_412_893))
                #expect(output.contains("\"i_cloud_link\" : \"https://www.icloud.com/shortcuts/\(fakes[0].id)\""))
                #expect(output.contains("\"approved\" : true"))
                #expect(loaded.allSatisfy { $0.actionCount == nil }, "no download, no action count")
            }
        }
    }

    @Test func someFailedMeansExitOneAndEachFailureListed() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let good = FakeShortcut(id: ShortcutIDs.id(1), name: "good", actions: [])
        let gone = FakeShortcut(id: ShortcutIDs.id(2), name: "gone", actions: [], fault: .notFound)
        let dir = try TempDir()
        defer { dir.cleanup() }
        try await FakeICloudServer.with([good, gone]) { server in
            try await withTestClient(server) { client in
                let out = dir.url.appendingPathComponent("out.json").path
                let job = FetchJob(
                    inputs: [gone.id, "https://evil.example/shortcuts/x", good.id], format: .json, outputPath: out)
                let outcome = try await job.run(fetcher: BulkFetcher(client: client), decoder: ShortcutModelDecoder())
                #expect(outcome.exitCode == 1)
                #expect(outcome.output == nil, "written to the file instead")
                #expect(outcome.failures.count == 2)
                #expect(outcome.failures[0] == "\(gone.id): not found (HTTP 404, record)")
                #expect(outcome.failures[1].contains("evil.example"))
                let loaded = try JSONDecoder().decode(
                    [ShortcutMetadata].self, from: Data(contentsOf: URL(fileURLWithPath: out)))
                #expect(loaded.map(\.id) == [good.id])
            }
        }
    }

    @Test func downloadSavesFilesAndCountsActions() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let plain = FakeShortcut(id: ShortcutIDs.id(1), name: "plain", actions: sampleActions)
        let signedOnly = FakeShortcut(
            id: ShortcutIDs.id(2), name: "signed only", actions: sampleActions, fault: .unsignedAssetMissing)
        let old = FakeShortcut(
            id: ShortcutIDs.id(3), name: "old", actions: Array(repeating: "is.workflow.actions.comment", count: 7),
            shape: .legacy2018)
        let dir = try TempDir()
        defer { dir.cleanup() }
        try await FakeICloudServer.with([plain, signedOnly, old]) { server in
            try await withTestClient(server) { client in
                let downloads = dir.url.appendingPathComponent("dl/nested").path
                let job = FetchJob(
                    inputs: [plain.id, signedOnly.id, old.id], format: .swift, downloadDirectory: downloads)
                let outcome = try await job.run(
                    fetcher: BulkFetcher(client: client, configuration: .init(retry: quickRetry)),
                    decoder: ShortcutModelDecoder())
                // The fake server's signed asset is placeholder bytes after the AEA1 magic: the core
                // decoder rejects it as a damaged container; that link fails, the others do not.
                #expect(outcome.exitCode == 1)
                #expect(outcome.results[0].value?.actionCount == 3)
                #expect(outcome.results[2].value?.actionCount == 7)
                guard case .decoding(let id, let detail)? = outcome.results[1].error else {
                    Issue.record("expected decoding error, got \(String(describing: outcome.results[1].error))")
                    return
                }
                #expect(id == signedOnly.id && detail.contains("signed container"), "\(detail)")
                let saved = try FileManager.default.contentsOfDirectory(atPath: downloads).sorted()
                #expect(saved == ["\(plain.id).plist", "\(old.id).plist"])
                #expect(try Data(contentsOf: URL(fileURLWithPath: "\(downloads)/\(plain.id).plist")) == plain.plist)
                #expect(outcome.output?.contains("enum SharedShortcuts") == true)
                #expect(outcome.output?.contains("actionCount: 7") == true)

                // With a decoder that accepts signed files, the signed fallback is saved as .shortcut.
                let lenient = ClosureShortcutDecoder<Int>(decode: { $0.data.count }, actionCount: { _ in 0 })
                let again = try await FetchJob(inputs: [signedOnly.id], downloadDirectory: downloads)
                    .run(fetcher: BulkFetcher(client: client), decoder: lenient)
                #expect(again.exitCode == 0)
                #expect(FileManager.default.fileExists(atPath: "\(downloads)/\(signedOnly.id).shortcut"))
                #expect(again.output == "\(signedOnly.id)  signed only  0 actions  approved\n")
            }
        }
    }

    @Test func badNamespaceIsARunError() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        try await FakeICloudServer.with([]) { server in
            try await withTestClient(server) { client in
                var job = FetchJob(inputs: [ShortcutIDs.id(1)], format: .swift)
                job.swiftNamespace = "not valid"
                await #expect(throws: FetchJob.RunError.self) {
                    try await job.run(fetcher: BulkFetcher(client: client), decoder: ShortcutModelDecoder())
                }
            }
        }
    }

    @Test func progressBarRendering() {
        #expect(
            TerminalProgressBar.render(BulkProgress(completed: 5, failed: 0, total: 10), width: 10)
                == "[#####-----] 5/10")
        #expect(
            TerminalProgressBar.render(BulkProgress(completed: 10, failed: 2, total: 10), width: 4)
                == "[####] 10/10, 2 failed")
        #expect(TerminalProgressBar.render(BulkProgress(completed: 0, failed: 0, total: 0), width: 3) == "[###] 0/0")
        #expect(TerminalProgressBar(enabled: false).isEnabled == false)
    }
}
