import Foundation
import ModelTestSupport
import PropertyList
import TestSupport
import Testing

/// Every command classifies input the same way: a JSON shortcut with a byte-order mark is read
/// everywhere, and every "not a shortcut" message names the four kinds the tool reads.
@Suite struct ContentKindCommandTests {
    static let kinds = ["binary", "XML", "JSON", "signed"]

    @Test func jsonWithAByteOrderMarkIsAShortcutToEveryCommand() throws {
        let folder = try CommandRunner.temporaryFolder()
        let json = try ExampleShortcuts.helloWorld.propertyList.encoded(as: .json)
        let url = folder.appendingPathComponent("hello.json")
        try (Data([0xEF, 0xBB, 0xBF]) + json).write(to: url)

        let inspect = try CommandRunner.run(["inspect", "--json", url.path])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: inspect.stdout) as? [String: Any])
        #expect(report["encoding"] as? String == "json")
        #expect(report["actionCount"] as? Int == ExampleShortcuts.helloWorld.actions.count)

        let render = try CommandRunner.run(["render", url.path, "--format", "text"])
        #expect(render.status == 0, "\(render.stderr)")
        let convert = try CommandRunner.run(["convert", url.path, "--to", "binary"])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(try PropertyListValue(decoding: convert.stdout) == ExampleShortcuts.helloWorld.propertyList)
        let verify = try CommandRunner.run(["verify", url.path])
        #expect(verify.status == 3, "a plain shortcut is reported as not signed: \(verify.output)")
    }

    @Test func notAShortcutMessagesNameAllFourKinds() throws {
        let folder = try CommandRunner.temporaryFolder()
        let url = folder.appendingPathComponent("garbage.shortcut")
        try Data("hello, world".utf8).write(to: url)
        for command in ["inspect", "render", "verify", "convert"] {
            let arguments = command == "convert" ? [command, url.path, "--to", "xml"] : [command, url.path]
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 65, "\(command): \(result.status)")
            for kind in Self.kinds {
                #expect(result.stderr.contains(kind), "\(command): \(result.stderr)")
            }
        }
    }
}
