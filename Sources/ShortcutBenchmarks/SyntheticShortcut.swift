import ShortcutKit

/// A large shortcut built with the model: `count` actions mixing text tokens, variables,
/// dictionaries and nested If/Repeat blocks, like a real long shortcut.
enum SyntheticShortcut {
    static func make(actions count: Int) -> Shortcut {
        var actions: [Action] = []
        actions.reserveCapacity(count)
        var number = 0
        while actions.count < count {
            number += 1
            let uuid = "00000000-0000-4000-8000-\(String(number, radix: 16, uppercase: true).leftPadded(to: 12))"
            var text = Action(
                "is.workflow.actions.gettext",
                parameters: [
                    "WFTextActionText": .text(
                        TokenString(parts: [.text("Item \(number) for "), .variable(.variable("Name")), .text(" ✓")]))
                ])
            text.uuid = uuid
            actions.append(text)
            if number % 4 == 0 {
                let group = "G-\(number)"
                actions.append(
                    Action(
                        "is.workflow.actions.conditional",
                        parameters: [
                            "GroupingIdentifier": .string(group), "WFControlFlowMode": 0, "WFCondition": 99,
                            "WFInput": .dictionary([
                                "Type": "Variable", "Variable": .variable(.output(of: uuid, named: "Text")),
                            ]),
                            "WFConditionalActionString": "x",
                        ]))
                actions.append(
                    Action(
                        "is.workflow.actions.setvariable",
                        parameters: [
                            "WFVariableName": "Name", "WFInput": .variable(.output(of: uuid, named: "Text")),
                        ]))
                actions.append(
                    Action(
                        "is.workflow.actions.conditional",
                        parameters: ["GroupingIdentifier": .string(group), "WFControlFlowMode": 2]))
            } else if number % 4 == 1 {
                actions.append(
                    Action(
                        "is.workflow.actions.dictionary",
                        parameters: [
                            "WFItems": .dictionaryField(
                                DictionaryField(items: [
                                    .text(
                                        key: TokenString(parts: [.text("key")]),
                                        value: TokenString(parts: [.variable(.output(of: uuid, named: "Text"))])),
                                    .text(
                                        key: TokenString(parts: [.text("n")]),
                                        value: TokenString(parts: [.text("\(number)")])),
                                ]))
                        ]))
            }
        }
        return Shortcut(actions: Array(actions.prefix(count)), name: "Synthetic \(count)")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
