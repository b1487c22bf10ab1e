import Foundation
import ModelTestSupport
import ShortcutModel
import TestSupport
import Testing

/// Damaged shortcut files give a typed error naming the layer and the place, never a crash.
@Suite struct HostileDocumentTests {
    @Test(arguments: ExampleShortcuts.all.map(\.file))
    func truncationAndBitFlipsNeverCrash(file: String) throws {
        let data = try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Examples/\(file)"))
        var errors = 0
        for length in stride(from: 0, to: data.count, by: max(1, data.count / 64)) {
            do { _ = try ShortcutDocument(data: data.prefix(length)) } catch { errors += 1 }
        }
        #expect(errors > 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = data
            let index = Int.random(in: 0..<damaged.count, using: &generator)
            damaged[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
            do {
                _ = try ShortcutDocument(data: damaged)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }

    @Test func errorsNameTheLayerAndWhere() throws {
        let truncated = try ExampleShortcuts.helloWorld.encoded(as: .binary).prefix(200)
        do {
            _ = try ShortcutDocument(data: truncated)
            Issue.record("expected an error")
        } catch {
            #expect(error.layer == .propertyList)
            #expect(error.description.contains("byte"))
        }
        let xml = Data(
            "<?xml version=\"1.0\"?><plist><dict><key>WFWorkflowActions</key><array><dict/></array></dict></plist>".utf8
        )
        do {
            _ = try ShortcutDocument(data: xml)
            Issue.record("expected an error")
        } catch {
            #expect(error.layer == .model)
            #expect(error.description.contains("WFWorkflowActions[0].WFWorkflowActionIdentifier"))
        }
    }
}
