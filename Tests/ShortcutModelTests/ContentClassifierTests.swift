import Foundation
import ModelTestSupport
import PropertyList
import ShortcutModel
import ShortcutSigning
import TestSupport
import Testing

/// One classifier decides what a file is; every entry point agrees with it, including on the
/// cases the earlier copies disagreed about (a byte-order mark before JSON, whitespace before XML).
@Suite struct ContentClassifierTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    static var helloJSON: Data {
        get throws { try ExampleShortcuts.helloWorld.propertyList.encoded(as: .json) }
    }

    @Test func bytesAreClassifiedByContent() {
        typealias Kind = ShortcutPropertyList.Encoding
        let cases: [(String, [UInt8], Kind?)] = [
            ("binary", Array("bplist00".utf8), .binary),
            ("xml", Array("<?xml".utf8), .xml),
            ("xml after BOM and whitespace", Self.bom + Array(" \r\n\t<plist".utf8), .xml),
            ("doctype", Array("<!DOCTYPE plist".utf8), .xml),
            ("json object", Array("{}".utf8), .json),
            ("json after BOM", Self.bom + Array("{\"a\": 1}".utf8), .json),
            ("json array after BOM and whitespace", Self.bom + Array("\n  [1]".utf8), .json),
            ("signed", Array("AEA1".utf8) + [0, 0, 0, 0], .signed),
            ("binary needs byte 0", Array(" bplist00".utf8), nil),
            ("empty", [], nil),
            ("BOM only", Self.bom, nil),
            ("text", Array("hello".utf8), nil),
        ]
        for (name, bytes, expected) in cases {
            #expect(Kind(detecting: Data(bytes)) == expected, "\(name)")
            let format: PropertyListFormat? =
                switch expected {
                case .binary?: .binary
                case .xml?: .xml
                case .json?: .json
                case .signed?, nil: nil
                }
            #expect(PropertyListFormat.detect(bytes) == format, "\(name)")
        }
    }

    @Test func jsonWithAByteOrderMarkReadsThroughEveryEntryPoint() throws {
        let data = Data(Self.bom) + (try Self.helloJSON)
        let expected = ExampleShortcuts.helloWorld.propertyList
        #expect(try PropertyListValue(decoding: data) == expected)
        #expect(try PropertyListJSONReader().read(data) == expected)
        #expect(try ShortcutPropertyList.read(data) == expected)
        let document = try ShortcutDocument(data: data)
        #expect(document.encoding == .json)
        #expect(document.shortcut == ExampleShortcuts.helloWorld)
    }

    @Test func errorsKeepTheTypedErrorOfTheLayerThatFailed() throws {
        #expect(throws: ShortcutReadError(.unrecognizedContent)) { try ShortcutDocument(data: Data("hello".utf8)) }
        do {
            _ = try ShortcutDocument(data: Data("{\"a\": [1,}".utf8))
            Issue.record("expected an error")
        } catch {
            guard case .propertyList(let underlying) = error.reason else {
                Issue.record("expected a property-list error, got \(error)")
                return
            }
            #expect(underlying.offset == 9)
            #expect(underlying.line == 1 && underlying.column == 10)
            #expect(error.layer == .propertyList)
        }
        let array = try PropertyListValue.array([]).encoded(as: .binary)
        do {
            _ = try ShortcutDocument(data: array)
            Issue.record("expected an error")
        } catch {
            guard case .model(let underlying) = error.reason else {
                Issue.record("expected a model error, got \(error)")
                return
            }
            #expect(underlying.reason == .rootNotDictionary(found: "array"))
        }
    }

    @Test func theNotAShortcutMessageNamesAllFourKinds() {
        let message = ShortcutReadError(.unrecognizedContent).description
        for kind in ["binary", "XML", "JSON", "signed"] {
            #expect(message.contains(kind), "\(message)")
        }
    }
}
