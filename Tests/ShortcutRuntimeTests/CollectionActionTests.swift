import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Lists and dictionaries. Expectations from the catalog's parameter values (Get Item from List:
/// First / Last / Random / Item At Index / Items in Range, 1-based; Get Dictionary Value: Value /
/// All Keys / All Values) and the stored dictionary format (shortcut-format.md §4.4: item types
/// 0 text, 1 dictionary, 2 array, 3 number, 4 boolean).
@Suite struct CollectionActionTests {
    func list() -> Action { act("list", ["WFItems": .list(["a", "b", "c", "d"])]) }

    @Test func getItemFromList() async throws {
        func get(_ parameters: KeyValuePairs<String, Value>) async throws -> RuntimeValue {
            try await output { s in
                s.add(list())
                s.add(act("getitemfromlist", parameters))
            }
        }
        #expect(try await get([:]) == .text("a"))
        #expect(try await get(["WFItemSpecifier": "Last Item"]) == .text("d"))
        #expect(try await get(["WFItemSpecifier": "Item At Index", "WFItemIndex": 2]) == .text("b"))
        #expect(try await get(["WFItemSpecifier": "Item At Index", "WFItemIndex": -1]) == .text("d"))
        #expect(
            try await get(["WFItemSpecifier": "Items in Range", "WFItemRangeStart": 2, "WFItemRangeEnd": 3])
                == .list([.text("b"), .text("c")]))
        let error = try await failure { s in
            s.add(list())
            s.add(act("getitemfromlist", ["WFItemSpecifier": "Item At Index", "WFItemIndex": 9]))
        }
        #expect(error?.message == "there is no item 9 in a list of 4")
    }

    static func dictionaryField() -> Value {
        let items: [DictionaryItem] = [
            DictionaryItem(itemTypeCode: 0, key: .string("name"), value: .string("Ada")),
            DictionaryItem(itemTypeCode: 3, key: .string("born"), value: .string("1815")),
            DictionaryItem(
                itemTypeCode: 4, key: .string("poet"),
                value: .state(SubstitutableState(kind: .number, value: .boolean(false)))),
            DictionaryItem(
                itemTypeCode: 2, key: .string("langs"), value: .list(ListParameter(strings: ["Analytical Engine"]))),
        ]
        return Value(.dictionaryField(DictionaryField(items: items)))
    }

    @Test func dictionaryItemsKeepTheirTypesAndOrder() async throws {
        let result = try await output { s in s.add(act("dictionary", ["WFItems": Self.dictionaryField()])) }
        #expect(
            result
                == .dictionary([
                    "name": .text("Ada"), "born": .number(1815), "poet": .boolean(false),
                    "langs": .list([.text("Analytical Engine")]),
                ]))
        #expect(
            RuntimeJSON.text(for: result) == #"{"name":"Ada","born":1815,"poet":false,"langs":["Analytical Engine"]}"#)
    }

    @Test func getAndSetDictionaryValues() async throws {
        let result = try await run { s in
            let dictionary = s.add(act("dictionary", ["WFItems": Self.dictionaryField()]))
            s.add(act("getvalueforkey", ["WFInput": Value(dictionary), "WFDictionaryKey": "born"]))
            s.add(act("getvalueforkey", ["WFInput": Value(dictionary), "WFGetDictionaryValueType": "All Keys"]))
            s.add(
                act(
                    "setvalueforkey",
                    ["WFDictionary": Value(dictionary), "WFDictionaryKey": "born", "WFDictionaryValue": "1816"]))
            s.add(act("getvalueforkey", ["WFDictionaryKey": "born"]))
        }
        #expect(result.trace[1].output == .number(1815))
        #expect(result.trace[2].output == .list(["name", "born", "poet", "langs"].map(RuntimeValue.text)))
        #expect(result.output == .text("1816"))
    }

    @Test func getDictionaryFromJSONOrAQueryString() async throws {
        let json = try await output { s in
            s.add(act("gettext", ["WFTextActionText": #"{"b": [1, true, null], "a": "x"}"#]))
            s.add(act("detect.dictionary"))
        }
        #expect(json == .dictionary(["b": .list([.number(1), .boolean(true), .nothing]), "a": .text("x")]))
        let query = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "q=swift+runtime&page=2"]))
            s.add(act("detect.dictionary"))
        }
        #expect(query == .dictionary(["q": .text("swift runtime"), "page": .text("2")]))
    }

    @Test func filterFilesSortsAndLimitsTheGivenItems() async throws {
        let result = try await output { s in
            s.add(act("list", ["WFItems": .list(["pear", "apple", "fig"])]))
            s.add(
                act(
                    "filter.files",
                    [
                        "WFContentItemSortProperty": "Name", "WFContentItemSortOrder": "A to Z",
                        "WFContentItemLimitEnabled": true,
                        "WFContentItemLimitNumber": 2,
                    ]))
        }
        #expect(result == .list([.text("apple"), .text("fig")]))
    }
}
