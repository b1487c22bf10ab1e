import Foundation
import ShortcutKit
import TestSupport
import Testing

@Suite struct InspectCommandTests {
    @Test func inspectsTheBundledExample() throws {
        let result = try CommandRunner.run(["inspect", "Examples/WeatherReport.shortcut"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Actions             19"))
        #expect(result.output.contains("Control-flow depth  2"))
        #expect(result.output.contains("Variables           Days, Summary"))
        // Each action line: index, indentation by depth, the summary, the identifier.
        #expect(result.output.contains("\n 7    If «Repeat Item"))
        #expect(result.output.contains("[is.workflow.actions.conditional]"))
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let result = try CommandRunner.run(["inspect", "--json", "Examples/PackingList.plist"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["name"] as? String == "Packing List")
        #expect(json["encoding"] as? String == "xml")
        #expect(json["actionCount"] as? Int == 6)
        #expect(json["controlFlowDepth"] as? Int == 1)
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.count == 6)
        #expect(actions[4]["depth"] as? Int == 1)
        #expect(actions[4]["identifier"] as? String == "is.workflow.actions.speaktext")
        #expect(actions[4]["known"] as? Bool == true)
        #expect(actions[4]["name"] as? String == "Speak Text")
        #expect((actions[4]["summary"] as? String)?.contains("«Count»") == true)
        #expect(actions[4]["category"] is String)
        for key in [
            "clientVersion", "minimumClientVersion", "icon", "workflowTypes", "inputContentItemClasses",
            "importQuestions", "variables", "problems",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
    }

    @Test func badInputExitsSixtyFiveWithOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        let example = try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut"))
        let cases: [(String, Data, String)] = [
            ("garbage.shortcut", Data("hello, world".utf8), "not a shortcut"),
            ("truncated.shortcut", example.prefix(example.count / 2), "byte"),
            ("not-a-shortcut.plist", try PropertyListValue.array([1, 2]).encoded(as: .xml), "not a dictionary"),
            (
                "info.plist", try PropertyListValue.dictionary(["CFBundleName": "App"]).encoded(as: .binary),
                "a valid property list, but not a shortcut: it has no WFWorkflowActions"
            ),
        ]
        for (name, data, expected) in cases {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            let result = try CommandRunner.run(["inspect", url.path])
            #expect(result.status == 65, "\(name): \(result.status)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error: \(url.path): "), "\(name): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func missingFileExitsSixtySix() throws {
        let result = try CommandRunner.run(["inspect", "/nonexistent/file.shortcut"])
        #expect(result.status == 66)
        #expect(result.stderr == "error: /nonexistent/file.shortcut: no such file\n")
    }

    /// UTF-16 XML (with a byte-order mark, either byte order) reads as CoreFoundation and plistlib
    /// read it: the same report as the UTF-8 file.
    @Test func utf16XMLReadsLikeTheUTF8File() throws {
        let folder = try CommandRunner.temporaryFolder()
        let example = Corpus.packageRoot.appendingPathComponent("Examples/PackingList.plist")
        let text = try String(contentsOf: example, encoding: .utf8)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let expected = try CommandRunner.run(["inspect", "--json", example.path])
        #expect(expected.status == 0)
        for (name, encoding) in [("be.plist", String.Encoding.utf16BigEndian), ("le.plist", .utf16LittleEndian)] {
            let bom: [UInt8] = encoding == .utf16BigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            let url = folder.appendingPathComponent(name)
            try (Data(bom) + (try #require(text.data(using: encoding)))).write(to: url)
            let result = try CommandRunner.run(["inspect", "--json", url.path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            // The same report but for the file's path.
            var ours = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            var theirs = try #require(try JSONSerialization.jsonObject(with: expected.stdout) as? [String: Any])
            #expect(ours.removeValue(forKey: "file") as? String == url.path)
            theirs.removeValue(forKey: "file")
            #expect(NSDictionary(dictionary: ours) == NSDictionary(dictionary: theirs), "\(name)")
        }
    }

    /// `convert` converts any property list, and says when it is not a shortcut.
    @Test func convertSaysWhenAPropertyListIsNotAShortcut() throws {
        let folder = try CommandRunner.temporaryFolder()
        let url = folder.appendingPathComponent("info.plist")
        try PropertyListValue.dictionary(["CFBundleName": "App"]).encoded(as: .binary).write(to: url)
        let result = try CommandRunner.run(["convert", url.path, "--to", "json"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "note: \(url.path): a valid property list, but not a shortcut: it has no WFWorkflowActions; "
                + "converted as a plain property list\n")
        #expect(result.output.contains("CFBundleName"))
        let shortcut = try CommandRunner.run(["convert", "Examples/PackingList.plist", "--to", "json"])
        #expect(shortcut.stderr.isEmpty)
    }
}
