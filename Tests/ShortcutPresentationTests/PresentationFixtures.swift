import Foundation
import ShortcutKit
import ShortcutPresentation
import TestSupport

/// Shortcuts built with the model for the presentation tests.
enum PresentationFixtures {
    static let resources: RenderingResources = {
        do { return try RenderingResources.bundledTables() } catch { fatalError("bundled tables: \(error)") }
    }()

    static func block(_ identifier: String, _ mode: ControlFlowMode, group: Int, title: String? = nil) -> Action {
        var action = Action(
            identifier,
            parameters: [
                "GroupingIdentifier": .string("5C0A7C11-0000-4000-8000-\(String(format: "%012X", group))"),
                "WFControlFlowMode": .integer(PropertyListInteger(mode.rawValue)),
            ])
        if let title { action.parameters["WFMenuItemTitle"] = .string(title) }
        return action
    }

    static func plain(_ text: String) -> Action {
        Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string(text)])
    }

    static let conditional = "is.workflow.actions.conditional"
    static let menu = "is.workflow.actions.choosefrommenu"
    static let repeatCount = "is.workflow.actions.repeat.count"
    static let repeatEach = "is.workflow.actions.repeat.each"

    /// If { a; Otherwise: Menu { case A: Repeat 3 { b } ; case B: c } } ; Repeat with Each { d }.
    static var nested: Shortcut {
        var shortcut = Shortcut(
            actions: [
                block(conditional, .start, group: 1),  // 0  depth 0
                plain("a"),  // 1  depth 1
                block(conditional, .middle, group: 1),  // 2  Otherwise, depth 0
                block(menu, .start, group: 2),  // 3  depth 1
                block(menu, .middle, group: 2, title: "A"),  // 4  depth 1
                block(repeatCount, .start, group: 3),  // 5  depth 2
                plain("b"),  // 6  depth 3
                block(repeatCount, .end, group: 3),  // 7  depth 2
                block(menu, .middle, group: 2, title: "B"),  // 8  depth 1
                plain("c"),  // 9  depth 2
                block(menu, .end, group: 2),  // 10 depth 1
                block(conditional, .end, group: 1),  // 11 depth 0
                block(repeatEach, .start, group: 4),  // 12 depth 0
                plain("d"),  // 13 depth 1
                block(repeatEach, .end, group: 4),  // 14 depth 0
            ], name: "Nested")
        shortcut.icon = ShortcutIcon(startColor: 4_282_601_983, glyphNumber: 59446)
        return shortcut
    }

    static func document(_ shortcut: Shortcut) throws -> ShortcutDocument {
        try ShortcutDocument(data: try shortcut.encoded(as: .binary))
    }
}
