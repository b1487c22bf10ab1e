import Testing

@testable import SwiftSource

@Suite struct SwiftCodeCommentTests {
    @Test func commentsCannotBeBrokenOutOf() {
        var code = SwiftCode()
        code.indented { $0.comment("name\nfatalError()\r\u{2028}x\u{202E}🎉") }
        #expect(code.text == "    // name\\nfatalError()\\r\\u{2028}x\\u{202E}🎉\n")
        #expect(code.text.split(separator: "\n").count == 1)
    }
}
