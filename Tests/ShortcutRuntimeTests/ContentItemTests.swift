import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// The kinds of content item (Docs/Running.md, "Values"): each with the app's properties (the
/// catalog's Get Details of … actions), its display text — what Show Result and text coercion
/// show: a place by its name and address, a contact by its name, an article by its title, a
/// store item by its name, as the app lists them (Shortcuts User Guide, "Flow of content":
/// content items of each type) — its type name (Get Type) and its coercions. The postal layout of
/// a place (street; `City, State ZIP`; country) is en_US's, inferred.
@Suite struct ContentItemTests {
    static let vCard = """
        BEGIN:VCARD
        VERSION:3.0
        N:Lovelace;Ada;;;
        FN:Ada Lovelace
        EMAIL:ada@example.com
        END:VCARD
        """

    static let eiffelTower = LocationActionTests.stored(
        latitude: 48.8584, longitude: 2.2945,
        address: [
            "Name": "Eiffel Tower", "Street": "Champ de Mars", "City": "Paris", "ZIP": "75007", "Country": "France",
        ])

    /// Items as a stub gives them: the `--json` object under `$item`.
    static func stubbed(_ json: String) throws -> RuntimeValue {
        RuntimeValue(stubJSON: try RuntimeJSON.parse(#"{"$item": "# + json + "}"))
    }

    /// What Show Result shows, as text.
    static func text(_ value: RuntimeValue?) -> String? {
        value.map { RuntimeCoercion(timeZone: TimeZone(identifier: "UTC")!).text($0) }
    }

    static let article = #"{"kind": "article", "title": "Swift 6.3", "url": "https://swift.org/blog", "author": "Ada"}"#
    static let app =
        #"{"kind": "appStoreApp", "name": "Pages", "storeURL": "https://apps.apple.com/app/id1", "numberOfRatings": 120}"#

    // MARK: Places

    @Test func aPlaceShowsItsNameAndAddress() async throws {
        let result = try await run { s in
            let place = s.add(act("location", ["WFLocation": Self.eiffelTower]))
            s.add(act("showresult", ["Text": "\(place)"]))
            s.add(act("getitemtype", ["WFInput": Value(place)]))
        }
        #expect(Self.text(result.shown.first) == "Eiffel Tower\nChamp de Mars\nParis, 75007\nFrance")
        #expect(result.output == .text("Location"))
    }

    @Test func aPlaceHasTheLocationProperties() async throws {
        // Get Details of Locations' properties; one the place lacks (State) is nothing.
        let result = try await output { s in
            let place = s.add(act("location", ["WFLocation": Self.eiffelTower]))
            s.add(
                act(
                    "gettext",
                    [
                        "WFTextActionText":
                            "\(place.property("City"))|\(place.property("State"))|\(place.property("Latitude"))"
                    ]))
        }
        #expect(result == .text("Paris||48.8584"))
    }

    @Test func aStreetAddressIsAPlaceShownByItsAddress() async throws {
        let result = try await run { s in
            s.add(
                act(
                    "address",
                    [
                        "WFAddressLine1": "1 Infinite Loop", "WFCity": "Cupertino", "WFState": "CA",
                        "WFPostalCode": "95014",
                    ]))
            s.add(act("showresult"))
        }
        #expect(Self.text(result.shown.first) == "1 Infinite Loop\nCupertino, CA 95014")
    }

    @Test func aDictionaryCoercedToALocationIsAPlace() async throws {
        // A stub's dictionary coerced to `WFLocationContentItem` becomes a place of its members.
        let result = try await output(input: .dictionary(["Name": .text("Home"), "City": .text("Oslo")])) { s in
            s.add(act("getitemtype", ["WFInput": Value(Variable.shortcutInput.as(.location))]))
        }
        #expect(result == .text("Location"))
    }

    // MARK: Contacts

    @Test func aContactShowsItsNameAndHasContactProperties() async throws {
        let result = try await run(input: .text(Self.vCard)) { s in
            let contact = s.add(act("detect.contacts"))
            s.add(act("showresult", ["Text": "\(contact)"]))
            s.add(act("getitemtype", ["WFInput": Value(contact)]))
            s.add(act("properties.contacts", ["WFInput": Value(contact), "WFContentItemPropertyName": "Nickname"]))
            s.add(act("count", ["WFCountType": "Items"]))
            s.add(act("gettext", ["WFTextActionText": "\(contact.property("Email Address"))"]))
        }
        #expect(Self.text(result.shown.first) == "Ada Lovelace")
        #expect(result.trace[2].output == .text("Contact"))
        #expect(result.trace[4].output == .number(0))  // no nickname: nothing
        #expect(result.output == .text("ada@example.com"))
    }

    // MARK: Articles and store items

    @Test func anArticleShowsItsTitleAndIsAURL() async throws {
        let article = try Self.stubbed(Self.article)
        let result = try await run(input: article) { s in
            s.add(act("showresult", ["Text": "\(Variable.shortcutInput)"]))
            s.add(act("getitemtype"))
            s.add(act("gettext", ["WFTextActionText": "\(Variable.shortcutInput.property("Author"))"]))
            s.add(act("url", ["WFURLActionURL": Value(Variable.shortcutInput.as(.url))]))
        }
        #expect(Self.text(result.shown.first) == "Swift 6.3")
        #expect(result.trace[1].output == .text("Article"))
        #expect(result.trace[2].output == .text("Ada"))
        #expect(Self.text(result.output) == "https://swift.org/blog")
    }

    @Test func aStoreItemShowsItsNameAndHasItsProperties() async throws {
        let app = try Self.stubbed(Self.app)
        let result = try await run(input: app) { s in
            s.add(act("showresult", ["Text": "\(Variable.shortcutInput)"]))
            s.add(
                act(
                    "properties.appstore",
                    ["WFInput": Value(Variable.shortcutInput), "WFContentItemPropertyName": "# of Ratings"]))
            s.add(
                act(
                    "properties.appstore",
                    ["WFInput": Value(Variable.shortcutInput), "WFContentItemPropertyName": "Version"]))
            s.add(act("getitemtype", ["WFInput": Value(Variable.shortcutInput)]))
        }
        #expect(Self.text(result.shown.first) == "Pages")
        #expect(result.trace[1].output == .number(120))
        #expect(result.trace[2].output == .nothing)  // a property of the kind the item lacks
        #expect(result.output == .text("App Store App"))
    }

    @Test func anItemReadsAsADictionaryOfItsProperties() async throws {
        // Inferred: Get Dictionary Value on an item reads its properties by name.
        let result = try await output { s in
            s.add(act("location", ["WFLocation": Self.eiffelTower]))
            s.add(act("getvalueforkey", ["WFDictionaryKey": "Country"]))
        }
        #expect(result == .text("France"))
    }

    @Test func anItemWithoutAPropertyOfItsKindFailsNamingIt() async throws {
        let error = try await failure(input: try Self.stubbed(Self.article)) { s in
            s.add(act("gettext", ["WFTextActionText": "\(Variable.shortcutInput.property("Duration"))"]))
        }
        #expect(error?.description.contains("no property “Duration” on Article") == true)
    }

    // MARK: JSON

    @Test func itemsPrintAsObjectsNamingTheirKindAndReadBack() throws {
        let place = RuntimeValue.item(
            ContentItem(.place, ["Name": .text("Home"), "ZIP Code": .text("0150"), "Latitude": .number(59.9)]))
        let json = RuntimeJSON.text(for: place)
        #expect(json == #"{"kind":"place","name":"Home","zipCode":"0150","latitude":59.9}"#)
        #expect(try Self.stubbed(json) == place)
        #expect(RuntimeJSON.text(for: try Self.stubbed(Self.app)).contains(#""numberOfRatings":120"#))
        // A `kind` that names no kind is not an item: the object stays a dictionary.
        let other = RuntimeValue(stubJSON: try RuntimeJSON.parse(#"{"$item": {"kind": "boat"}}"#))
        #expect(other == .dictionary(["$item": .dictionary(["kind": .text("boat")])]))
    }

    @Test func runJSONKeepsItsShapeWithItemsInIt() async throws {
        let result = try await run { s in
            s.add(act("location", ["WFLocation": Self.eiffelTower]))
            s.add(act("showresult"))
        }
        let text = RuntimeJSON.text(for: result.jsonObject)
        #expect(text.hasPrefix(#"{"output":{"kind":"place","name":"Eiffel Tower","street":"Champ de Mars""#))
        #expect(text.contains(#""shown":[{"kind":"place""#))
    }

    // MARK: Files of a kind

    @Test func imagesPDFsAndRichTextAreFilesOfTheirKind() async throws {
        func type(_ name: String, _ type: String) async throws -> RuntimeValue {
            let file = RuntimeValue.file(RuntimeFile(name: name, type: type, data: Data([1, 2])))
            return try await output(input: file) { s in s.add(act("getitemtype")) }
        }
        #expect(try await type("photo.png", "png") == .text("Image"))
        #expect(try await type("scan", "com.adobe.pdf") == .text("PDF"))
        #expect(try await type("letter.rtf", "rtf") == .text("Rich Text"))
        #expect(try await type("notes.txt", "txt") == .text("File"))
    }
}
