import Foundation
import Testing

/// BoundedHTTP's public API is the client a library user hands to `ICloudClient` (the type, its
/// initializer and `shutdown()`); sending, the messages and the error are `package`: only the
/// toolkit's modules call them.
@Suite struct BoundedHTTPPublicSurfaceTests {
    @Test func onlyTheClientItsInitializerAndShutdownArePublic() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/BoundedHTTP")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 4)
        var declarations: [String] = []
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in source.split(separator: "\n") where line.firstMatch(of: #/^\s*public\s/#) != nil {
                declarations.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(
            declarations.sorted() == [
                "public final class BoundedHTTPClient: Sendable {", "public func shutdown() {",
                "public init(maxConnectionsPerHost: Int = 8) {",
            ])
    }
}
