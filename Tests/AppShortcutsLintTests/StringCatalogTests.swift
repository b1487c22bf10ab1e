import AppShortcutsLint
import Diagnostics
import Testing

@Suite struct StringCatalogTests {
    private func failure(_ text: String) -> LocalizationFileError? {
        do {
            _ = try StringCatalog(bytes: Array(text.utf8), path: "AppShortcuts.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryVariationAndLocatesValues() throws {
        let catalog = try StringCatalog(bytes: Array(RealisticApp.catalog.utf8), path: "C.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "fr"])
        #expect(catalog.entries.map(\.key) == RealisticApp.templates + RealisticApp.negativeTemplates)
        let first = catalog.entries[0]
        #expect(
            first.translations.map(\.value) == [
                "[de] Open ${trail} in ${applicationName}", "[de] Open ${trail} in ${applicationName} bitte",
                "[fr] Open ${trail} in ${applicationName}", "[fr] Open ${trail} in ${applicationName}s",
            ])
        #expect(
            first.keySource == Fixture.location(of: "\"Open ${trail}", in: RealisticApp.catalog, file: "C.xcstrings"))
        #expect(
            first.translations[1].source
                == Fixture.location(
                    of: "\"[de] Open ${trail} in ${applicationName} bitte\"", in: RealisticApp.catalog,
                    file: "C.xcstrings"))
    }

    @Test func readsUTF16Catalogs() throws {
        let text = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"b"}}}}}}"#
        let bytes: [UInt8] =
            [0xFF, 0xFE] + Array(text.utf16).flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let catalog = try StringCatalog(bytes: bytes, path: "x")
        #expect(catalog.entries.first?.translations.first?.value == "b")
    }

    @Test func malformedJSONIsLocated() {
        let broken = "{\n  \"strings\" : {\n    \"a\" : \n  }\n}"
        let error = failure(broken)
        #expect(error?.line == 4)
        if case .malformedJSON = error?.reason {} else { Issue.record("\(String(describing: error))") }
        #expect(failure("{\"strings\": {\"a\": \"\\x\"}}")?.line == 1)
        #expect(failure("{\"strings\": {\"a\": \"unterminated}}") != nil)
        #expect(failure("") != nil)
    }

    @Test func wrongShapesAreNotCatalogs() {
        #expect(failure("[1, 2]")?.reason == .notACatalog("the top level is not an object"))
        #expect(failure("{\"version\": \"1.0\"}")?.reason == .notACatalog("no \"strings\" object"))
        let error = failure("{\"strings\": {\n\"key\": 5}}")
        #expect(
            error == LocalizationFileError(.notACatalog("the value of \"key\" is not an object"), line: 2, column: 1))
    }

    @Test func hugeAndDeepJSONFailsFastOrReadsLinearly() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        if case .malformedJSON(let detail) = failure("{\"strings\": " + deep + "}")?.reason {
            #expect(detail.contains("nesting"))
        } else {
            Issue.record("deep nesting accepted")
        }
        let entries = (0..<20_000).map {
            "\"k\($0) ${applicationName}\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"v\($0)\"}}}}"
        }
        let big = "{\"sourceLanguage\":\"en\",\"strings\":{" + entries.joined(separator: ",") + "}}"
        let catalog = try StringCatalog(bytes: Array(big.utf8), path: "big")
        #expect(catalog.entries.count == 20_000)
        #expect(catalog.entries.last?.translations.first?.source.column ?? 0 > 1000)
    }
}
