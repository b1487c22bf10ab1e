import PropertyList
import ShortcutCatalog
import ShortcutModel

/// The differences between two versions of a shortcut, action by action and parameter by
/// parameter.
///
/// ```swift
/// let diff = try ShortcutDiff(from: old.shortcut, to: new.shortcut)
/// print(diff.summary)                          // "1 added, 0 removed, 0 moved, 2 changed"
/// for change in diff.changes { print(change.kind, change.newIndex ?? change.oldIndex!, change.title) }
/// ```
///
/// Actions are matched by a real alignment (see `ActionMatching`), not index by index, so an
/// inserted action is one addition rather than a change of every action after it.
///
/// What is *not* a difference, because it changes no meaning:
/// - the `UUID` parameter (the identity of an action, used only to match it) and
///   `GroupingIdentifier` (the opaque id tying If/Otherwise/End If together; block structure is
///   visible in the actions themselves);
/// - `OutputUUID` inside variables, when it names the matched counterpart of the same action
///   (files rebuilt by a generator get new UUIDs throughout);
/// - `WFWorkflowClientVersion` and `WFWorkflowClientRelease`: which app version last saved the
///   file (`WFWorkflowMinimumClientVersion`, which decides who can open it, is compared);
/// - import questions' `ActionIndex` when it follows its action to a new index;
/// - the file encoding (binary, XML, JSON, signed): the model is compared, not bytes.
public struct ShortcutDiff: Sendable, Equatable, Codable {
    /// Changed actions in the order of the new version; a removed action sits where it was, before
    /// the actions that follow it in the old version.
    public var changes: [ActionChange]
    /// Differences in the shortcut's own fields: name, icon colour and glyph, input and output
    /// content types, workflow types, import questions, minimum client version, unknown keys.
    public var metadataChanges: [FieldChange]

    /// True when the two versions mean the same shortcut.
    public var isEmpty: Bool { changes.isEmpty && metadataChanges.isEmpty }

    /// `"2 added, 1 removed, 1 moved, 3 changed"`, plus `", 1 metadata change"` when the
    /// shortcut's fields differ; `"no differences"` when ``isEmpty``.
    public var summary: String {
        if isEmpty { return "no differences" }
        func count(_ kind: ActionChange.Kind) -> Int { changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }
        var text =
            "\(count(.added)) added, \(count(.removed)) removed, \(count(.moved)) moved, \(count(.changed)) changed"
        if !metadataChanges.isEmpty {
            text += ", \(metadataChanges.count) metadata change" + (metadataChanges.count == 1 ? "" : "s")
        }
        return text
    }

    /// Creates a diff from its parts (for decoding elsewhere and for tests).
    public init(changes: [ActionChange], metadataChanges: [FieldChange]) {
        self.changes = changes
        self.metadataChanges = metadataChanges
    }

    /// Compares two shortcuts, naming actions with the bundled catalog. Loading the catalog
    /// parses JSON; to diff many pairs, load it once and use ``init(from:to:catalog:)``.
    ///
    /// - Throws: the catalog's `CatalogError` when the bundled catalog is missing or damaged (a
    ///   packaging error; see `ActionCatalog.bundled()`), rather than diffing without titles.
    public init(from old: Shortcut, to new: Shortcut) throws {
        self.init(from: old, to: new, catalog: try ActionCatalog.bundled())
    }

    /// Compares two shortcuts; `catalog` gives the actions' titles (nil: the identifier).
    public init(from old: Shortcut, to new: Shortcut, catalog: ActionCatalog?) {
        let matching = ActionMatching(old: old.actions, new: new.actions)
        let context = DiffContext(old: old, new: new, matching: matching, catalog: catalog)

        var changes: [ActionChange] = []
        changes.reserveCapacity(16)
        var nextOld = 0
        var nextNew = 0
        func flush(untilOld oldEnd: Int, untilNew newEnd: Int) {
            // Removals first (they stood before what follows), then additions and moves.
            while nextOld < oldEnd {
                if matching.newIndexForOld[nextOld] == nil { changes.append(context.removed(nextOld)) }
                nextOld += 1
            }
            while nextNew < newEnd {
                if let from = matching.oldIndexForNew[nextNew] {
                    // Aligned pairs are handled at their own step, so this one moved.
                    changes.append(context.moved(from: from, to: nextNew))
                } else {
                    changes.append(context.added(nextNew))
                }
                nextNew += 1
            }
        }
        for pair in matching.aligned {
            flush(untilOld: pair.old, untilNew: pair.new)
            if let change = context.compared(pair.old, pair.new) { changes.append(change) }
            nextOld = pair.old + 1
            nextNew = pair.new + 1
        }
        flush(untilOld: old.actions.count, untilNew: new.actions.count)
        self.changes = changes
        self.metadataChanges = context.metadataChanges()
    }
}

extension ShortcutDiff {
    /// A shortcut with no actions and no fields at all: the missing side when a file is added
    /// or deleted (git's `/dev/null`), so that everything in the other side reads as added or
    /// removed.
    public static var emptyShortcut: Shortcut {
        var shortcut = Shortcut()
        shortcut.clientVersion = nil
        shortcut.minimumClientVersion = nil
        shortcut.minimumClientVersionString = nil
        shortcut.icon = nil
        shortcut.importQuestions = nil
        shortcut.inputContentItemClasses = nil
        shortcut.workflowTypes = nil
        return shortcut
    }
}
