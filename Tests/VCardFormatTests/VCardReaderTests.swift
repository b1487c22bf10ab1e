import Foundation
import SeededRandom
import Testing

@testable import VCardFormat

/// The vCard reader on its own: cards, properties, parameters and values as RFC 6350 (4.0),
/// RFC 2426 (3.0) and the vCard 2.1 specification write them, and hostile input (truncated cards,
/// huge lines, too many cards, bytes that are not text), each a ``VCardError`` naming its line.
@Suite struct VCardReaderTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:4.0\r
        N:Lovelace;Ada;King;Countess;\r
        FN:Ada Lovelace\r
        TEL;TYPE=cell,voice;VALUE=uri:tel:+44-20-7946-0000\r
        NOTE:Analyst\\, poet\\nand\r
          engine designer\r
        END:VCARD\r

        """

    @Test func propertiesParametersFoldsAndEscapes() throws {
        let cards = try VCardReader.cards(in: Array(Self.card.utf8))
        #expect(cards.count == 1)
        let card = try #require(cards.first)
        #expect(card.version == "4.0")
        #expect(card.first("N")?.components == ["Lovelace", "Ada", "King", "Countess", ""])
        #expect(card.first("FN")?.text == "Ada Lovelace")
        #expect(card.first("TEL")?.parameters["TYPE"] == ["cell", "voice"])
        #expect(card.first("TEL")?.text == "tel:+44-20-7946-0000")
        #expect(card.first("NOTE")?.text == "Analyst, poet\nand engine designer")
        #expect(card.all("EMAIL").isEmpty)
    }

    @Test func aMillionLinesAreReadInOnePass() throws {
        // 10^6 lines: one card of a million phone numbers, and a million lines of prose.
        let lines = "BEGIN:VCARD\nFN:Many\n" + String(repeating: "TEL:1\n", count: 999_997) + "END:VCARD\n"
        let cards = try VCardReader.cards(in: Array(lines.utf8))
        #expect(cards.count == 1)
        #expect(cards[0].all("TEL").count == 999_997)
        let prose = String(repeating: "just text\n", count: 1_000_000)
        #expect(try VCardReader.cards(in: Array(prose.utf8)).isEmpty)
    }

    @Test func mutatedCardsEndInCardsOrAnErrorNamingALine() {
        var random = SplitMix64(seed: 0x7663_6172_65)
        let seed = Array(Self.card.utf8)
        let alphabet: [UInt8] = Array(":;=,\\\" \t\r\nABEGINDVCRQP0F".utf8) + [0xFF, 0xC3, 0x80]
        for _ in 0..<2000 {
            var bytes = seed
            for _ in 0...random.next(below: 6) {
                guard !bytes.isEmpty else { break }
                let at = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[at] = alphabet[random.next(below: alphabet.count)]
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(alphabet[random.next(below: alphabet.count)], at: at)
                }
            }
            let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
            do {
                _ = try VCardReader.cards(in: bytes)
            } catch {
                #expect(error.line >= 1 && error.line <= lines, "\(error) in \(lines) lines")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aByteOrderMarkIsNotText() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("BEGIN:VCARD\r\nFN:Ada\r\nEND:VCARD\r\n".utf8)
        let cards = try VCardReader.cards(in: bytes)
        #expect(cards.count == 1)
        #expect(cards.first?.first("FN")?.text == "Ada")
    }

    @Test func hostileCardsNameTheLine() throws {
        func reason(_ text: String) -> VCardError? {
            do {
                _ = try VCardReader.cards(in: Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        // Truncated: the card has no END.
        #expect(reason("BEGIN:VCARD\nVERSION:3.0\nFN:A") == VCardError(line: 1, reason: .noEnd))
        #expect(reason("x\nEND:VCARD") == VCardError(line: 2, reason: .endWithoutBegin))
        #expect(reason("BEGIN:VCARD\nBEGIN:VCARD\nEND:VCARD") == VCardError(line: 2, reason: .nestedCard))
        #expect(reason("BEGIN:VCARD\nFN Ada\nEND:VCARD") == VCardError(line: 2, reason: .noColon))
        #expect(
            reason("BEGIN:VCARD\nNOTE;ENCODING=QUOTED-PRINTABLE:a=ZZ\nEND:VCARD")
                == VCardError(line: 2, reason: .badQuotedPrintable))
        // A soft line break at the very end of the input: truncated quoted-printable.
        #expect(
            reason("BEGIN:VCARD\nNOTE;QUOTED-PRINTABLE:a=") == VCardError(line: 2, reason: .badQuotedPrintable))
        #expect(
            reason("BEGIN:VCARD\nN;CHARSET=KOI8-Z:x\nEND:VCARD")
                == VCardError(line: 2, reason: .unknownCharset("KOI8-Z")))
        #expect(
            VCardError(line: 2, reason: .noColon).description == "vCard line 2: a content line without “:”")
        // Bytes that are not UTF-8.
        do {
            _ = try VCardReader.cards(in: Array("BEGIN:VCARD\nFN:".utf8) + [0xFF, 0xFE] + Array("\nEND:VCARD".utf8))
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .badEncoding(charset: "UTF-8")))
        }
        // A huge line over the limit, and folds that add up past it.
        let huge = "BEGIN:VCARD\nNOTE:" + String(repeating: "x", count: 5000) + "\nEND:VCARD"
        do {
            _ = try VCardReader.cards(in: Array(huge.utf8), maximumLineBytes: 4096)
            Issue.record("a line over the limit was read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .lineTooLong(limit: 4096)))
        }
        let folds = "BEGIN:VCARD\nNOTE:a\n" + String(repeating: " bbbbbbbbbb\n", count: 1000) + "END:VCARD"
        do {
            _ = try VCardReader.cards(in: Array(folds.utf8), maximumLineBytes: 4096)
            Issue.record("folded lines over the limit were read")
        } catch {
            #expect(error == VCardError(line: 2, reason: .lineTooLong(limit: 4096)))
        }
        // Too many cards.
        let three = String(repeating: "BEGIN:VCARD\nFN:a\nEND:VCARD\n", count: 3)
        do {
            _ = try VCardReader.cards(in: Array(three.utf8), maximumCards: 2)
            Issue.record("more cards than the limit were read")
        } catch {
            #expect(error == VCardError(line: 7, reason: .tooManyCards(limit: 2)))
        }
    }
}

/// Type lists (RFC 6350 §5 and §5.6: a parameter value may be a quoted string, `TYPE` is a
/// comma-separated list, and §6.4.1 writes `TYPE="voice,home"`; RFC 2426 §4: `TYPE=work,voice`
/// and repeated `TYPE=` parameters; vCard 2.1 §2.1: bare `;WORK;VOICE`) all give one list, and
/// hostile parameters end in a result or a ``VCardError``.
@Suite struct VCardTypeListTests {
    func property(_ line: String) throws -> VCardProperty {
        let cards = try VCardReader.cards(in: Array("BEGIN:VCARD\r\n\(line)\r\nEND:VCARD\r\n".utf8))
        return try #require(cards.first?.properties.first)
    }

    @Test func everyWayOfWritingTwoTypesGivesTheSameList() throws {
        for line in [
            "TEL;TYPE=\"work,voice\":+1 555", "TEL;TYPE=work,voice:+1 555", "TEL;TYPE=work;TYPE=voice:+1 555",
            "TEL;WORK;VOICE:+1 555", "TEL;TYPE=\"work\",\"voice\":+1 555", "TEL;TYPE=WORK;VOICE:+1 555",
            "TEL;type=\"Work, Voice\";TYPE=work:+1 555", "item1.TEL;TYPE=\"work,,voice,\":+1 555",
        ] {
            let tel = try property(line)
            #expect(tel.types == ["work", "voice"], "\(line)")
            #expect(tel.parameters["TYPE"] == ["work", "voice"], "\(line)")
            #expect(tel.name == "TEL" && tel.text == "+1 555", "\(line)")
        }
    }

    @Test func aQuotedValueOfAnotherParameterIsOneValue() throws {
        // RFC 6350 §6.3.1: LABEL is a quoted address, commas and all; §5.10 GEO a quoted URI.
        let address = try property(
            "ADR;LABEL=\"12 St James's Square, London; SW1Y 4JH\";GEO=\"geo:51.5,-0.1\";TYPE=\"home,pref\":;;12 St James's Square;London"
        )
        #expect(address.parameters["LABEL"] == ["12 St James's Square, London; SW1Y 4JH"])
        #expect(address.parameters["GEO"] == ["geo:51.5,-0.1"])
        #expect(address.types == ["home", "pref"])
        #expect(address.components == ["", "", "12 St James's Square", "London"])
        // Unquoted, a comma separates values of any parameter; a colon in quotes is not the value's.
        let other = try property("X-THING;PID=1.1,2.1;X-NOTE=\"a:b\":value")
        #expect(other.parameters["PID"] == ["1.1", "2.1"])
        #expect(other.parameters["X-NOTE"] == ["a:b"])
        #expect(other.text == "value")
        #expect(other.types.isEmpty)
        // A quote after the start of a value is a character of it, not a quoted string.
        #expect(try property("X-SIZE;X-INCH=5\" screen:x").parameters["X-INCH"] == ["5\" screen"])
    }

    @Test func hostileParametersEndInAResultOrAnError() throws {
        func error(_ line: String) -> VCardError? {
            do {
                _ = try property(line)
                return nil
            } catch let error as VCardError {
                return error
            } catch {
                Issue.record("not a VCardError: \(error)")
                return nil
            }
        }
        // An opening quote never closed: the colon is inside it, so the line has no value.
        #expect(error("TEL;TYPE=\"work,voice:+1 555") == VCardError(line: 2, reason: .unterminatedQuote))
        #expect(error("TEL;TYPE=\"") == VCardError(line: 2, reason: .unterminatedQuote))
        #expect(
            VCardError(line: 2, reason: .unterminatedQuote).description
                == "vCard line 2: a parameter value’s opening “\"” is not closed")
        #expect(error("TEL;TYPE=work") == VCardError(line: 2, reason: .noColon))
        // 100,000 commas, bare, quoted, or as values of another parameter: no types, no hang.
        let commas = String(repeating: ",", count: 100_000)
        #expect(try property("TEL;TYPE=\(commas):1").types.isEmpty)
        #expect(try property("TEL;TYPE=\"\(commas)\":1").types.isEmpty)
        #expect(try property("TEL;X-P=\(commas):1").parameters["X-P"]?.count == 100_001)
        #expect(try property("TEL;X-P=\"\(commas)\":1").parameters["X-P"] == [commas])
        // 100,000 types, each once; 100,000 quotes; 100,000 semicolons.
        let many = (0..<100_000).map { "t\($0)" }.joined(separator: ",")
        #expect(try property("TEL;TYPE=\"\(many)\";TYPE=\(many):1").types.count == 100_000)
        let quotes = String(repeating: "\"", count: 100_000)
        #expect(try property("TEL;X-Q=\(quotes):1").parameters["X-Q"] == [String(repeating: "\"", count: 99_998)])
        #expect(try property("TEL;X-Q=\(quotes.dropLast()):1").parameters["X-Q"]?.first?.count == 99_997)
        #expect(try property("TEL" + String(repeating: ";", count: 100_000) + ":1").types.isEmpty)
    }
}
