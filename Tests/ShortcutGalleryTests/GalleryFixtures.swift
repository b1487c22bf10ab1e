import Foundation
import ShortcutKit

/// Shortcuts built with the project's model and writers for the gallery tests.
enum GalleryFixtures {
    /// Text actions (one per string), a URL fetch and, when given, a third-party app action.
    static func shortcut(name: String?, texts: [String], app: String? = nil) -> Shortcut {
        var actions: [Action] = texts.enumerated().map { index, text in
            Action(
                "is.workflow.actions.gettext",
                parameters: [
                    "UUID": .string("00000000-0000-4000-8000-\(String(format: "%012d", index))"),
                    "WFTextActionText": .text(TokenString(string: text)),
                ])
        }
        actions.append(
            Action("is.workflow.actions.downloadurl", parameters: ["WFURL": .string("https://example.com/a")]))
        if let app { actions.append(Action(app + ".DoThingIntent", parameters: [:])) }
        return Shortcut(actions: actions, name: name)
    }

    /// The clipboard, Base64-encoded, posted to a URL that is the previous action's output: a
    /// network flow to a host only known at run time.
    static let clipboardSender = Shortcut(
        actions: [
            Action("is.workflow.actions.getclipboard", parameters: [:]),
            Action("is.workflow.actions.base64encode", parameters: [:]),
            Action("is.workflow.actions.downloadurl", parameters: ["WFHTTPMethod": .string("POST")]),
        ], name: "Clipboard Sender")

    static func binary(_ shortcut: Shortcut) throws -> Data { try shortcut.encoded(as: .binary) }
    static func xml(_ shortcut: Shortcut) throws -> Data { try shortcut.encoded(as: .xml) }
}
