import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Add Item to List. Expectations from the action's definition in today's app (ToolKit v78
/// parameter keys `WFListVariable`, `WFListItem`, `WFInsertPosition`, `WFItemIndex`; positions
/// Beginning, End — the default — and Index, lists indexed from 1; the output is the list).
@Suite struct AddItemToListActionTests {
    /// Adds "new" to the list a, b, c at `position` (none stored: the default), `index`.
    func add(_ position: String? = nil, index: Int? = nil) async throws -> RuntimeValue {
        try await output { s in
            let list = s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            var action = act("additemtolist", ["WFListVariable": Value(list), "WFListItem": "new"])
            if let position { action.parameters["WFInsertPosition"] = .string(position) }
            if let index { action.parameters["WFItemIndex"] = Value(integerLiteral: index).parameterValue }
            s.add(action)
        }
    }

    @Test func atTheEndByDefaultTheBeginningOrAnIndex() async throws {
        #expect(try await add() == .list([.text("a"), .text("b"), .text("c"), .text("new")]))
        #expect(try await add("Beginning") == .list([.text("new"), .text("a"), .text("b"), .text("c")]))
        #expect(try await add("Index", index: 2) == .list([.text("a"), .text("new"), .text("b"), .text("c")]))
        #expect(try await add("Index", index: 4) == .list([.text("a"), .text("b"), .text("c"), .text("new")]))
    }

    @Test func anIndexOutsideTheListFails() async throws {
        for index in [0, 5, -1] {
            let error = try await failure { s in
                let list = s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
                s.add(
                    act(
                        "additemtolist",
                        [
                            "WFListVariable": Value(list), "WFListItem": "new", "WFInsertPosition": "Index",
                            "WFItemIndex": Value(integerLiteral: index),
                        ]))
            }
            #expect(
                error?.reason
                    == .invalidParameter(
                        key: "WFItemIndex", message: "“\(index)” is not a position in a list of 3 (1 to 4)"))
        }
    }

    @Test func anEmptyOrMissingListStartsEmpty() async throws {
        let result = try await output { s in s.add(act("additemtolist", ["WFListItem": "only"])) }
        #expect(result == .list([.text("only")]))
    }
}
