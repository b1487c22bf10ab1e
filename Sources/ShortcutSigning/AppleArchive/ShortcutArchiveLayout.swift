import Foundation

/// The two-entry Apple Archive the Shortcuts app signs: the archive root directory, then
/// `Shortcut.wflow` holding the workflow plist (spec §5.3), with Apple's field set and order.
///
/// ``standard(modificationTime:)`` is the layout of current exports; ``init(matching:)`` copies the
/// fields of an existing signed file (its order, modes, flags and times), so re-signing keeps
/// everything but the workflow bytes.
public struct ShortcutArchiveLayout: Sendable, Equatable {
    /// Fields of the directory entry, in order.
    public var directoryFields: [AppleArchiveWriter.Field]
    /// Fields of the file entry, in order; its `DAT` blob is replaced by the workflow.
    public var fileFields: [AppleArchiveWriter.Field]

    public init(directoryFields: [AppleArchiveWriter.Field], fileFields: [AppleArchiveWriter.Field]) {
        self.directoryFields = directoryFields
        self.fileFields = fileFields
    }

    /// Apple's current layout: `TYP PAT MOD FLG CTM MTM` for the root directory (mode 0755) and
    /// the same plus `DAT` for `Shortcut.wflow` (mode 0644), creation and modification time both
    /// `modificationTime`.
    public static func standard(modificationTime: Date = Date()) -> ShortcutArchiveLayout {
        let time = modificationTime.timeIntervalSince1970
        let seconds = UInt64(max(0, time.rounded(.down)))
        let nanoseconds = UInt32(min(999_999_999, max(0, (time - time.rounded(.down)) * 1e9)))
        let stamp = AppleArchiveWriter.Value.timestamp(seconds: seconds, nanoseconds: nanoseconds)
        func entry(type: Character, path: String, mode: UInt64) -> [AppleArchiveWriter.Field] {
            [
                .init("TYP", .integer(UInt64(type.asciiValue ?? 0))), .init("PAT", .string(Array(path.utf8))),
                .init("MOD", .integer(mode)), .init("FLG", .integer(0)), .init("CTM", stamp), .init("MTM", stamp),
            ]
        }
        return ShortcutArchiveLayout(
            directoryFields: entry(type: "D", path: "", mode: 0o755),
            fileFields: entry(type: "F", path: SignedShortcut.workflowPath, mode: 0o644) + [.init("DAT", .blob([]))])
    }

    /// The layout of an existing shortcut archive: both entries' fields in their order, blobs
    /// other than `DAT` kept.
    ///
    /// - Throws: ``SigningError`` when the archive is not the two-entry shape (directory, then
    ///   `Shortcut.wflow`).
    public init(matching archive: AppleArchive) throws(SigningError) {
        guard archive.entries.count == 2, archive.entries[0].type == "D", archive.entries[1].type == "F",
            archive.entries[1].path == SignedShortcut.workflowPath
        else {
            throw SigningError(
                .badInput("the archive is not a root directory followed by \(SignedShortcut.workflowPath)"),
                at: "Apple Archive")
        }
        func fields(_ entry: AppleArchive.Entry) -> [AppleArchiveWriter.Field] {
            entry.fields.map { field in
                switch field.value {
                case .flag: .init(field.key, .flag)
                case .integer(let value): .init(field.key, .integer(value))
                case .string(let text): .init(field.key, .string(text))
                case .digest(let digest): .init(field.key, .digest(digest))
                case .timestamp(let seconds, let nanoseconds):
                    .init(field.key, .timestamp(seconds: seconds, nanoseconds: nanoseconds))
                case .blob(let range): .init(field.key, .blob(field.key == "DAT" ? [] : Array(archive.bytes[range])))
                }
            }
        }
        directoryFields = fields(archive.entries[0])
        fileFields = fields(archive.entries[1])
        if !fileFields.contains(where: { $0.key == "DAT" }) { fileFields.append(.init("DAT", .blob([]))) }
    }

    /// The archive bytes holding `workflow` as `Shortcut.wflow`.
    public func archive(workflow: [UInt8]) throws(SigningError) -> [UInt8] {
        var writer = AppleArchiveWriter()
        try writer.append(directoryFields)
        try writer.append(fileFields.map { $0.key == "DAT" ? .init("DAT", .blob(workflow)) : $0 })
        return writer.bytes
    }
}
