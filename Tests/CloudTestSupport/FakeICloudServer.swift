import Foundation
import Hummingbird
import NIOCore
import ShortcutCloud

/// What the fake server does wrong for one id (or for asset downloads of that id).
package enum Fault: Sendable, Equatable {
    case none
    /// Delay every record response by this long.
    case latency(Duration)
    /// HTTP 404 for the record.
    case notFound
    /// HTTP 429 with this `Retry-After` value for the first `times` requests, then success.
    case rateLimited(retryAfter: String?, times: Int)
    /// HTTP 429 with an HTTP-date `Retry-After` computed when answering: the next whole second
    /// plus `secondsAhead`, so the wait is more than `secondsAhead` seconds.
    case rateLimitedUntil(secondsAhead: Int, times: Int)
    /// HTTP 500 for the first `times` requests, then success (`Int.max`: always).
    case serverError(times: Int)
    /// Announce the full length, send half the record, close the connection.
    case truncatedBody
    /// HTTP 200 with a body that is not JSON.
    case malformedJSON
    /// HTTP 200 with `{"error": …, "reason": …}`.
    case errorBody
    /// Never answer (until the server stops).
    case hang
    /// The unsigned asset answers 404 (signed fallback).
    case unsignedAssetMissing
    /// The unsigned asset is not a plist.
    case unsignedAssetGarbage
}

/// Record JSON shape, after the corpus samples.
package enum RecordShape: Sendable, Equatable {
    /// 2025: signedShortcut, signingStatus, signingCertificateExpirationDate, … ; UUID device ids.
    case current
    /// 2018: name, icon_color, icon_glyph, icon, shortcut only; 64-hex device ids; other key order.
    case legacy2018
}

/// One shortcut the fake server knows.
package struct FakeShortcut: Sendable {
    package var id: String
    package var name: String
    package var actions: [String]
    package var shape: RecordShape = .current
    package var fault: Fault = .none
    package var hasIcon = true
    package var hasUnsigned = true
    /// The unsigned file: a binary plist built once, with Foundation, from our own action list.
    package let plist: Data

    package init(
        id: String, name: String, actions: [String], shape: RecordShape = .current, fault: Fault = .none,
        hasIcon: Bool = true, hasUnsigned: Bool = true
    ) {
        self.id = id
        self.name = name
        self.actions = actions
        self.shape = shape
        self.fault = fault
        self.hasIcon = hasIcon
        self.hasUnsigned = hasUnsigned
        self.plist = Self.makePlist(id: id, actions: actions)
    }

    package static func makePlist(id: String, actions: [String]) -> Data {
        let actionDicts: [[String: Any]] = actions.enumerated().map { i, identifier in
            ["WFWorkflowActionIdentifier": identifier, "WFWorkflowActionParameters": ["UUID": "\(id)-\(i)"]]
        }
        let root: [String: Any] = [
            "WFWorkflowActions": actionDicts,
            "WFWorkflowClientVersion": "2607.0.2",
            "WFWorkflowMinimumClientVersion": 900,
            "WFWorkflowIcon": ["WFWorkflowIconStartColor": 4_274_264_319, "WFWorkflowIconGlyphNumber": 59446],
            "WFWorkflowTypes": ["NCWidget", "WatchKit"],
            "WFWorkflowInputContentItemClasses": ["WFStringContentItem"],
        ]
        return (try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)) ?? Data()
    }

    /// Stand-in for a signed file: `AEA1` magic plus our payload (not a real archive).
    package var signed: Data { Data("AEA1".utf8) + Data(repeating: 0x5A, count: 60) + Data(name.utf8) }
}

