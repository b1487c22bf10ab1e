import Foundation
import PropertyList
import Testing

/// A plist whose root is not a container (legal in binary and XML) written as JSON is a bare JSON
/// scalar; the format sniffer must still recognise it (found by the `oracle` fuzz target).
@Suite struct JSONScalarRootTests {
    static let roots: [PropertyListValue] = [
        .string("WFWorkflowClientVersion"), .integer(-7), .integer(42), .real(0.5), .real(-.infinity),
        .boolean(true), .boolean(false), .date(Date(timeIntervalSinceReferenceDate: 1.25)), .data(Data([1, 2])),
        .uid(3),
    ]

    @Test func everyScalarRootWrittenAsJSONReadsBackThroughTheSniffer() throws {
        for root in Self.roots {
            let json = PropertyListJSONWriter().write(root)
            #expect(PropertyListFormat.detect(json) == .json, "\(String(decoding: json, as: UTF8.self))")
            let back = try PropertyListValue(decoding: json)
            #expect(back.isEquivalent(to: root), "\(root)")
        }
    }

    @Test func scalarStartsAreJSONAndOtherTextIsNot() {
        for text in ["\"a\"", "-1", "0", "9.5", " \n true", "false", "\u{FEFF}12"] {
            #expect(PropertyListFormat.detect(Array(text.utf8)) == .json, "\(text)")
        }
        for text in ["hello", "nul", "tru", "+1", ".5", "", "  "] {
            #expect(PropertyListFormat.detect(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func textThatOnlyStartsLikeJSONIsAMalformedJSONErrorWithItsPlace() {
        #expect(throws: PropertyListError.self) { try PropertyListValue(decoding: Data("2024 notes".utf8)) }
        do {
            _ = try PropertyListValue(decoding: Data("2024 notes".utf8))
        } catch {
            #expect(error.reason != .unrecognizedFormat)
            #expect(error.offset > 0)
        }
    }
}
