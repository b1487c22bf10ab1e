import Foundation
import ModelTestSupport
import ShortcutModel
import TestSupport
import Testing

/// The files in `Examples/` are written by the project's own builder and writer; this test
/// rebuilds them and checks the committed bytes are exactly what the code writes today.
/// Set `SHORTCUTKIT_WRITE_EXAMPLES=1` to regenerate them.
@Suite struct ExamplesTests {
    @Test func examplesAreWrittenByTheProject() throws {
        let folder = Corpus.packageRoot.appendingPathComponent("Examples")
        if ProcessInfo.processInfo.environment["SHORTCUTKIT_WRITE_EXAMPLES"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ExampleShortcuts.write(to: folder)
        }
        for example in ExampleShortcuts.all {
            let onDisk = try Data(contentsOf: folder.appendingPathComponent(example.file))
            #expect(onDisk == (try example.shortcut.encoded(as: example.format)), "\(example.file) is stale")
            let document = try ShortcutDocument(data: onDisk)
            #expect(document.shortcut == example.shortcut)
        }
    }
}
