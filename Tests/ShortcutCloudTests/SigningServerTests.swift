import AsyncHTTPClient
import CloudTestSupport
import Foundation
import Hummingbird
import NIOCore
import PropertyList
import ShortcutCloud
import ShortcutSigning
import Testing

/// A stand-in for a shortcut-signing-server on 127.0.0.1: `POST /sign` with
/// `{"shortcutName", "shortcut"}` answers with a file signed by a self-signed identity (where the
/// real server runs macOS `shortcuts sign`); `POST /busy` answers 503, `POST /garbage` 200 with
/// bytes that are not a signed shortcut.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
struct StandInSigningServer {
    let server: TestHTTPServer
    var port: Int { server.port }
    var url: URL { URL(string: "http://127.0.0.1:\(port)/sign")! }

    static func start(identity: SigningIdentity, names: NameLog) async throws -> StandInSigningServer {
        let router = Router()
        router.post("sign") { request, context -> Response in
            guard request.headers[.contentType] == "application/json" else {
                return Response(status: .unsupportedMediaType)
            }
            let body = try await request.body.collect(upTo: 16 << 20)
            guard let json = try? JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: String],
                let shortcut = json["shortcut"]
            else {
                return Response(
                    status: .badRequest, body: .init(byteBuffer: ByteBuffer(string: "Error parsing content")))
            }
            await names.append(json["shortcutName"] ?? "")
            let signed = try SignedShortcutWriter(identity: identity).sign(Data(shortcut.utf8))
            return Response(
                status: .ok, headers: [.contentType: "application/octet-stream"],
                body: .init(byteBuffer: ByteBuffer(bytes: signed)))
        }
        router.post("busy") { _, _ -> Response in
            Response(
                status: .serviceUnavailable, body: .init(byteBuffer: ByteBuffer(string: "Too many concurrent jobs")))
        }
        router.post("garbage") { _, _ -> Response in
            Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "<html>hello</html>")))
        }
        return StandInSigningServer(server: try await TestHTTPServer.start(router, serverName: "StandInSigner"))
    }

    /// A graceful shutdown (``TestHTTPServer/stop()``), never a cancelled task.
    func stop() async {
        await server.stop()
    }
}

actor NameLog {
    var names: [String] = []
    func append(_ name: String) { names.append(name) }
}

@Suite("Signing server client")
struct SigningServerTests {
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("the client posts Cherri's JSON body and returns the signed file; refusals and garbage are typed errors")
    func signsThroughStandInServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "signing-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let selfSigned = try SelfSignedIdentity.loadOrCreate(directory: folder)
        let names = NameLog()
        let server = try await StandInSigningServer.start(identity: selfSigned.identity, names: names)
        let workflow: PropertyListValue = ["WFWorkflowActions": [], "WFWorkflowName": "Über Test"]
        let xml = try XMLPropertyListWriter().write(workflow)

        do {
            try await exercise(server: server, xml: xml, workflow: workflow, anchor: selfSigned.caCertificate)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(await names.names == ["Über Test"])
        let body = try SigningServerClient.requestBody(name: "n", workflowXML: xml)
        let decoded = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(decoded.keys.sorted() == ["shortcut", "shortcutName"])
        #expect(decoded["shortcut"]?.hasPrefix("<?xml") == true)
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    func exercise(server: StandInSigningServer, xml: Data, workflow: PropertyListValue, anchor: Data) async throws {
        try await ICloudClient.withHTTPClient { http in
            let client = SigningServerClient(url: server.url, httpClient: http, requestTimeout: .seconds(30))
            let signed = try await client.sign(workflowXML: xml, name: "Über Test")
            var roots = TrustRoots()
            try roots.addUserAnchors(from: anchor, source: "ca.cer")
            let report = await SignatureVerifier(trustRoots: roots).verify(signed)
            #expect(report.verdict == .userTrusted, "\(report.problems)")
            let extracted = try SignedShortcut(data: signed).workflowData
            #expect(try BinaryPropertyListReader().read(extracted).isEquivalent(to: workflow))

            for (path, expected) in [
                ("busy", "HTTP 503: Too many concurrent jobs"), ("garbage", "not a signed shortcut"),
            ] {
                var other = client
                other.url = server.url.deletingLastPathComponent().appendingPathComponent(path)
                do {
                    _ = try await other.sign(workflowXML: xml, name: "x")
                    Issue.record("\(path) did not fail")
                } catch let error as SigningError {
                    guard case .server(let detail) = error.reason else {
                        Issue.record("\(path): \(error)")
                        continue
                    }
                    #expect(detail.contains(expected), "\(detail)")
                    #expect(error.location.hasSuffix(path))
                }
            }
            // Nothing listens here: a connection failure, not a hang.
            var closed = client
            closed.url = URL(string: "http://127.0.0.1:9/sign")!
            await #expect(throws: SigningError.self) { try await closed.sign(workflowXML: xml, name: "x") }
        }
    }
}
