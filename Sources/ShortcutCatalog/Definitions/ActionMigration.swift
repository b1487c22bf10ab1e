import ShortcutModel

/// An action the Shortcuts app replaces with another when it imports a file: the app keeps old
/// files working by running workflow migrations over them before it opens them. An identifier that
/// no current ToolKit lists is therefore not necessarily missing: the app may run it as its
/// replacement.
///
/// The table holds the migrations of WorkflowKit whose behaviour is public (the classes named in
/// ``migrationName``, as their decompiled headers show them): what they replace, and which files
/// they apply to.
public struct ActionMigration: Sendable, Hashable {
    /// The identifier the file holds.
    public let identifier: String
    /// The identifier the app imports it as.
    public let replacement: String
    /// Files saved by an app older than this build (`WFWorkflowClientVersion`) are migrated; nil
    /// when the app migrates every file.
    public let beforeClientVersion: ClientVersion?
    /// WorkflowKit's migration class that does it, for messages and for readers who want to check.
    public let migrationName: String

    public init(identifier: String, replacement: String, beforeClientVersion: ClientVersion?, migrationName: String) {
        self.identifier = identifier
        self.replacement = replacement
        self.beforeClientVersion = beforeClientVersion
        self.migrationName = migrationName
    }

    /// Whether the app migrates a file saved by `clientVersion` (unknown versions count as old: the
    /// app migrates a file without a version as if an early build wrote it).
    public func applies(toClientVersion clientVersion: ClientVersion?) -> Bool {
        guard let beforeClientVersion, let clientVersion else { return true }
        return clientVersion < beforeClientVersion
    }

    /// The migration the app runs on `identifier` in a file saved by `clientVersion`, if any.
    public static func migration(for identifier: String, clientVersion: ClientVersion?) -> ActionMigration? {
        known.first { $0.identifier == identifier && $0.applies(toClientVersion: clientVersion) }
    }

    /// The migrations the catalog knows.
    public static let known: [ActionMigration] = {
        // WFFolderActionMigration: files from builds before 2035 have `is.workflow.actions.folder`,
        // which becomes the File action (its WFFolder parameter becomes WFFile).
        let folder = ActionMigration(
            identifier: "is.workflow.actions.folder", replacement: "is.workflow.actions.file",
            beforeClientVersion: ClientVersion("2035"), migrationName: "WFFolderActionMigration")
        // WFDropboxStorageServicesMigration: every Dropbox action becomes the Files action that
        // took its place (Dropbox is a storage location of the Files actions since).
        let dropbox: [(String, String)] = [
            ("append", "is.workflow.actions.file.append"),
            ("createfolder", "is.workflow.actions.file.createfolder"),
            ("delete2", "is.workflow.actions.file.delete"),
            ("getlink", "is.workflow.actions.file.getlink"),
            ("pick", "is.workflow.actions.documentpicker.open"),
            ("save", "is.workflow.actions.documentpicker.save"),
        ]
        return [folder]
            + dropbox.map { stem, replacement in
                ActionMigration(
                    identifier: "is.workflow.actions.dropbox." + stem, replacement: replacement,
                    beforeClientVersion: nil, migrationName: "WFDropboxStorageServicesMigration")
            }
    }()
}
