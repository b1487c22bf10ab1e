import ShortcutDiff
import Testing

@Suite struct ShortcutDiffTextFormatterTests {
    static let diff = ShortcutDiff(
        changes: [
            ActionChange(
                kind: .removed, oldIndex: 2, newIndex: nil, identifier: "is.workflow.actions.comment", title: "Comment",
                parameterChanges: [FieldChange(keyPath: "WFCommentActionText", old: "\"gone\"", new: nil)]),
            ActionChange(
                kind: .changed, oldIndex: 4, newIndex: 3, identifier: "is.workflow.actions.url", title: "URL",
                parameterChanges: [FieldChange(keyPath: "WFURLActionURL", old: "\"a\"", new: "\"b\"")]),
            ActionChange(kind: .moved, oldIndex: 0, newIndex: 5, identifier: "x.y.Custom", title: "x.y.Custom"),
            ActionChange(
                kind: .added, oldIndex: nil, newIndex: 6, identifier: "is.workflow.actions.gettext", title: "Text"),
        ],
        metadataChanges: [FieldChange(keyPath: "WFWorkflowName", old: nil, new: "\"New\"")])

    @Test func readsLikeAUnifiedDiff() {
        let text = ShortcutDiffTextFormatter().format(Self.diff, oldName: "a/x.shortcut", newName: "b/x.shortcut")
        #expect(
            text == """
                --- a/x.shortcut
                +++ b/x.shortcut
                @@ 1 added, 1 removed, 1 moved, 1 changed, 1 metadata change @@
                ~ metadata
                +     WFWorkflowName: "New"
                - action 2 (old): Comment  [is.workflow.actions.comment]
                -     WFCommentActionText: "gone"
                ~ action 3 (was 4): URL  [is.workflow.actions.url]
                -     WFURLActionURL: "a"
                +     WFURLActionURL: "b"
                > action 5 (was 0): x.y.Custom (moved)
                + action 6: Text  [is.workflow.actions.gettext]

                """)
    }

    @Test func coloursMarkEachKindAndResetAfterEveryLine() {
        let text = ShortcutDiffTextFormatter(colors: true).format(Self.diff, oldName: "a", newName: "b")
        #expect(text.contains("\u{1B}[31m-     WFCommentActionText: \"gone\"\u{1B}[0m"))
        #expect(text.contains("\u{1B}[32m+     WFURLActionURL: \"b\"\u{1B}[0m"))
        #expect(text.contains("\u{1B}[1;35m> action 5"))
        #expect(text.contains("\u{1B}[36m@@ 1 added"))
        for line in text.split(separator: "\n") where line.contains("\u{1B}[") {
            #expect(line.hasSuffix("\u{1B}[0m"), "\(line)")
        }
    }

    @Test func anEmptyDiffSaysSo() {
        let text = ShortcutDiffTextFormatter().format(
            ShortcutDiff(changes: [], metadataChanges: []), oldName: "a", newName: "b")
        #expect(text == "--- a\n+++ b\n@@ no differences @@\n")
    }
}
