import ArgumentParser
import CommandSupport
import Foundation
import ShortcutDiff
import ShortcutModel

/// `shortcut diff OLD NEW [--json] [--[no-]color]`, and git's external-diff form
/// `shortcut diff PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE`.
///
/// Exit status: 0 when the two mean the same shortcut, 1 when they differ (as `diff(1)`), 65/66
/// for a file that is not a shortcut / cannot be read. Called by git (7 or 9 arguments) it exits
/// 0 either way, because git stops with "external diff died" on any other status.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two shortcuts action by action: added, removed, moved and changed actions and parameters.",
        discussion: """
            Files may be binary, XML, JSON or signed, in any combination; /dev/null stands for \
            a shortcut that does not exist. Actions are aligned by their UUID (else identifier and \
            parameters), so an insertion is one change. UUIDs, grouping ids and the saving app's \
            version are not differences. Exit status: 0 same, 1 different, 65 not a shortcut, \
            66 unreadable. As a git diff driver (git passes 7 arguments: path old-file old-hex \
            old-mode new-file new-hex new-mode) it exits 0 and prints a header with the path. \
            See Docs/Diff.md.
            """)

    @Argument(
        help: """
            OLD NEW: two shortcut files (- for standard input, once), or the 7 (9 for a rename) \
            arguments git passes to a diff driver.
            """)
    var files: [String]

    @Flag(help: "Print the diff as JSON (schema in Docs/Diff.md).")
    var json = false

    @Flag(inversion: .prefixedNo, help: "ANSI colour (default: on a terminal unless NO_COLOR is set).")
    var color: Bool?

    /// The two sides and, from git, the path in the repository.
    struct Sides {
        var old: String
        var new: String
        var gitPath: String?
        /// git's new path when it reports a rename (9 arguments).
        var gitNewPath: String?
    }

    var sides: Sides? {
        switch files.count {
        case 2: Sides(old: files[0], new: files[1], gitPath: nil)
        // git: path old-file old-hex old-mode new-file new-hex new-mode [new-path xfrm-msg]
        case 7: Sides(old: files[1], new: files[4], gitPath: files[0])
        case 9: Sides(old: files[1], new: files[4], gitPath: files[0], gitNewPath: files[7])
        default: nil
        }
    }

    func validate() throws {
        guard sides != nil else {
            throw ValidationError("expected OLD NEW (2 files) or git's 7 diff-driver arguments, got \(files.count)")
        }
        if files.count == 2, files[0] == "-", files[1] == "-" {
            throw ValidationError("standard input can be only one of the two sides")
        }
    }

    func run() async throws {
        guard let sides else { throw ExitCode.validationFailure }
        var identical = true
        try await reportingFailures {
            let old = try Self.read(sides.old)
            let new = try Self.read(sides.new)
            let catalog = try BundledCatalog.load()
            let diff = ShortcutDiff(from: old, to: new, catalog: catalog)
            identical = diff.isEmpty
            if json {
                let report = DiffReport(
                    old: sides.old, new: sides.new, path: sides.gitPath, identical: diff.isEmpty, summary: diff.summary,
                    changes: diff.changes, metadataChanges: diff.metadataChanges)
                try FileIO.write(try CommandJSON.encoded(report), to: nil)
            } else {
                try FileIO.write(Data(text(diff, sides).utf8), to: nil)
            }
        }
        if sides.gitPath == nil, !identical { throw ExitCode.status(ExitStatus.findings) }
    }

    private func text(_ diff: ShortcutDiff, _ sides: Sides) -> String {
        let colors = color ?? RenderInput.terminalWantsColor()
        let formatter = ShortcutDiffTextFormatter(colors: colors)
        guard let path = sides.gitPath else {
            return formatter.format(diff, oldName: sides.old, newName: sides.new)
        }
        // git prints no header of its own for an external diff: name the file as `git diff` does.
        let newPath = sides.gitNewPath ?? path
        let header = "diff --shortcut a/\(path) b/\(newPath)\n"
        let oldName = sides.old == "/dev/null" ? "/dev/null" : "a/\(path)"
        let newName = sides.new == "/dev/null" ? "/dev/null" : "b/\(newPath)"
        return (colors ? "\u{1B}[1m\(header.dropLast())\u{1B}[0m\n" : header)
            + formatter.format(diff, oldName: oldName, newName: newName)
    }

    /// A shortcut from any input kind; `/dev/null` is the empty side of an added or deleted file.
    static func read(_ path: String) throws(CommandFailure) -> Shortcut {
        if path == "/dev/null" { return ShortcutDiff.emptyShortcut }
        return try FileIO.readDocument(path).shortcut
    }
}

/// `shortcut diff --json`: the two inputs, the verdict and the ``ShortcutDiff`` lists.
struct DiffReport: Encodable {
    var old: String
    var new: String
    /// The path in the repository, when git called the command.
    var path: String?
    var identical: Bool
    var summary: String
    var changes: [ActionChange]
    var metadataChanges: [FieldChange]
}
