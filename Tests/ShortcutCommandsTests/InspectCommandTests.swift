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
}
