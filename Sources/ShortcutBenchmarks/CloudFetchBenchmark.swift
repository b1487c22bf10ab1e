import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import ShortcutCloud

/// Bulk-fetch throughput: 1,000 ids from an in-process fake records server that answers every
/// request after 50 ms, fetched at concurrency 16. The ideal is 1,000 × 50 ms / 16 = 3.125 s;
/// the target is ≤ 1.2× that, with memory that stays flat over the run.
enum CloudFetchBenchmark {
    static let ids = 1000
    static let latency = TimeAmount.milliseconds(50)
    static let concurrency = 16

    static func run() async throws -> [BenchmarkResult] {
        let server = try await LatencyServer.start(latency: latency)
        defer { server.stop() }
        let base = URL(string: "http://127.0.0.1:\(server.port)")!
        let inputs = (0..<ids).map { String(format: "%032x", 0xC10D_0000 + $0) }

        return try await ICloudClient.withHTTPClient(maxConnectionsPerHost: concurrency) { http in
            let client = ICloudClient(httpClient: http, apiBase: base, requestTimeout: .seconds(10))
            let fetcher = BulkFetcher(client: client, configuration: .init(concurrency: concurrency))
            // Warm-up: connections, allocator, code paths.
            _ = await fetcher.fetchMetadata(Array(inputs.prefix(64)))
            let baseline = residentBytes("VmRSS:")
            let peak = PeakTracker(baseline)

            let start = DispatchTime.now().uptimeNanoseconds
            let results = await fetcher.fetchMetadata(inputs) { p in
                if p.completed % 50 == 0 { peak.sample(residentBytes("VmRSS:")) }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            peak.sample(residentBytes("VmRSS:"))
            let failures = results.filter { $0.error != nil }.count
            let ideal = Double(ids) * latency.seconds / Double(concurrency)
            let growth = Double(max(0, peak.value - baseline)) / 1_048_576
            var out = [
                BenchmarkResult(
                    name:
                        "fetch \(ids) ids, \(Int(latency.seconds * 1000)) ms latency, concurrency \(concurrency)\(failures > 0 ? " (\(failures) FAILED)" : "")",
                    value: seconds, unit: "s", baseline: ideal, baselineName: "ideal",
                    target: "≤ 1.2× ideal", met: failures == 0 && seconds <= 1.2 * ideal),
                BenchmarkResult(
                    name: "requests per second over the fetch", value: Double(ids) / seconds, unit: "req/s",
                    baseline: Double(ids) / ideal, baselineName: "ideal", target: "≥ 0.83× ideal",
                    met: Double(ids) / seconds >= Double(ids) / ideal / 1.2),
            ]
            if baseline > 0 {
                out.append(
                    BenchmarkResult(
                        name: "resident memory growth during the fetch", value: growth, unit: "MiB", baseline: nil,
                        baselineName: nil, target: "< 16 MiB (flat)", met: growth < 16))
            }
            return out
        }
    }

    /// Highest sample seen (progress callbacks arrive from one task, but the type is Sendable).
    final class PeakTracker: @unchecked Sendable {
        private let lock = NSLock()
        private var peak: Int
        init(_ start: Int) { peak = start }
        func sample(_ v: Int) {
            lock.lock()
            peak = max(peak, v)
            lock.unlock()
        }
        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return peak
        }
    }

    /// A `/proc/self/status` field in bytes (Linux); 0 elsewhere.
    static func residentBytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        return 0
    }
}

/// A minimal HTTP/1.1 records server on SwiftNIO: `GET /shortcuts/api/records/<id>` answers a
/// 2025-shape record after `latency`; anything else is 404. Keep-alive, loopback only.
final class LatencyServer: Sendable {
    let port: Int
    private let channel: any Channel

    private init(port: Int, channel: any Channel) {
        self.port = port
        self.channel = channel
    }

    static func start(latency: TimeAmount) async throws -> LatencyServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(RecordHandler(latency: latency))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return LatencyServer(port: channel.localAddress?.port ?? 0, channel: channel)
    }

    func stop() {
        channel.close(promise: nil)
    }

    final class RecordHandler: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        let latency: TimeAmount
        private var head: HTTPRequestHead?

        init(latency: TimeAmount) { self.latency = latency }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let h): head = h
            case .body: break
            case .end:
                guard let head else { return }
                self.head = nil
                let prefix = "/shortcuts/api/records/"
                let id = head.uri.hasPrefix(prefix) ? String(head.uri.dropFirst(prefix.count)) : nil
                let body = id.map { Self.record(id: $0, host: head.headers.first(name: "host") ?? "127.0.0.1") }
                let keepAlive = head.isKeepAlive
                let loop = context.eventLoop.assumeIsolated()
                loop.scheduleTask(in: latency) {
                    self.respond(context: context, body: body, keepAlive: keepAlive)
                }
            }
        }

        private func respond(context: ChannelHandlerContext, body: ByteBuffer?, keepAlive: Bool) {
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: String(body?.readableBytes ?? 0))
            if !keepAlive { headers.add(name: "Connection", value: "close") }
            let status: HTTPResponseStatus = body == nil ? .notFound : .ok
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
                promise: nil)
            if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
            let done = context.writeAndFlushPromise()
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
            if !keepAlive { done.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) } }
        }

        static func record(id: String, host: String) -> ByteBuffer {
            let upper = id.uppercased()
            let e = Int(Date().timeIntervalSince1970) + 3600
            let asset = { (kind: String, size: Int) in
                #"{"type":"ASSETID","value":{"downloadURL":"http://\#(host)/assets/\#(id)/\#(kind)/${f}?o=x&v=1&e=\#(e)","size":\#(size),"fileChecksum":"AS5UVGE3xtLimCUuxcLQ7eRs8tZl"}}"#
            }
            let json = """
                {"recordName":"\(upper)","recordType":"SharedShortcut","recordChangeTag":"mi3vqvoa","deleted":false,\
                "created":{"timestamp":1763428412893,"userRecordName":"_c76a","deviceID":"3600A879"},\
                "modified":{"timestamp":1763428582657,"userRecordName":"_a702","deviceID":"2"},"pluginFields":{},\
                "fields":{"name":{"value":"Benchmark \(id.suffix(4))","type":"STRING"},\
                "icon_color":{"value":4274264319,"type":"NUMBER_INT64"},"icon_glyph":{"value":59446,"type":"NUMBER_INT64"},\
                "icon":\(asset("icon", 21999)),"shortcut":\(asset("unsigned", 3555)),"signedShortcut":\(asset("signed", 23590)),\
                "signingStatus":{"value":"APPROVED","type":"STRING"},\
                "signingCertificateExpirationDate":{"type":"TIMESTAMP","value":1797533441000}}}
                """
            return ByteBuffer(string: json)
        }
    }
}

extension TimeAmount {
    fileprivate var seconds: Double { Double(nanoseconds) / 1e9 }
}

extension ChannelHandlerContext {
    fileprivate func writeAndFlushPromise() -> EventLoopPromise<Void> { eventLoop.makePromise() }
}
