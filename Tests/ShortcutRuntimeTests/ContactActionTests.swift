import Foundation
import OrderedCollections
import SeededRandom
import ShortcutAuthoring
import ShortcutModel
import Testing
import VCardFormat

@testable import ShortcutRuntime

/// Get Contacts from Input, Get Details of Contacts and Find Contacts on vCards. Expectations:
/// RFC 6350 (vCard 4.0: N's five components, ADR's seven, ORG's units, folding at a CRLF
/// followed by white space, the escapes `\n` `\,` `\;` `\\`, BDAY as a date), RFC 2426 (vCard
/// 3.0, the same), the vCard 2.1 specification (quoted-printable values with soft line breaks,
/// `CHARSET`, bare type parameters), RFC 2045 §6.7 (quoted-printable), and the catalog's
/// property names of Get Details of Contacts (First Name, Last Name, Phone Number, …).
@Suite struct ContactActionTests {
    static let version4 = """
        BEGIN:VCARD\r
        VERSION:4.0\r
        FN:Dr. Ada King\\, Countess\r
        N:King;Ada;Augusta;Dr.;Countess of Lovelace\r
        NICKNAME:Ada\r
        ORG:Analytical Engines Ltd;Research;Notes\r
        TITLE:Mathematician\r
        TEL;TYPE=cell:+44 20 7946 0001\r
        TEL;TYPE="home,voice":+44 20 7946 0002\r
        item1.EMAIL;TYPE=work:ada@example.com\r
        URL:https://ada.example\r
        ADR;TYPE=home:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom\r
        BDAY:1815-12-10\r
        NOTE:First line\\nsecond line\\; with a semicolon and a long fold\r
          that continues here\r
        END:VCARD\r

        """

    static let version21 = """
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen
        TEL;HOME;VOICE:030 1234
        NOTE;ENCODING=QUOTED-PRINTABLE:Line one=0D=0A=
        line two
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Grace Hopper
        EMAIL;TYPE=INTERNET:grace@example.com
        BDAY:19061209
        END:VCARD
        """

    func contacts(_ input: RuntimeValue) async throws -> RuntimeValue {
        try await output(input: input) { s in s.add(act("detect.contacts")) }
    }

