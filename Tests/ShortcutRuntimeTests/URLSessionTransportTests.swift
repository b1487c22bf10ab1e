import CloudTestSupport
import Foundation
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// The runtime's real HTTP (`shortcut run --allow-network`) against servers on 127.0.0.1
/// (CloudTestSupport's `MisbehavingHTTPServer` and `EndlessBodySocketServer`). On the transport
/// before it went through BoundedHTTP's client these failed: the 0.5 s request timed out at once
/// (FoundationNetworking keeps only whole seconds of `timeoutInterval`), and so did the trickle (with
/// any whole-second timeout it would never be cut: that timeout is one of inactivity); the endless
/// body was read whole (1 GiB, the server's cap, in 8 s) before its size was compared. Serialized:
/// the deadlines are real, and `.ci/run` runs this suite with the network suites, one test at a time
/// (beside the parallel run's load, 0.3 s of margin is not one).
@Suite(.serialized) struct URLSessionTransportTests {
    /// What `send` threw, as the run's reason, or nil when it answered.
    static func failure(
        _ url: String, timeout: Duration = .seconds(15), maximumBytes: Int = 1 << 20
    ) async -> RunError.Reason? {
        do {
            _ = try await URLSessionTransport().send(WebRequest(url: url), timeout: timeout, maximumBytes: maximumBytes)
            return nil
        } catch let failure as ActionFailure {
            return failure.reason
        } catch {
            Issue.record("not an ActionFailure: \(error)")
            return nil
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func aTimeoutUnderOneSecondLetsAnAnswerAfterPointTwoSecondsThrough() async throws {
        try await MisbehavingHTTPServer.with { server in
            let response = try await URLSessionTransport().send(
                WebRequest(url: server.base + "/late"), timeout: .milliseconds(500), maximumBytes: 1 << 20)
            #expect(response.status == 200)
            #expect(response.contentType == "text/plain")
            #expect(String(decoding: response.body, as: UTF8.self) == "answered late")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func aBodyThatTricklesForeverIsCutAtTheDeadline() async throws {
        try await MisbehavingHTTPServer.with { server in
            let url = server.base + "/trickle"
            let start = ContinuousClock.now
            let reason = await Self.failure(url, timeout: .milliseconds(500))
            let elapsed = ContinuousClock.now - start
            #expect(reason == .network("GET \(url): no complete answer within 0.5 seconds"))
            #expect(elapsed < .seconds(3), "\(elapsed)")
        }
    }

    @Test func anEndlessBodyOverTheLimitIsTooLargeWithoutBeingReadWhole() async throws {
        let server = try EndlessBodySocketServer.start()
        defer { server.stop() }
        let url = server.base + "/endless"
        let start = ContinuousClock.now
        let reason = await Self.failure(url, timeout: .seconds(15), maximumBytes: 1 << 20)
        #expect(reason == .tooLarge("the response of \(url) is larger than 1048576 bytes"))
        #expect(ContinuousClock.now - start < .seconds(5))
        // The connection was closed: the server's sends failed a few MiB past the limit.
        try await Task.sleep(for: .seconds(1))
        let sent = server.bytesSent
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.bytesSent == sent, "the server still sends")
        #expect(sent < 16 << 20, "\(sent) bytes sent")
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test(arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd", "no url at all"])
    func aURLThatIsNotHTTPFailsWithoutARequest(url: String) async {
        #expect(await Self.failure(url) == .network("GET \(url): not an http(s) URL"))
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test func theResponseHasTheFinalURLAfterRedirectsAndTheHeaders() async throws {
        try await MisbehavingHTTPServer.with { server in
            let response = try await URLSessionTransport().send(
                WebRequest(url: server.base + "/redirect"), timeout: .seconds(15), maximumBytes: 1 << 20)
            #expect(response.status == 200)
            #expect(response.finalURL == server.base + "/headers")
            #expect(String(decoding: response.body, as: UTF8.self) == "after the redirect")
            let shortcutHeader = response.headers.first { $0.name.lowercased() == "x-shortcut" }
            #expect(shortcutHeader?.value == "runs off the device")
        }
    }

    /// Through a run: Get Contents of URL fails with the one line `shortcut run` prints.
    @Test func getContentsOfAnEndlessURLFailsTheRunOnOneLine() async throws {
        let server = try EndlessBodySocketServer.start()
        defer { server.stop() }
        let url = server.base + "/endless"
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("downloadurl", ["WFURL": Value(stringLiteral: url)]))
        }
        var runner = ShortcutRunner(shortcut)
        runner.network = URLSessionTransport()
        runner.limits = RunLimits(timeout: .seconds(15), maximumResponseBytes: 1 << 20)
        do {
            _ = try await runner.run()
            Issue.record("the run read an endless body")
        } catch let error as RunError {
            #expect(
                error.description
                    == "action 0 (Get Contents of URL, is.workflow.actions.downloadurl): too large: the response of \(url) is larger than 1048576 bytes"
            )
        }
    }
}
