import Foundation
import SwiftSource
import Testing

@Suite struct SwiftLiteralTests {
    @Test func stringLiteralsEscapeWhatSwiftWouldReadDifferently() {
        #expect(SwiftLiteral.string("plain") == #""plain""#)
        #expect(SwiftLiteral.string(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(SwiftLiteral.string("a\nb\r\tc\0") == #""a\nb\r\tc\0""#)
        #expect(SwiftLiteral.string("\u{202E}rtl") == #""\u{202E}rtl""#)  // format characters never hide in source
        #expect(SwiftLiteral.string("\u{301}é") == #""\u{301}é""#)  // a leading mark would combine with the quote
        #expect(SwiftLiteral.string("👋🏽") == "\"👋🏽\"")
        #expect(SwiftLiteral.optionalString(nil) == "nil")
    }

    @Test func doubleLiteralsReadBackExactly() {
        for value in [0.1, 1.0 / 3, 1e300, 5e-324, 100, -2.5, 1e21] {
            let text = SwiftLiteral.double(value)
            #expect(text.contains(".") || text.contains("e"), "\(text) must not read as an integer literal")
            #expect(Double(text) == value, "\(text)")
        }
        #expect(SwiftLiteral.double(-0.0) == "-0.0")
        #expect(SwiftLiteral.double(.nan) == "Double.nan")
        #expect(SwiftLiteral.double(-.infinity) == "-Double.infinity")
    }
}

@Suite struct SwiftIdentifierTests {
    @Test func identifiersAreCheckedAndKeywordsEscaped() {
        #expect(SwiftIdentifier.isValid("weatherReport"))
        #expect(!SwiftIdentifier.isValid("class"))
        #expect(!SwiftIdentifier.isValid("2fast"))
        #expect(!SwiftIdentifier.isValid("a-b"))
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("name") == "name")
    }

    @Test func namesPeopleWroteBecomeReadableIdentifiers() {
        #expect(SwiftIdentifier.make(from: "Weather Report") == "weatherReport")
        #expect(SwiftIdentifier.make(from: "Weather Report", case: .upperCamel) == "WeatherReport")
        #expect(SwiftIdentifier.make(from: "URL list") == "urlList")
        #expect(SwiftIdentifier.make(from: "iPhone model") == "iPhoneModel")
        #expect(SwiftIdentifier.make(from: "2 days ago") == "_2DaysAgo")
        #expect(SwiftIdentifier.make(from: "✨ 🌦") == "value")
        #expect(SwiftIdentifier.make(from: "✨", fallback: "item") == "item")
        #expect(SwiftIdentifier.make(from: "repeat") == "`repeat`")
    }
}

@Suite struct SwiftCodeTests {
    @Test func blocksIndentByFourSpacesAndBlankLinesStayEmpty() {
        var code = SwiftCode()
        code.block("struct A {") { inner in
            inner.line("let a = 1")
            inner.line()
            inner.block("func f() {") { $0.line("return\nreturn") }
        }
        #expect(code.text == "struct A {\n    let a = 1\n\n    func f() {\n        return\n        return\n    }\n}\n")
        #expect(code.depth == 0)
    }
}
