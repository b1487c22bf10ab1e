import Foundation
import ShortcutDiff
import ShortcutModel

/// Two versions of one shortcut and the action-level diff between them.
public struct VersionDiff: Sendable {
    public var shortcut: GalleryShortcut
    public var from: Int
    public var to: Int
    public var diff: ShortcutDiff
}

extension GalleryService {
    /// The diff from version `from` to version `to` (defaults: the latest, and the one before).
    /// The stored originals are read again within the import limits.
    public func diff(_ id: Int64, from: Int?, to: Int?) async throws(GalleryError) -> VersionDiff {
        let shortcut = try await shortcut(id)
        let to = to ?? shortcut.latestVersion
        let from = from ?? max(1, to - 1)
        guard from > 0, to > 0 else {
            throw GalleryError(.badRequest("versions are numbered from 1"), at: "query from/to")
        }
        let oldShortcut = try model(try await original(id, from).data, number: from)
        let newShortcut = try model(try await original(id, to).data, number: to)
        let diff = ShortcutDiff(from: oldShortcut, to: newShortcut, catalog: importer.resources.catalog)
        return VersionDiff(shortcut: shortcut, from: from, to: to, diff: diff)
    }

    func model(_ original: Data, number: Int) throws(GalleryError) -> Shortcut {
        do {
            return try importer.decode(original).shortcut
        } catch {
            throw GalleryError(error.reason, at: "stored version \(number)")
        }
    }
}
