import ArgumentParser
import CommandSupport
import Foundation
import ShortcutTesting
import SwiftSource

/// `shortcut new NAME [--directory DIR] [--kit PATH_OR_URL]`: scaffolds a SwiftPM package whose
/// `swift run` writes `NAME.shortcut`, built with the ShortcutAuthoring DSL.
struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a Swift package that builds NAME.shortcut with the DSL.",
        discussion: """
            Writes DIR/NAME/Package.swift, DIR/NAME/Sources/NAME/main.swift (a small example) and \
            DIR/NAME/NAME.shortcut-tests.json (its first tests). `swift run` inside it writes \
            NAME.shortcut (or the path given as its first argument); `shortcut test` then runs the tests. \
            --kit names the ShortcutKit package: a local checkout path or a git URL.
            """)

    @Argument(help: "The package and shortcut name (letters, digits, - and _).")
    var name: String

    @Option(name: .long, help: "Where to create the package folder (default: current directory).")
    var directory: String = "."

    @Option(name: .long, help: "ShortcutKit: a local checkout path or a git URL (default: this checkout's URL).")
    var kit: String = "https://github.com/shortcutkit/ShortcutKit.git"

    func validate() throws {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            })
        else { throw ValidationError("NAME must start with a letter and use only letters, digits, - and _") }
    }

    func run() async throws {
        try await reportingFailures {
            let root = URL(fileURLWithPath: directory).appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: root.path) else {
                throw CommandFailure(file: root.path, message: "already exists", exitCode: ExitStatus.cannotCreate)
            }
            let scaffold = PackageScaffold(name: name, kit: kit)
            for (path, text) in scaffold.files {
                let url = root.appendingPathComponent(path)
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                } catch {
                    throw CommandFailure(
                        file: url.path, message: "cannot create folder", exitCode: ExitStatus.cannotCreate)
                }
                try FileIO.write(Data(text.utf8), to: url.path)
            }
            print("created \(root.path): cd there, `swift run` to write \(name).shortcut, then `shortcut test`")
        }
    }
}

/// The files of a new shortcut package.
struct PackageScaffold {
    var name: String
    var kit: String

    /// The package identity SwiftPM derives: the last path component, without `.git`.
    var kitIdentity: String {
        var last = kit.split(separator: "/").last.map(String.init) ?? "ShortcutKit"
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    var isLocal: Bool { !kit.contains("://") && !kit.hasPrefix("git@") }

    var files: [(String, String)] {
        [
            ("Package.swift", packageManifest), ("Sources/\(name)/main.swift", mainSource),
            (name + ShortcutTestFile.fileSuffix, testFile),
        ]
    }

    /// The first tests of the example `main.swift` builds (Docs/Testing.md), beside the
    /// `NAME.shortcut` that `swift run` writes.
    var testFile: String {
        let document: TestValue = [
            "shortcut": .text(name + ".shortcut"),
            "tests": [
                ["name": "greets by name", "answers": ["Ada"], "expect": ["shown": ["Hello, Ada! 👋"]]],
                [
                    "name": "asks for a name first",
                    "expect": ["error": "needs an answer (Ask for Input “What is your name?”)"],
                ],
            ],
        ]
        return ShortcutTestFile.text(of: document)
    }

    var packageManifest: String {
        let dependency =
            isLocal
            ? ".package(path: \(SwiftLiteral.string(kit)))"
            : ".package(url: \(SwiftLiteral.string(kit)), branch: \"main\")"
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: \(SwiftLiteral.string(name)),
                platforms: [.macOS(.v13)],
                dependencies: [\(dependency)],
                targets: [
                    .executableTarget(
                        name: \(SwiftLiteral.string(name)),
                        dependencies: [.product(name: "ShortcutKit", package: \(SwiftLiteral.string(kitIdentity)))])
                ]
            )

            """
    }

    var mainSource: String {
        """
        // Builds \(name).shortcut with the ShortcutAuthoring DSL. `swift run` writes it (binary plist).
        // Sign it for sharing with `shortcut sign` (or on a Mac); see Docs/Authoring.md.
        // `shortcut test` runs \(name).shortcut-tests.json on it; see Docs/Testing.md.
        import Foundation
        import ShortcutKit

        let shortcut = try Shortcut.build(name: \(SwiftLiteral.string(name))) { s in
            s.icon(.blue, glyph: 59446)
            let name = s.add(.askForInput(question: "What is your name?"))
            let greeting = s.add(.text(text: "Hello, \\(name)! 👋"))
            s.add(.showResult(text: "\\(greeting)"))
        }

        let defaultPath = \(SwiftLiteral.string(name + ".shortcut"))
        let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : defaultPath
        try shortcut.encoded(as: .binary).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("wrote \\(path)")

        """
    }
}