    @Test func aVersion4CardIsAContact() async throws {
        let output = try await contacts(.text(Self.version4))
        // A run's dates are in UTC unless its clock says otherwise: the birthday is its midnight.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let birthday = calendar.date(from: DateComponents(year: 1815, month: 12, day: 10))!
        #expect(
            output
                == .list([
                    // A contact item (ValueModel: `WFContactContentItem`), no longer a dictionary.
                    .contact([
                        "Name": .text("Dr. Ada King, Countess"), "First Name": .text("Ada"),
                        "Middle Name": .text("Augusta"), "Last Name": .text("King"), "Prefix": .text("Dr."),
                        "Suffix": .text("Countess of Lovelace"), "Nickname": .text("Ada"),
                        "Company": .text("Analytical Engines Ltd"), "Department": .text("Research, Notes"),
                        "Job Title": .text("Mathematician"),
                        "Phone Number": .list([.text("+44 20 7946 0001"), .text("+44 20 7946 0002")]),
                        "Email Address": .text("ada@example.com"), "URL": .url("https://ada.example"),
                        "Street Address": .text("12 St James's Square\nLondon, SW1Y 4JH\nUnited Kingdom"),
                        "Birthday": .date(birthday),
                        "Notes": .text("First line\nsecond line; with a semicolon and a long fold that continues here"),
                        "Has Photo": .boolean(false),
                    ])
                ]))
    }

    @Test func version21QuotedPrintableCharsetsAndSeveralCards() async throws {
        // From a .vcf file, LF line ends, two cards of two versions.
        let file = RuntimeFile(name: "people.vcf", type: "vcf", data: Data(Self.version21.utf8))
        let output = try await contacts(.file(file))
        guard case .list(let cards) = output, cards.count == 2, case .item(let firstContact) = cards[0],
            case .item(let secondContact) = cards[1]
        else {
            Issue.record("not two contacts: \(output)")
            return
        }
        let (first, second) = (firstContact.properties, secondContact.properties)
        // No FN: the name is composed from N.
        #expect(first["Name"] == .text("Jürgen Müller"))
        #expect(first["Last Name"] == .text("Müller"))
        #expect(first["Phone Number"] == .text("030 1234"))
        // A soft line break joins the lines; =0D=0A is a line break in the value.
        #expect(first["Notes"] == .text("Line one\r\nline two"))
        #expect(second["Name"] == .text("Grace Hopper"))
        #expect(second["Email Address"] == .text("grace@example.com"))
        guard case .date? = second["Birthday"] else {
            Issue.record("a basic-format BDAY is not a date: \(String(describing: second["Birthday"]))")
            return
        }
        let latin1 =
            Array("BEGIN:VCARD\nVERSION:2.1\nORG;CHARSET=ISO-8859-1:Caf".utf8) + [0xE9] + Array("\nEND:VCARD\n".utf8)
        // CHARSET=ISO-8859-1: the byte E9 is é.
        let latinCards = try VCardReader.cards(in: latin1)
        #expect(
            VCardContacts.contact(latinCards[0], coercion: RuntimeCoercion(timeZone: .gmt))["Company"] == .text("Café"))
    }

    @Test func textOutsideCardsIsSkipped() async throws {
        #expect(try await contacts(.text("Call me maybe.\nNo card here.")) == .list([]))
        let wrapped = "Here is my card:\n" + Self.version4 + "\nThanks!"
        #expect(try await contacts(.text(wrapped)).items.count == 1)
    }

    @Test func getDetailsOfContacts() async throws {
        func detail(_ name: String) async throws -> RuntimeValue {
            try await output(input: .text(Self.version21)) { s in
                let found = s.add(act("detect.contacts"))
                s.add(
                    act(
                        "properties.contacts",
                        ["WFInput": Value(found), "WFContentItemPropertyName": Value(stringLiteral: name)]))
            }
        }
        // A collection holds items only (ValueModel, Docs/Running.md "Values"): the card without
        // a first name (or an email address) adds nothing.
        #expect(try await detail("First Name") == .list([.text("Jürgen")]))
        #expect(try await detail("Email Address") == .list([.text("grace@example.com")]))
        // A .vcf file given straight to it is read as its contact (the corpus's vCard menus ask
        // a chosen .vcf file for its First Name); a PHOTO in base64 is skipped over.
        let card =
            "BEGIN:VCARD\nVERSION:3.0\nN;CHARSET=utf-8:Base64;Menu;;;\nORG;CHARSET=utf-8:Tools;\n"
            + "PHOTO;ENCODING=b:/9j/4AAQSkZJRgABAQAASABIAAD/\n 4QCoRXhpZgAATU0AKgAAAAgAAYdp\nEND:VCARD\n"
        let file = RuntimeFile(name: "menu_0.vcf", type: "vcf", data: Data(card.utf8))
        let first = try await output(input: .file(file)) { s in
            s.add(act("properties.contacts", ["WFContentItemPropertyName": "First Name"]))
        }
        #expect(first == .text("Menu"))
        let photo = try await output(input: .file(file)) { s in
            s.add(act("properties.contacts", ["WFContentItemPropertyName": "Has Photo"]))
        }
        #expect(photo == .boolean(true))
        // Text holding no card is no contact: its properties fail naming its type.
        let notACard = try await failure(input: .text("Ada")) { s in
            s.add(act("properties.contacts", ["WFContentItemPropertyName": "First Name"]))
        }
        #expect(notACard?.message == "no property “First Name” on Text off the device")
        // Contact Photo is an image the runtime cannot make from a card: it fails naming it.
        let error = try await failure(input: .text(Self.version21)) { s in
            let found = s.add(act("detect.contacts"))
            s.add(act("properties.contacts", ["WFInput": Value(found), "WFContentItemPropertyName": "Contact Photo"]))
        }
        #expect(error?.message.contains("no property “Contact Photo”") == true)
    }

    @Test func findContactsFiltersTheGivenContacts() async throws {
        // Contacts given through the input parameter: filtered and sorted natively.
        let result = try await output(input: .text(Self.version21 + "\n" + Self.version4)) { s in
            let found = s.add(act("detect.contacts"))
            s.add(
                act(
                    "filter.contacts",
                    [
                        "WFContentItemInputParameter": Value(found), "WFContentItemSortProperty": "Last Name",
                        "WFContentItemSortOrder": "A to Z",
                    ]))
        }
        let names = result.items.map { item -> String in
            if case .item(let contact) = item, case .text(let name)? = contact.properties["Name"] { return name }
            return "?"
        }
        // Hopper has no N, so no Last Name: empty text sorts first.
        #expect(names == ["Grace Hopper", "Dr. Ada King, Countess", "Jürgen Müller"])
        // The filter templates: Company contains "engines" (operator 99, case-insensitive); a
        // contact without a company is nothing, which contains nothing.
        let engines = PredicateTemplate(fields: [
            "Property": .string("Company"), "Operator": Value(integerLiteral: 99).parameterValue,
            "String": .string("engines"),
        ])
        let filtered = try await output(input: .text(Self.version21 + "\n" + Self.version4)) { s in
            let found = s.add(act("detect.contacts"))
            var action = act("filter.contacts", ["WFContentItemInputParameter": Value(found)])
            action.parameters["WFContentItemFilter"] = .predicateTable(PredicateTable(prefix: 1, templates: [engines]))
            s.add(action)
        }
        guard case .item(let ada)? = filtered.items.first else {
            Issue.record("no contact kept: \(filtered)")
            return
        }
        #expect(filtered.items.count == 1)
        #expect(ada.properties["Last Name"] == .text("King"))
        // Without contacts given, Find Contacts searches the device's: a stub gives them, and
        // without one the run needs a stub.
        let error = try await failure { s in s.add(act("filter.contacts")) }
        #expect(error?.reason == .needsStub)
        let stubbed = try await run(stubs: [
            "is.workflow.actions.filter.contacts": .list([.dictionary(["Name": .text("A")])])
        ]) { s in
            s.add(act("filter.contacts"))
        }
        #expect(stubbed.output == .list([.dictionary(["Name": .text("A")])]))
    }

    @Test func mutatedCardsEndInCardsOrAnErrorNamingALine() {
        // 3,000 seeded mutations of the fixtures (bytes replaced by the syntax's own characters,
        // invalid UTF-8 and line breaks; cuts; repeated slices): every one ends in cards or in an
        // error naming a line of the input, on one line — never a crash or a hang.
        var random = SplitMix64(seed: 0x7663_6172_64)
        let seeds = [Self.version4, Self.version21].map { Array($0.utf8) }
        let alphabet: [UInt8] = Array(":;=,\\\" \t\r\nABEGINDVCRQP0F".utf8) + [0xFF, 0xC3, 0x80, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3000 {
            var bytes = seeds[random.next(below: seeds.count)]
            for _ in 0...random.next(below: 8) {
                guard !bytes.isEmpty else { break }
                let at = random.next(below: bytes.count)
                switch random.next(below: 4) {
                case 0: bytes[at] = alphabet[random.next(below: alphabet.count)]
                case 1: bytes.removeSubrange(at...)
                case 2:
                    let end = min(bytes.count, at + random.next(below: 40))
                    bytes.insert(contentsOf: bytes[at..<end], at: at)
                default: bytes.insert(alphabet[random.next(below: alphabet.count)], at: at)
                }
            }
            let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
            do {
                for card in try VCardReader.cards(in: bytes) {
                    _ = VCardContacts.contact(card, coercion: RuntimeCoercion(timeZone: .gmt))
                }
            } catch {
                #expect(error.line >= 1 && error.line <= lines, "\(error) in \(lines) lines")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aBadCardFailsNamingTheInputItemAndTheLine() async throws {
        let error = try await failure(input: .list([.text(Self.version4), .text("BEGIN:VCARD\nFN:x")])) { s in
            s.add(act("detect.contacts"))
        }
        #expect(error?.message == "input item 2: vCard line 1: the card begun here has no END:VCARD")
    }
}

extension RuntimeValue {
    /// A contact item with `properties`.
    static func contact(_ properties: OrderedDictionary<String, RuntimeValue>) -> RuntimeValue {
        .item(ContentItem(.contact, properties))
    }
}
