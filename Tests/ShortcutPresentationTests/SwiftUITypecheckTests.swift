import Foundation
import ShortcutCommands
import ShortcutKit
import TestSupport
import Testing

/// Runs `Scripts/typecheck-swiftui.sh`: ShortcutKitUI, the usage files and the SwiftShortcuts
/// README examples must type-check against the SwiftUI stand-in, and every deliberately broken
/// file must fail at the line it marks `// expected-error`.
@Suite(.serialized) struct SwiftUITypecheckTests {
    static let root = Corpus.packageRoot
    static let script = root.appendingPathComponent("Scripts/typecheck-swiftui.sh")
    static let standIn = root.appendingPathComponent("Tests/SwiftUIStandIn")

    static var canRun: Bool {
        Prerequisite.runs(
            when: ProgramRun.swiftc != nil && FileManager.default.isExecutableFile(atPath: script.path),
            "swiftc and Scripts/typecheck-swiftui.sh")
    }

    /// The folder of the modules this test binary was built with (any scratch path), if found.
    static let buildDirectory: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let module = folder.appendingPathComponent("Modules/ShortcutPresentation.swiftmodule")
            if FileManager.default.fileExists(atPath: module.path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let environment = buildDirectory.map { ["SHORTCUTKIT_BUILD_DIR": $0.path] } ?? [:]
        let result = try ProgramRun.run(
            URL(fileURLWithPath: "/bin/bash"), [script.path] + arguments, in: root, environment: environment)
        return (result.status, result.output)
    }

    static func swiftFiles(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: standIn.appendingPathComponent(folder), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "swift" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(.enabled(if: canRun), .timeLimit(.minutes(3)))
    func theModuleTheUsageFileAndTheSwiftShortcutsExamplesTypeCheck() throws {
        let usage = try Self.swiftFiles(in: "Usage")
        #expect(usage.map(\.lastPathComponent) == ["SwiftShortcutsREADME.swift", "Usage.swift"])
        let (status, output) = try Self.run(usage.map(\.path))
        #expect(status == 0, "\(output)")
        #expect(output.contains("ShortcutKitUI and 2 extra file(s): type-checked"))
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test(.enabled(if: canRun), .timeLimit(.minutes(3)))
    func everyBrokenFileFailsAtItsMarkedLine() throws {
        let broken = try Self.swiftFiles(in: "Broken")
        #expect(broken.count >= 10)
        let (status, output) = try Self.run(["--each"] + broken.map(\.path))
        #expect(status != 0)
        #expect(output.contains("\(broken.count) of \(broken.count) file(s) failed"), "\(output)")
        for file in broken {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            let marked =
                try #require(lines.firstIndex { $0.contains("// expected-error") }, "\(file.lastPathComponent)") + 1
            #expect(
                output.contains("FAIL \(file.path)")
                    || output.contains("FAIL Tests/SwiftUIStandIn/Broken/\(file.lastPathComponent)"))
            // Failing for the intended reason: the error is on the marked line, not elsewhere.
            let errorLines = output.split(separator: "\n").filter {
                $0.contains("\(file.lastPathComponent):") && $0.contains(": error:")
            }
            #expect(!errorLines.isEmpty, "\(file.lastPathComponent) reported no error")
            for line in errorLines {
                #expect(line.contains("\(file.lastPathComponent):\(marked):"), "\(line)")
            }
        }
    }

    /// The Swift `shortcut fetch --swift` writes becomes `ShortcutData` with one conformance line;
    /// without it, or with a wrong field type, it does not compile.
    @Test(.enabled(if: canRun), .timeLimit(.minutes(3)))
    func fetchSwiftOutputLoadsAsShortcutData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let metadata = ShortcutMetadata(
            id: "f00836becd2845109809720d2a70e32f", recordName: "F00836BE-CD28-4510-9809-720D2A70E32F",
            name: "Morning \"Routine\" \\(x)", iconColor: 4_282_601_983, iconGlyph: 59446,
            iCloudLink: "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
            created: Date(timeIntervalSince1970: 1_700_000_000), signingStatus: "APPROVED", actionCount: 3)
        let generated = try MetadataSwiftWriter(namespace: "Bundled").source(for: [metadata, metadata])
        let use = """
            import ShortcutKitUI
            import SwiftUI

            extension Bundled.Entry: ShortcutDataEntry {}

            struct BundledGallery: View {
                let shortcuts = Bundled.all.map(ShortcutData.init(entry:))
                var body: some View {
                    ForEach(shortcuts) { data in ShortcutTile(data: data) }
                }
            }
            """
        let good = [("Bundled.swift", generated), ("Use.swift", use)]
        let withoutConformance = [
            ("Bundled.swift", generated),
            ("Use.swift", use.replacingOccurrences(of: "extension Bundled.Entry: ShortcutDataEntry {}", with: "")),
        ]
        let wrongType = [
            ("Bundled.swift", generated.replacingOccurrences(of: "let iconGlyph: Int64?", with: "let iconGlyph: Int?")),
            ("Use.swift", use),
        ]
        for (name, files, passes) in [
            ("good", good, true), ("bare", withoutConformance, false), ("type", wrongType, false),
        ] {
            let dir = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let paths = try files.map { file, text in
                let url = dir.appendingPathComponent(file)
                try text.write(to: url, atomically: true, encoding: .utf8)
                return url.path
            }
            let (status, output) = try Self.run(paths)
            #expect((status == 0) == passes, "\(name): \(output)")
            if !passes { #expect(output.contains("Use.swift:") && output.contains("error:"), "\(name): \(output)") }
        }
    }

    @Test(.enabled(if: canRun)) func anUnreadableExtraIsAUsageError() throws {
        let (status, output) = try Self.run(["/nonexistent/Extra.swift"])
        #expect(status == 66)
        #expect(output.contains("error: /nonexistent/Extra.swift: cannot read"))
    }
}
