import Foundation
import TestSupport
import Testing

/// ShortcutCloud's public API stays what a library user needs to fetch shortcuts (issue 36: at most
/// 120 public declarations); the records, HTTP messages and `Retry-After` parser are `package`.
@Suite struct PublicSurfaceTests {
    /// Lines declaring something with the `public` modifier (attributes before it allowed): the
    /// count `grep -rE '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*public\s' Sources/ShortcutCloud` gives.
    static func publicDeclarations(in source: String) -> [Substring] {
        source.split(separator: "\n").filter { line in
            line.firstMatch(of: #/^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*public\s+(?!import\b)/#) != nil
        }
    }

    @Test func atMost120PublicDeclarations() throws {
        let folder = Corpus.packageRoot.appendingPathComponent("Sources/ShortcutCloud")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var count = 0
        var packageOnly: [String] = []
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            count += Self.publicDeclarations(in: source).count
            if source.contains("package struct") || source.contains("package enum") { packageOnly.append(file) }
        }
        #expect(files.count > 12, "the folder was read")
        #expect(count <= 120, "ShortcutCloud declares \(count) public declarations")
        #expect(count > 60, "the fetching API is public")
        // The HTTP messages moved to BoundedHTTP, `package` there too (BoundedHTTPTests checks).
        for file in ["SharedShortcutRecord.swift", "RecordField.swift", "CloudAsset.swift"] {
            #expect(packageOnly.contains(file), "\(file)")
        }
    }

    @Test func theCounterSeesAttributesAndSkipsImports() {
        let source = """
            public import Foundation
            @available(macOS 14, *) public struct A {}
                public var b: Int
            package var c: Int
            /// public d
            """
        #expect(Self.publicDeclarations(in: source).count == 2)
    }
}
