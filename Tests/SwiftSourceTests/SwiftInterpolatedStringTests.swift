import Testing

@testable import SwiftSource

@Suite struct SwiftInterpolatedStringTests {
    @Test func textIsEscapedAndCodeIsVerbatim() {
        let literal = SwiftInterpolatedString([.text("Say \"hi\" \\("), .code("\\.$name"), .text("\n")]).literal
        #expect(literal == #""Say \"hi\" \\(\(\.$name)\n""#)
    }

    @Test func placeholdersBecomeCodeWhenTheCallerKnowsThem() {
        let string = SwiftInterpolatedString.replacingPlaceholders(in: "Get ${detail} of ${outline} ${x") {
            $0 == "detail" ? "\\.$\($0)" : nil
        }
        #expect(string.segments == [.text("Get "), .code("\\.$detail"), .text(" of ${outline} ${x")])
        #expect(string.hasInterpolations)
        #expect(string.literal == #""Get \(\.$detail) of ${outline} ${x""#)
    }

    @Test func plainTextHasNoInterpolations() {
        let string = SwiftInterpolatedString.replacingPlaceholders(in: "") { $0 }
        #expect(string.segments == [.text("")])
        #expect(!string.hasInterpolations)
        #expect(string.literal == "\"\"")
    }
}
