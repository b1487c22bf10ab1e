import Foundation
import Testing

@testable import FuzzTargets
@testable import GalleryFuzzTargets

/// The missing-catalog policy in the fuzz targets (`ActionCatalog.bundled()`: a packaging error,
/// passed on): a target whose bundled catalog or tables did not load fails every input with a
/// ``FuzzFailure`` naming the resource on one line — the libFuzzer executable stops on it — rather
/// than rejecting every input and checking nothing. `MissingCatalogPolicyTests` keeps a quiet
/// `try?` or `Result` out of the fuzz targets' sources.
@Suite struct MissingResourceFuzzTests {
    struct NotPackaged: Error, CustomStringConvertible {
        var description: String { "actions.json: action catalog: no such resource\nsecond line" }
    }

    static func missing<Value>(_ name: String) -> BundledFuzzResource<Value> {
        BundledFuzzResource(name) { throw NotPackaged() }
    }

    func expectPackagingFailure(
        _ target: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ run: () throws(FuzzFailure) -> Void
    ) {
        do {
            try run()
            Issue.record("\(target) ran without its \(name)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.target == target, sourceLocation: sourceLocation)
            #expect(
                error.reason == .missingResource("\(name): actions.json: action catalog: no such resource second line"),
                sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
            #expect(error.description.contains("a packaging error"), sourceLocation: sourceLocation)
        }
    }

    @Test func theRenderTargetFailsEveryInputWithoutItsResources() throws {
        // Before any decoding: an input that does not decode fails too, not only a shortcut.
        for input in [Data(), Data("bplist00".utf8), Data(repeating: 0, count: 64)] {
            expectPackagingFailure("render", "bundled rendering resources") { () throws(FuzzFailure) in
                _ = try DocumentFuzzing.render(input, resources: Self.missing("bundled rendering resources"))
            }
        }
        // With the bundled resources the same input is merely rejected.
        #expect(try FuzzTarget.render.run(Data()) != .accepted)
        _ = try DocumentFuzzing.resources.value(for: "render")
    }

    @Test func theProgramTargetFailsEveryInputWithoutItsCatalog() throws {
        expectPackagingFailure("program", "bundled action catalog") { () throws(FuzzFailure) in
            _ = try ProgramFuzzing.read(Data("{}".utf8), catalog: Self.missing("bundled action catalog"))
        }
        _ = try ProgramFuzzing.catalog.value(for: "program")
    }

    @Test func theUploadTargetFailsEveryInputWithoutItsImporter() throws {
        expectPackagingFailure("upload", "bundled importer resources") { () throws(FuzzFailure) in
            _ = try GalleryFuzzing.importFile(Data(), name: nil, importer: Self.missing("bundled importer resources"))
        }
        _ = try GalleryFuzzing.importer.value(for: "upload")
    }
}
