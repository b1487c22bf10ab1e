import CloudTestSupport
import Foundation
import ShortcutModel
import Testing

@testable import ShortcutCloud

// Tests that start the fake server open with `guard #available(macOS 14, …)`: Hummingbird 2
// needs macOS 14 and Swift Testing does not allow `@available` on tests or suites.

@Suite(.timeLimit(.minutes(1))) struct ICloudClientTests {
    @Test(arguments: [RecordShape.current, .legacy2018])
    func fetchesRecordAndDownloadsBothShapes(_ shape: RecordShape) async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(
            id: ShortcutIDs.id(1), name: "Morning \"Routine\" ☀️", actions: sampleActions, shape: shape)
        try await FakeICloudServer.with([fake]) { server in
            try await withTestClient(server) { client in
                let link = try ShortcutLink(parsing: "https://www.icloud.com/shortcuts/\(fake.id.uppercased())/")
                let meta = try await client.fetchMetadata(link)
                #expect(meta.id == fake.id)
                #expect(meta.recordName == ShortcutIDs.recordName(fake.id))
                #expect(meta.name == fake.name)
                #expect(meta.iconGlyph == (shape == .current ? 59446 : 59790))
                #expect(meta.isApproved == (shape == .current))
                #expect((meta.signedShortcutURL != nil) == (shape == .current))
                #expect(meta.shortcutURL?.contains("/shortcut.plist?") == true)
                #expect(meta.downloadURLsExpire != nil)

                let result = try await client.fetchShortcut(link, decoder: ShortcutModelDecoder())
                #expect(result.download.source == .unsigned)
                #expect(result.download.kind == .binary)
                #expect(result.decoded.shortcut.actions.map(\.identifier) == sampleActions)
                #expect(result.metadata.actionCount == 3)
            }
        }
    }

    @Test func signedFileIsTheFallback() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let missing = FakeShortcut(
            id: ShortcutIDs.id(1), name: "A", actions: sampleActions, fault: .unsignedAssetMissing)
        let absent = FakeShortcut(id: ShortcutIDs.id(2), name: "B", actions: sampleActions, hasUnsigned: false)
        let garbage = FakeShortcut(
            id: ShortcutIDs.id(3), name: "C", actions: sampleActions, fault: .unsignedAssetGarbage)
        let kindDecoder = ClosureShortcutDecoder<ShortcutPropertyList.Encoding>(
            decode: { $0.kind }, actionCount: { _ in 0 })
        try await FakeICloudServer.with([missing, absent, garbage]) { server in
            try await withTestClient(server) { client in
                for fake in [missing, absent, garbage] {
                    let r = try await client.fetchShortcut(try ShortcutLink(parsing: fake.id), decoder: kindDecoder)
                    #expect(r.download.source == .signed, "\(fake.name)")
                    #expect(r.decoded == .signed)
                    #expect(r.download.data == fake.signed)
                }
            }
        }
    }

    @Test func downloadErrorsAreTyped() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let legacyMissing = FakeShortcut(
            id: ShortcutIDs.id(1), name: "Old", actions: [], shape: .legacy2018, fault: .unsignedAssetMissing)
        let legacyGarbage = FakeShortcut(
            id: ShortcutIDs.id(2), name: "Old2", actions: [], shape: .legacy2018, fault: .unsignedAssetGarbage)
        try await FakeICloudServer.with([legacyMissing, legacyGarbage]) { server in
            try await withTestClient(server) { client in
                // No signed file to fall back on in the 2018 shape.
                await #expect(throws: ShortcutCloudError.notFound(id: legacyMissing.id, resource: .unsignedShortcut)) {
                    try await client.download(client.fetchMetadata(ShortcutLink(parsing: legacyMissing.id)))
                }
                let bad = await cloudError {
                    try await client.download(client.fetchMetadata(ShortcutLink(parsing: legacyGarbage.id)))
                }
                guard case .malformedDownload(let id, let detail)? = bad else {
                    Issue.record("got \(String(describing: bad))")
                    return
                }
                #expect(id == legacyGarbage.id)
                #expect(detail.contains("not bplist00"))
                // Wrong size is caught too.
                var meta = try await client.fetchMetadata(ShortcutLink(parsing: legacyMissing.id))
                meta.shortcutURL = "\(server.baseURL.absoluteString)/assets/\(legacyGarbage.id)/signed/x"
                meta.shortcutSize = 1
                await #expect(
                    throws: ShortcutCloudError.malformedDownload(
                        id: legacyMissing.id,
                        detail: "unsigned file is \(legacyGarbage.signed.count) bytes, record says 1")
                ) {
                    try await client.download(meta)
                }
                meta.shortcutURL = nil
                await #expect(throws: ShortcutCloudError.noDownload(id: legacyMissing.id)) {
                    try await client.download(meta)
                }
            }
        }
    }

    @Test func decoderFailureIsTyped() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(id: ShortcutIDs.id(1), name: "A", actions: sampleActions)
        struct Boom: Error, CustomStringConvertible { var description: String { "WFWorkflowActions[2]: boom" } }
        let failing = ClosureShortcutDecoder<Int>(decode: { _ in throw Boom() }, actionCount: { $0 })
        try await FakeICloudServer.with([fake]) { server in
            try await withTestClient(server) { client in
                await #expect(throws: ShortcutCloudError.decoding(id: fake.id, detail: "WFWorkflowActions[2]: boom")) {
                    try await client.fetchShortcut(ShortcutLink(parsing: fake.id), decoder: failing)
                }
            }
        }
    }

    /// Each fault, one request, no retries: the exact typed error, naming the id.
    @Test func eachFaultMapsToItsError() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let ids = (1...8).map(ShortcutIDs.id)
        let fakes = [
            FakeShortcut(id: ids[0], name: "404", actions: [], fault: .notFound),
            FakeShortcut(id: ids[1], name: "429", actions: [], fault: .rateLimited(retryAfter: "7", times: .max)),
            FakeShortcut(id: ids[2], name: "500", actions: [], fault: .serverError(times: .max)),
            FakeShortcut(id: ids[3], name: "cut", actions: [], fault: .truncatedBody),
            FakeShortcut(id: ids[4], name: "bad", actions: [], fault: .malformedJSON),
            FakeShortcut(id: ids[5], name: "hang", actions: [], fault: .hang),
            FakeShortcut(id: ids[6], name: "err", actions: [], fault: .errorBody),
            FakeShortcut(id: ids[7], name: "slow", actions: [], fault: .latency(.milliseconds(100))),
        ]
        try await FakeICloudServer.with(fakes) { server in
            // 2 s, not less: under a loaded CI machine a healthy answer must not time out.
            try await withTestClient(server, timeout: .seconds(2)) { client in
                func fetch(_ i: Int) async -> ShortcutCloudError? {
                    await cloudError { try await client.fetchMetadata(ShortcutLink(parsing: ids[i])) }
                }
                #expect(await fetch(0) == .notFound(id: ids[0], resource: .record))
                #expect(await fetch(1) == .rateLimited(id: ids[1], retryAfter: .seconds(7)))
                #expect(await fetch(2) == .server(id: ids[2], status: 500, resource: .record))
                let cut = await fetch(3)
                #expect(cut?.link == ids[3])
                #expect(cut?.isTransient == true, "truncated body is a network error: \(String(describing: cut))")
                if case .malformedResponse(let id, _) = await fetch(4) {
                    #expect(id == ids[4])
                } else {
                    Issue.record("malformed")
                }
                let start = ContinuousClock.now
                #expect(await fetch(5) == .timeout(id: ids[5], after: .seconds(2)))
                #expect(ContinuousClock.now - start < .seconds(6), "timeout must be enforced")
                #expect(
                    await fetch(6) == .unavailable(id: ids[6], reason: "server error body: NOT_FOUND: record not found")
                )
                #expect(await fetch(7) == nil)
                #expect(await fetch(7) == nil)
            }
            #expect(await server.state.requests(ids[0]) == 1)
        }
    }

    @Test func unknownIdIsNotFoundAndRefusedConnectionIsNetwork() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        try await FakeICloudServer.with([]) { server in
            try await withTestClient(server) { client in
                await #expect(throws: ShortcutCloudError.notFound(id: ShortcutIDs.id(9), resource: .record)) {
                    try await client.fetchRecord(ShortcutLink(parsing: ShortcutIDs.id(9)))
                }
            }
        }
        // A port nobody listens on (the server above is gone).
        let closed = try await FakeICloudServer.start([])
        let base = closed.baseURL
        await closed.stop()
        try await ICloudClient.withHTTPClient { http in
            let client = ICloudClient(httpClient: http, apiBase: base, requestTimeout: .seconds(3))
            let error = await cloudError { try await client.fetchRecord(ShortcutLink(parsing: ShortcutIDs.id(1))) }
            guard case .network(let id, _)? = error else {
                Issue.record("got \(String(describing: error))")
                return
            }
            #expect(id == ShortcutIDs.id(1))
        }
    }

    @Test func oversizedRecordIsRejected() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(id: ShortcutIDs.id(1), name: String(repeating: "x", count: 5000), actions: [])
        try await FakeICloudServer.with([fake]) { server in
            try await ICloudClient.withHTTPClient { http in
                let client = ICloudClient(httpClient: http, apiBase: server.baseURL, maxRecordBytes: 2048)
                await #expect(
                    throws: ShortcutCloudError.malformedResponse(
                        id: fake.id, detail: "record body larger than 2048 bytes")
                ) {
                    try await client.fetchRecord(ShortcutLink(parsing: fake.id))
                }
            }
        }
    }
}
