import AppShortcutsLint
import Diagnostics
import Testing

@Suite struct StringsFileTests {
    private func parse(_ bytes: [UInt8]) throws(LocalizationFileError) -> StringsFile {
        try StringsFile(bytes: bytes, path: "AppShortcuts.strings")
    }

    private func parse(_ text: String) throws(LocalizationFileError) -> StringsFile {
        try parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> LocalizationFileError? {
        failure(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> LocalizationFileError? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEntriesCommentsAndEscapes() throws {
        let text = """
            /* comment "with" quotes */
            // line comment
            "A ${applicationName}" = "B \\"q\\" \\\\ \\n \\t \\U00e9 \\UD83D\\UDE00 \\101";
            bare_key = bare.value;
            "self";
            """
        let file = try parse(text)
        #expect(file.entries.map(\.key) == ["A ${applicationName}", "bare_key", "self"])
        #expect(file.entries[0].value == "B \"q\" \\ \n \t é 😀 A")
        #expect(file.entries[1].value == "bare.value")
        #expect(file.entries[2].value == "self")
        #expect(file.entries[0].keySource == SourceLocation(file: "AppShortcuts.strings", line: 3, column: 1))
        #expect(file.entries[0].valueSource == SourceLocation(file: "AppShortcuts.strings", line: 3, column: 26))
    }

    @Test func readsUTF16WithAndWithoutBOM() throws {
        let text = "\"Hike ${applicationName}\" = \"Wandern ${applicationName}\";\n\"é\" = \"ü\";"
        let units = Array(text.utf16)
        let little = units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big = units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let inputs: [[UInt8]] = [
            [0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little, big, [0xEF, 0xBB, 0xBF] + Array(text.utf8),
        ]
        for bytes in inputs {
            let file = try parse(bytes)
            #expect(file.entries.map(\.value) == ["Wandern ${applicationName}", "ü"])
            #expect(file.entries[1].keySource.line == 2)
        }
    }

    @Test func badEncodingIsLocated() {
        #expect(
            failure([0x22, 0x61, 0x22, 0x0A, 0x3D, 0xFF])
                == LocalizationFileError(
                    .invalidEncoding("not UTF-8 at byte 5"), line: 2, column: 2))
        // An unpaired surrogate in UTF-16 and an odd byte count.
        if case .invalidEncoding = failure([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00])?.reason {
        } else {
            Issue.record("unpaired surrogate accepted")
        }
        if case .invalidEncoding = failure([0xFF, 0xFE, 0x22])?.reason {} else { Issue.record("odd UTF-16 accepted") }
    }

    @Test func malformedInputGivesTypedErrorsWithLineAndColumn() {
        #expect(failure("\"a\" = \"b") == LocalizationFileError(.unterminatedString, line: 1, column: 7))
        #expect(failure("/* open") == LocalizationFileError(.unterminatedComment, line: 1, column: 1))
        #expect(failure("\"a\" = \"\\q\";") == LocalizationFileError(.invalidEscape("q"), line: 1, column: 9))
        #expect(failure("\"a\" = \"\\U12\";")?.reason == .invalidEscape("U needs four hex digits"))
        #expect(failure("\"a\" = \"\\UD800x\";")?.reason == .invalidEscape("U (unpaired surrogate)"))
        #expect(
            failure("\"a\" = \"b\"\n\"c\" = \"d\";")
                == LocalizationFileError(
                    .unexpected(found: "'\"'", expected: "';'"), line: 2, column: 1))
        #expect(failure("\"a\" = ;")?.reason == .unexpected(found: "';'", expected: "a quoted value"))
        #expect(failure("{ \"a\" = \"b\"; }")?.line == 1)
        #expect(failure("\"a\" = \"b\\") == LocalizationFileError(.unterminatedString, line: 1, column: 7))
        #expect(
            failure("\"a\"")
                == LocalizationFileError(.unexpected(found: "end of file", expected: "';'"), line: 1, column: 4))
    }

    @Test func hugeAndDeepInputStaysLinear() throws {
        let entry = "\"Hike ${applicationName} %d\" = \"Wandern ${applicationName}\";\n"
        let file = try parse(String(repeating: entry, count: 20_000))
        #expect(file.entries.count == 20_000)
        // Strings files have no nesting; a wall of open braces is one clear error, not a recursion.
        #expect(failure(String(repeating: "{", count: 100_000))?.column == 1)
        let longString = "\"" + String(repeating: "x", count: 1_000_000) + "\" = \"y\";"
        #expect(try parse(longString).entries.first?.key.count == 1_000_000)
        #expect(try parse("").entries.isEmpty)
    }
}
