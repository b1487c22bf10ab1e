import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// The app's value model, rule by rule (Docs/Running.md, "Values"). Sources of the expectations:
/// Apple's Shortcuts User Guide — "Flow of content in Shortcuts" (any number of items passes from
/// one action to the next, as one collection), "Variable types used in Shortcuts" (Add to
/// Variable stores "an ordered list" of the pieces of content added), "Adjust variables" and the
/// Get Details of … actions (a content item's properties, by the names the app shows) — and the
/// catalog's content classes (shortcut-format.md §2.6: `WFLocationContentItem`,
/// `WFContactContentItem`, `WFArticleContentItem`, `WFiTunesProductContentItem`,
/// `WFAppStoreAppContentItem`, `WFImageContentItem`, `WFPDFContentItem`, `WFRichTextContentItem`).
/// Where a test says "inferred" the rule is the runtime's reading, unconfirmed on a device.
@Suite struct ValueModelTests {
    // MARK: Collections never nest

    @Test func collectionsSpliceNestedCollectionsAndNothing() {
        // The one place collections are made: nested collections give their items, nothing none.
        let nested = RuntimeValue.collection(of: [
            .text("a"), .list([.text("b"), .list([.text("c")])]), .nothing, .list([]), .number(1),
        ])
        #expect(nested == .list([.text("a"), .text("b"), .text("c"), .number(1)]))
        // A dictionary is one item: its members keep their structure.
        let dictionary = RuntimeValue.dictionary(["rows": .list([.list([.number(1)])])])
        #expect(RuntimeValue.collection(of: [dictionary, dictionary]) == .list([dictionary, dictionary]))
        #expect(RuntimeValue.text("x").flattened == .text("x"))
    }

    /// Repeat with Each whose passes output 1, 2 and 3: the measured bug of issue 33 (Repeat
    /// Results was a list of lists, so Count said 2 and Combine Text gave `1\n2,3`).
    func repeatOfTwoItemPasses(then last: Action) async throws -> RuntimeValue {
        try await output { s in
            let list = s.add(act("list", ["WFItems": .items(["1 2", "3"])]))
            s.repeatEach(list) { item in
                s.add(act("text.split", ["text": Value(item), "WFTextSeparator": "Spaces"]))
            }
            s.add(last)
        }
    }

    @Test func repeatWithEachResultsAreOneCollection() async throws {
        // User Guide, "Flow of content": the results of the passes are the items of one collection.
        #expect(try await repeatOfTwoItemPasses(then: act("count", ["WFCountType": "Items"])) == .number(3))
        let combined = try await repeatOfTwoItemPasses(
            then: act("text.combine", ["WFTextSeparator": "Custom", "WFTextCustomSeparator": ","]))
        #expect(combined == .text("1,2,3"))
    }

    @Test func repeatResultsAreOneCollection() async throws {
        // Two passes, each a List of two items: four items.
        let result = try await output { s in
            s.repeat(2) { index in
                s.add(act("list", ["WFItems": .items(["\(index)a", "\(index)b"])]))
            }
            s.add(act("text.combine", ["WFTextSeparator": "Custom", "WFTextCustomSeparator": ","]))
        }
        #expect(result == .text("1a,1b,2a,2b"))
    }

    @Test func repeatPassesWithoutOutputAddNoItems() async throws {
        // Inferred: a pass whose last action outputs nothing adds no item (an empty collection
        // spliced in), so Count counts the passes that gave something.
        let count = try await output { s in
            s.repeat(3) { _ in s.add(act("nothing")) }
            s.add(act("count", ["WFCountType": "Items"]))
        }
        #expect(count == .number(0))
    }

    @Test func addToVariableAddsAListsItems() async throws {
        // User Guide, "Variable types": Add to Variable stores an ordered list of the content added.
        let result = try await run { s in
            let pair = s.add(act("list", ["WFItems": .items(["a", "b"])]))
            s.appendToVariable("all", Value(pair))
            s.appendToVariable("all", "c")
            s.add(act("getvariable", ["WFVariable": Value(Variable.named("all"))]))
            s.add(act("count", ["WFCountType": "Items"]))
        }
        #expect(result.output == .number(3))
        #expect(result.trace[3].output == .list([.text("a"), .text("b"), .text("c")]))
    }

    @Test func aListWithAListItemHoldsItsItems() async throws {
        let result = try await output { s in
            let pair = s.add(act("list", ["WFItems": .items(["a", "b"])]))
            s.add(act("list", ["WFItems": .items(["\(pair)", "c"])]))
        }
        #expect(result == .list([.text("a"), .text("b"), .text("c")]))
    }

    @Test func getDictionaryValueOfSeveralDictionariesIsOneCollection() async throws {
        // The value from each dictionary; each is a list, and the results are one collection.
        let json = #"[{"tags": ["x", "y"]}, {"tags": ["z"]}]"#
        let result = try await output { s in
            s.add(act("detect.dictionary", ["WFInput": Value(stringLiteral: json)]))
            s.add(act("getvalueforkey", ["WFDictionaryKey": "tags"]))
        }
        #expect(result == .list([.text("x"), .text("y"), .text("z")]))
        // The same through a dictionary-value aggrandizement on the variable.
        let viaVariable = try await output { s in
            let rows = s.add(act("detect.dictionary", ["WFInput": Value(stringLiteral: json)]))
            s.add(act("count", ["WFCountType": "Items", "Input": Value(rows.value(forKey: "tags"))]))
        }
        #expect(viaVariable == .number(3))
    }

    @Test func runShortcutOutputIsOneCollection() async throws {
        // The other shortcut outputs an array of arrays read from a dictionary (JSON keeps its
        // structure inside a dictionary); once it is content, it is one flat collection.
        let child = try Shortcut.build(name: "Rows", checks: .none) { s in
            let rows = s.add(
                act("detect.dictionary", ["WFInput": Value(stringLiteral: #"{"rows": [[1, 2], [3]]}"#)]))
            s.add(act("output", ["WFOutput": Value(rows.value(forKey: "rows"))]))
        }
        let result = try await run(library: ["Rows": child]) { s in
            s.add(act("runworkflow", ["WFWorkflowName": "Rows"]))
        }
        #expect(result.output == .list([.number(1), .number(2), .number(3)]))
        let direct = try await ShortcutRunner(child).run()
        #expect(direct.output == .list([.number(1), .number(2), .number(3)]))
    }

    @Test func splitTextOfAListSplitsEachItem() async throws {
        // Each item is split; the pieces are one collection (before: the items were joined with
        // new lines first, so "b\nc" was one piece).
        let result = try await output { s in
            s.add(act("list", ["WFItems": .items(["a b", "c d"])]))
            s.add(act("text.split", ["WFTextSeparator": "Spaces"]))
        }
        #expect(result == .list([.text("a"), .text("b"), .text("c"), .text("d")]))
    }

    @Test func coercingACollectionLeavesOutItemsThatGiveNothing() async throws {
        // Inferred: a coercion over several items keeps those that coerce (nothing is no item).
        let result = try await output { s in
            let list = s.add(act("list", ["WFItems": .items(["1", "x", "3"])]))
            s.add(act("count", ["WFCountType": "Items", "Input": Value(list.as(.number))]))
        }
        #expect(result == .number(2))
    }
}
