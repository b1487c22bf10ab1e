import CloudTestSupport
import Foundation
import TestSupport
import Testing

@testable import ShortcutCloud
@testable import ShortcutCommands

@Suite struct MetadataSwiftWriterTests {
    static let nastyNames = [
        "Plain",
        "Say \"hi\"",
        #"back\slash \\ and \(interpolation) and \u{41}"#,
        "line\nbreak\r\ttab",
        "nul\u{0}byte",
        "emoji ☕️ 👩🏽‍💻 🇫🇷",
        "\u{301}leading combining mark",
        "zero\u{200B}width and \u{202E}bidi",
        "sep\u{2028}ara\u{2029}tors",
        "\"\"\"triple\"\"\"",
        "#raw\"#",
        "",
    ]

    @Test func literalEscapes() {
        #expect(MetadataSwiftWriter.stringLiteral("a\"b") == #""a\"b""#)
        #expect(MetadataSwiftWriter.stringLiteral(#"\(x)"#) == #""\\(x)""#)
        #expect(MetadataSwiftWriter.stringLiteral("a\nb") == #""a\nb""#)
        #expect(MetadataSwiftWriter.stringLiteral("\u{7}") == #""\u{7}""#)
        #expect(MetadataSwiftWriter.stringLiteral("☕️") == "\"☕️\"", "emoji (with variation selector) kept as is")
        #expect(MetadataSwiftWriter.stringLiteral("\u{301}e\u{301}") == "\"\\u{301}e\u{301}\"")
    }

    @Test func namespaceMustBeAnIdentifier() {
        #expect(throws: MetadataSwiftWriter.InvalidNamespace(name: "9lives")) {
            try MetadataSwiftWriter(namespace: "9lives")
        }
        #expect(throws: MetadataSwiftWriter.InvalidNamespace(name: "struct")) {
            try MetadataSwiftWriter(namespace: "struct")
        }
        #expect(throws: MetadataSwiftWriter.InvalidNamespace(name: "a-b")) { try MetadataSwiftWriter(namespace: "a-b") }
        #expect((try? MetadataSwiftWriter(namespace: "My_Shortcuts2")) != nil)
    }

    static func items() -> [ShortcutMetadata] {
        nastyNames.enumerated().map { i, name in
            ShortcutMetadata(
                id: ShortcutIDs.id(i), recordName: ShortcutIDs.recordName(ShortcutIDs.id(i)), name: name,
                iconColor: i.isMultiple(of: 2) ? 4_274_264_319 : nil, iconGlyph: 59446,
                shortcutURL: "http://x/\(i)/shortcut.plist?e=1", shortcutSize: i * 10,
                iCloudLink: "https://www.icloud.com/shortcuts/\(ShortcutIDs.id(i))",
                created: Date(millisecondsSince1970: 1_763_428_412_893 + Int64(i)),
                signingStatus: i == 1 ? "APPROVED" : nil, actionCount: i)
        }
    }

    static func run(_ tool: URL, _ arguments: [String]) throws -> (Int32, String) {
        let result = try ProgramRun.run(tool, arguments)
        return (result.status, result.output)
    }

    @Test(.enabled(if: Prerequisite.runs(when: ProgramRun.swiftc != nil, "swiftc")), .timeLimit(.minutes(1)))
    func generatedSourceParses() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let file = dir.url.appendingPathComponent("Shortcuts.swift")
        try MetadataSwiftWriter().source(for: Self.items()).write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try Self.run(try #require(ProgramRun.swiftc), ["-parse", file.path])
        #expect(status == 0, "\(output)")
        // An empty list is valid too.
        try MetadataSwiftWriter(namespace: "Empty").source(for: []).write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.run(try #require(ProgramRun.swiftc), ["-parse", file.path]).0 == 0)
    }

    /// Stronger than parsing: compile the output with a small program that prints the data
    /// back as JSON, and compare with what went in (names byte for byte, dates exactly).
    @Test(.enabled(if: Prerequisite.runs(when: ProgramRun.swiftc != nil, "swiftc")), .timeLimit(.minutes(1)))
    func generatedSourceCompilesAndRoundTrips() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let items = Self.items()
        let data = dir.url.appendingPathComponent("Data.swift")
        let main = dir.url.appendingPathComponent("main.swift")
        try MetadataSwiftWriter().source(for: items).write(to: data, atomically: true, encoding: .utf8)
        try """
        import Foundation
        let rows = SharedShortcuts.all.map { e -> [String: String] in
            ["id": e.id, "name": e.name, "color": e.iconColor.map(String.init) ?? "-",
             "created": e.created.map { String($0.timeIntervalSince1970.bitPattern) } ?? "-",
             "approved": String(e.isApproved), "actions": e.actionCount.map(String.init) ?? "-"]
        }
        let out = try JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys])
        FileHandle.standardOutput.write(out)
        """.write(to: main, atomically: true, encoding: .utf8)
        let exe = dir.url.appendingPathComponent("roundtrip")
        let (status, log) = try Self.run(
            try #require(ProgramRun.swiftc), ["-Onone", "-o", exe.path, main.path, data.path])
        try #require(status == 0, "\(log)")
        let (runStatus, output) = try Self.run(exe, [])
        #expect(runStatus == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: String]])
        #expect(rows.count == items.count)
        for (row, item) in zip(rows, items) {
            #expect(row["name"] == item.name)
            #expect(Array(row["name"]?.unicodeScalars ?? "".unicodeScalars) == Array(item.name.unicodeScalars))
            #expect(row["id"] == item.id)
            #expect(row["color"] == (item.iconColor.map(String.init) ?? "-"))
            #expect(row["created"] == item.created.map { String($0.timeIntervalSince1970.bitPattern) })
            #expect(row["approved"] == String(item.isApproved))
            #expect(row["actions"] == item.actionCount.map(String.init))
        }
    }
}
