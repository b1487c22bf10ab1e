import BoundedHTTP
import CloudTestSupport
import Foundation
import Testing

/// The one HTTP client against real servers on 127.0.0.1 (CloudTestSupport's
/// `MisbehavingHTTPServer` and `EndlessBodySocketServer`): a deadline under a second, a body that
/// trickles or never ends, a declared length over the limit, redirects and headers. Serialized: the
/// deadlines are real, and `.ci/run` runs this suite with the network suites, one test at a time
/// (beside the parallel run's load, 0.3 s of margin is not one).
@Suite(.serialized) struct BoundedHTTPClientTests {
    /// `GET url` on a fresh client, shut down afterwards.
    static func get(
        _ url: String, timeout: Duration = .seconds(15), maximumBytes: Int = 1 << 20
    ) async -> Result<BoundedHTTPResponse, BoundedHTTPError> {
        let client = BoundedHTTPClient()
        defer { client.shutdown() }
        do {
            return .success(
                try await client.send(BoundedHTTPRequest(url: url), timeout: timeout, maximumBytes: maximumBytes))
        } catch {
            return .failure(error)
        }
    }

    /// FoundationNetworking keeps only the whole seconds of `timeoutInterval`: 0.5 s set there
    /// became 0 and every request timed out at once.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func aDeadlineUnderOneSecondLetsAnAnswerInTimeThrough() async throws {
        try await MisbehavingHTTPServer.with { server in
            let response = try await Self.get(server.base + "/late", timeout: .milliseconds(500)).get()
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "answered late")
            #expect(response.url == server.base + "/late")
        }
    }

    /// URLSession's own timeout is one of inactivity: a byte every 50 ms never reaches it.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func aTricklingBodyIsCutAtTheDeadline() async throws {
        try await MisbehavingHTTPServer.with { server in
            let url = server.base + "/trickle"
            let start = ContinuousClock.now
            let result = await Self.get(url, timeout: .milliseconds(500))
            let elapsed = ContinuousClock.now - start
            #expect(throws: BoundedHTTPError(.timeout(.milliseconds(500)), url: url)) { try result.get() }
            #expect(elapsed >= .milliseconds(450), "\(elapsed)")
            #expect(elapsed < .seconds(3), "\(elapsed)")
            #expect(await server.bytesWritten(by: "/trickle") > 0, "the body had begun")
            let message = "\(BoundedHTTPError(.timeout(.milliseconds(500)), url: url))"
            #expect(message == "\(url): no complete answer within 0.5 seconds")
        }
    }

    /// The limit is checked while the body arrives: the exchange ends at the first chunk past it and
    /// the connection is closed, so the server soon stops sending (bounded memory, no timeout).
    @Test func anEndlessBodyFailsAtTheLimitWithoutBeingReadToTheEnd() async throws {
        let server = try EndlessBodySocketServer.start()
        defer { server.stop() }
        let url = server.base + "/endless"
        let start = ContinuousClock.now
        let result = await Self.get(url, timeout: .seconds(15), maximumBytes: 1 << 20)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(throws: BoundedHTTPError(.tooLarge(limit: 1 << 20), url: url)) { try result.get() }
        try await Self.expectSendingStops(server)
    }

    /// A `Content-Length` over the limit ends the exchange at the first chunk.
    @Test func aDeclaredLengthOverTheLimitFailsAtOnce() async throws {
        let server = try EndlessBodySocketServer.start(declaredLength: 1 << 30)
        defer { server.stop() }
        let url = server.base + "/declared"
        let result = await Self.get(url, maximumBytes: 1 << 20)
        #expect(throws: BoundedHTTPError(.tooLarge(limit: 1 << 20), url: url)) { try result.get() }
        try await Self.expectSendingStops(server)
    }

    /// The server stops sending within a second (its sends fail once the client has closed the
    /// connection), having sent a few MiB at most (0.4–4 MiB here, the sockets' buffers included),
    /// not the 1 GiB it sends a client that reads everything.
    static func expectSendingStops(_ server: EndlessBodySocketServer) async throws {
        var sent = server.bytesSent
        for _ in 0..<20 {
            try await Task.sleep(for: .milliseconds(250))
            if server.bytesSent == sent { break }
            sent = server.bytesSent
        }
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.bytesSent == sent, "the server still sends")
        #expect(sent < 16 << 20, "\(sent) bytes sent")
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func redirectsAreFollowedAndTheResponseNamesTheLastURL() async throws {
        try await MisbehavingHTTPServer.with { server in
            let response = try await Self.get(server.base + "/redirect").get()
            #expect(response.status == 200)
            #expect(response.url == server.base + "/headers")
            #expect(String(decoding: response.body, as: UTF8.self) == "after the redirect")
            #expect(response.header("x-shortcut") == "runs off the device")
            #expect(response.header("X-SHORTCUT") == "runs off the device")
            #expect(response.header("Content-Type") == "text/plain")
            #expect(response.headers.map(\.name) == response.headers.map(\.name).sorted())
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test(arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd", "no url at all", "", "mailto:a@example.com"])
    func aURLThatIsNotHTTPFailsBeforeAnyRequest(url: String) async {
        let result = await Self.get(url)
        #expect(throws: BoundedHTTPError(.badURL, url: url)) { try result.get() }
        #expect("\(BoundedHTTPError(.badURL, url: url))" == "\(url): not an http(s) URL")
    }

    /// A closed port: a network error naming the URL, on one line.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func aRefusedConnectionIsANetworkError() async throws {
        let url = "http://127.0.0.1:9/nothing"
        guard case .failure(let error) = await Self.get(url, timeout: .seconds(5)) else {
            Issue.record("an answer from a closed port")
            return
        }
        guard case .network(let detail) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(!detail.isEmpty)
        #expect(error.url == url)
        #expect(!error.description.contains("\n"))
    }
}
