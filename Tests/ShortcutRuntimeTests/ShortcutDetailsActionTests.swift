import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Get Details of Shortcut on the shortcuts Get My Shortcuts names. Expectations: the catalog
/// (`WFContentItemPropertyName`: Name, Action Count, Folder, Icon, File Size, …) and the file
/// format (a shortcut's actions are its `WFWorkflowActions`, End If and Otherwise included).
@Suite struct ShortcutDetailsActionTests {
    @Test func nameAndActionCountOfEachShortcut() async throws {
        let helper = try Shortcut.build(name: "Helper", checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "a"]))
            s.add(act("gettext", ["WFTextActionText": "b"]))
        }
        let counts = try await run(library: ["Helper": helper]) { s in
            s.add(act("getmyworkflows"))
            s.add(act("properties.workflow", ["WFContentItemPropertyName": "Action Count"]))
        }
        // The shortcut itself (two actions) and Helper (two).
        #expect(counts.output == .list([.number(2), .number(2)]))
        let names = try await run(library: ["Helper": helper]) { s in
            s.add(act("getmyworkflows"))
            s.add(act("properties.workflow", ["WFContentItemPropertyName": "Name"]))
        }
        #expect(names.output == .list([.text("Test"), .text("Helper")]))
    }

    @Test func unknownShortcutsAndDevicePropertiesAreClearErrors() async throws {
        let missing = try await failure { s in
            s.add(act("gettext", ["WFTextActionText": "Nowhere"]))
            s.add(act("properties.workflow", ["WFContentItemPropertyName": "Name"]))
        }
        #expect(missing?.reason == .shortcutNotFound(name: "Nowhere"))
        let icon = try await failure { s in
            s.add(act("gettext", ["WFTextActionText": "Test"]))
            s.add(act("properties.workflow", ["WFContentItemPropertyName": "Icon"]))
        }
        #expect("\(icon!)".contains("“Icon” is not known off the device"))
    }
}