/// Mutable server bookkeeping: the catalogue, per-id request counts, requests in flight.
package actor FakeICloudState {
    package var shortcuts: [String: FakeShortcut]
    package var recordRequests: [String: Int] = [:]
    package var assetRequests: [String: Int] = [:]
    package var inFlight = 0
    package var maxInFlight = 0
    package var stopped = false
    package var baseURL = ""
    package let latency: Duration

    package init(shortcuts: [FakeShortcut], latency: Duration) {
        self.shortcuts = Dictionary(shortcuts.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.latency = latency
    }

    package func begin(record id: String) -> (FakeShortcut?, Int) {
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
        recordRequests[id, default: 0] += 1
        return (shortcuts[id], recordRequests[id] ?? 0)
    }
    package func end() { inFlight -= 1 }
    package func countAsset(_ id: String) -> FakeShortcut? {
        assetRequests[id, default: 0] += 1
        return shortcuts[id]
    }
    package func setBaseURL(_ s: String) { baseURL = s }
    package func stop() { stopped = true }
    package func requests(_ id: String) -> Int { recordRequests[id] ?? 0 }
}

/// A local stand-in for `www.icloud.com/shortcuts/api/records` and its asset host, started by
/// each test on 127.0.0.1 with a random port.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
package final class FakeICloudServer: Sendable {
    package let state: FakeICloudState
    private let server: TestHTTPServer

    /// The bound port.
    package var port: Int { server.port }
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private init(state: FakeICloudState, server: TestHTTPServer) {
        self.state = state
        self.server = server
    }

    /// Starts a server; call ``stop()`` (or use ``with(_:latency:_:)``).
    package static func start(_ shortcuts: [FakeShortcut], latency: Duration = .zero) async throws -> FakeICloudServer {
        let state = FakeICloudState(shortcuts: shortcuts, latency: latency)
        let router = Router()
        router.get("shortcuts/api/records/:id") { request, context -> Response in
            let id = try context.parameters.require("id")
            let (shortcut, count) = await state.begin(record: id)
            defer { Task { await state.end() } }
            return try await Self.record(shortcut, id: id, count: count, state: state)
        }
        router.get("assets/:id/:kind/:file") { request, context -> Response in
            let id = try context.parameters.require("id")
            let kind = try context.parameters.require("kind")
            guard let shortcut = await state.countAsset(id) else { return Response(status: .notFound) }
            switch (kind, shortcut.fault) {
            case ("unsigned", .unsignedAssetMissing): return Response(status: .notFound)
            case ("unsigned", .unsignedAssetGarbage): return Self.body(Data("GIF89a-not-a-plist".utf8))
            case ("unsigned", _): return Self.body(shortcut.plist)
            case ("signed", _): return Self.body(shortcut.signed)
            case ("icon", _): return Self.body(Data([0x89, 0x50, 0x4E, 0x47]))
            default: return Response(status: .notFound)
            }
        }
        let server = try await TestHTTPServer.start(router, serverName: "FakeICloud")
        await state.setBaseURL("http://127.0.0.1:\(server.port)")
        return FakeICloudServer(state: state, server: server)
    }

    /// Stops the server: releases hanging handlers, then shuts down gracefully and waits for it
    /// (``TestHTTPServer/stop()``: cancelling instead trapped in SwiftNIO when a connection was
    /// still waiting to be served).
    package func stop() async {
        await state.stop()
        await server.stop()
    }

    /// Runs `body` against a fresh server and always stops it.
    @discardableResult
    package static func with<T>(
        _ shortcuts: [FakeShortcut], latency: Duration = .zero, _ body: (FakeICloudServer) async throws -> T
    ) async throws -> T {
        let server = try await start(shortcuts, latency: latency)
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    // MARK: Responses

    private static func body(_ data: Data, contentType: String = "application/octet-stream") -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func record(_ shortcut: FakeShortcut?, id: String, count: Int, state: FakeICloudState) async throws
        -> Response
    {
        if state.latency > .zero { try await Task.sleep(for: state.latency) }
        guard let shortcut else { return Response(status: .notFound) }
        switch shortcut.fault {
        case .none, .unsignedAssetMissing, .unsignedAssetGarbage:
            break
        case .latency(let d):
            try await Task.sleep(for: d)
        case .notFound:
            return Response(status: .notFound)
        case .rateLimited(let retryAfter, let times) where count <= times:
            var headers = HTTPFields()
            if let retryAfter { headers[.retryAfter] = retryAfter }
            return Response(status: .tooManyRequests, headers: headers)
        case .rateLimitedUntil(let ahead, let times) where count <= times:
            let next = (Date().timeIntervalSince1970).rounded(.up) + Double(ahead)
            var headers = HTTPFields()
            headers[.retryAfter] = RetryAfter.imfFixdate(Date(timeIntervalSince1970: next))
            return Response(status: .tooManyRequests, headers: headers)
        case .serverError(let times) where count <= times:
            return Response(status: .internalServerError)
        case .rateLimited, .rateLimitedUntil, .serverError:
            break
        case .truncatedBody:
            let full = recordJSON(shortcut, base: await state.baseURL)
            let half = ByteBuffer(bytes: full.prefix(full.count / 2))
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(contentLength: full.count) { writer in
                    try await writer.write(half)
                    // Failing mid-body makes the server drop the connection.
                    throw CancellationError()
                })
        case .malformedJSON:
            return body(
                Data("{\"recordName\": \"\(id)\", \"fields\": {\"name\": ".utf8), contentType: "application/json")
        case .errorBody:
            return body(
                Data(#"{"error":"NOT_FOUND","reason":"record not found"}"#.utf8), contentType: "application/json")
        case .hang:
            // Hold the request until the test's client gives up or the server stops (≤ 20 s).
            for _ in 0..<400 where !(await state.stopped) {
                try await Task.sleep(for: .milliseconds(50))
            }
            return Response(status: .serviceUnavailable)
        }
        return body(recordJSON(shortcut, base: await state.baseURL), contentType: "application/json")
    }

    /// The record JSON in the requested shape, with asset URLs pointing back at this server.
    package static func recordJSON(_ s: FakeShortcut, base: String) -> Data {
        let recordName = ShortcutIDs.recordName(s.id)
        func asset(_ kind: String, _ checksum: String, _ size: Int) -> [String: Any] {
            let expires = Int(Date().timeIntervalSince1970) + 3600
            let url =
                s.shape == .current
                ? "\(base)/assets/\(s.id)/\(kind)/${f}?o=AsOI&v=1&x=3&a=CAog&e=\(expires)&fl=&r=4ff8-1&k=_&ckc=com.apple.shortcuts&ckz=_defaultZone&p=33&s=f86r"
                : "\(base)/assets/\(s.id)/\(kind)/${f}?o=AuhV&v=1&x=3&a=Bwtz&e=\(expires)&k=_&fl=&r=3e70-1&ckc=com.apple.shortcuts&ckz=_defaultZone&p=33&s=q14E"
            return ["type": "ASSETID", "value": ["downloadURL": url, "size": size, "fileChecksum": checksum]]
        }
        var fields: [String: Any] = [
            "name": ["value": s.name, "type": "STRING"],
            "icon_color": ["value": s.shape == .current ? 4_274_264_319 : 4_282_601_983, "type": "NUMBER_INT64"],
            "icon_glyph": ["value": s.shape == .current ? 59446 : 59790, "type": "NUMBER_INT64"],
        ]
        if s.hasIcon { fields["icon"] = asset("icon", "AS+awyMxWh4FNhzQwxBaAncQhV3b", 4) }
        if s.hasUnsigned {
            fields["shortcut"] = asset(
                "unsigned", "AS5UVGE3xtLimCUuxcLQ7eRs8tZl", s.fault == .unsignedAssetGarbage ? 18 : s.plist.count)
        }
        let device: String
        if s.shape == .current {
            fields["signedShortcut"] = asset("signed", "ASSEIE6NlOo/udmJScBp0qmS1II6", s.signed.count)
            fields["signingStatus"] = ["value": "APPROVED", "type": "STRING"]
            fields["signingCertificateExpirationDate"] = ["type": "TIMESTAMP", "value": 1_797_533_441_000]
            fields["maliciousScanningContentVersion"] = ["type": "NUMBER_INT64", "value": 1]
            device = "3600A879-BFFF-48B1-B4C6-90E224066A2B"
        } else {
            device = "A45A218F19AEBEBB17E7512CFB884F8047F96E33A7FC0D0AB14E62025A38A4A1"
        }
        let created = s.shape == .current ? 1_763_428_412_893 : 1_537_803_987_475
        let modified = s.shape == .current ? 1_763_428_582_657 : 1_537_803_987_475
        let root: [String: Any] = [
            "recordName": recordName, "recordType": "SharedShortcut", "recordChangeTag": "mi3vqvoa",
            "deleted": false,
            "created": [
                "timestamp": created, "userRecordName": "_c76a45b8559feb56e53f7bb1b7a03025", "deviceID": device,
            ],
            "modified": [
                "timestamp": modified, "userRecordName": "_a702d02db102341342355d5ae64b8e07",
                "deviceID": s.shape == .current ? "2" : device,
            ],
            "pluginFields": [String: Any](), "fields": fields,
        ]
        return (try? JSONSerialization.data(withJSONObject: root, options: s.shape == .current ? [.sortedKeys] : []))
            ?? Data()
    }
}

/// Deterministic test ids.
package enum ShortcutIDs {
    /// A distinct 32-hex id for `n`.
    package static func id(_ n: Int) -> String {
        let hex = String(n, radix: 16)
        return "5c" + String(repeating: "0", count: 30 - hex.count) + hex
    }
    package static func recordName(_ id: String) -> String {
        let u = Array(id.uppercased())
        guard u.count == 32 else { return id }
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(u[$0]) }.joined(separator: "-")
    }
}
