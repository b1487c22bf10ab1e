import Foundation
import IntentDefinitions
import IntentMigration
import Testing

@Suite struct MigrationGoldenTests {
    func files() throws -> [String: String] {
        let files = AppIntentsMigrator(sourceName: "Fixture.intentdefinition").files(
            for: try MigrationFixture.definition)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    func lines(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func onFilePerIntentEnumAndType() throws {
        #expect(
            try files().keys.sorted() == [
                "EverythingAppIntent.swift", "GetRowsAppIntent.swift", "IntentDetailAppEnum.swift",
                "IntentOutlineAppEntity.swift",
                "ShowTitleAppIntent.swift",
            ])
    }

    @Test func everyParameterTypeGetsItsAppIntentsType() throws {
        let text = try lines(files()["EverythingAppIntent.swift"])
        for expected in [
            #"@Parameter(title: "Text", default: "hello \"quoted\"")"#, "var text: String",
            #"@Parameter(title: "Count", default: 3, inclusiveRange: (1, 10))"#, "var count: Int",
            #"@Parameter(title: "Flag", displayName: Bool.IntentDisplayName(true: LocalizedStringResource("on0001", defaultValue: "on", table: "Intents"), false: "off"))"#,
            "var flag: Bool?", "var ratio: Double?",
            #"@Parameter(title: "File", supportedTypeIdentifiers: ["org.opml.opml"])"#, "var file: IntentFile?",
            "var when: DateComponents?", "var place: CLPlacemark?", "var link: URL?",
            "var duration: Measurement<UnitDuration>?", "var distance: Measurement<UnitLength>?",
            "var names: [String]?",
            "var media: String?", "var mystery: String?",
            "// TODO: INIntentParameterMetadataMinimumValue/MaximumValue: App Intents ranges need both bounds of a number (minimum none, maximum 1.0)",
            "// TODO: INIntentParameterObjectType MediaItem (namespace System): a SiriKit system type with no App Intents counterpart; typed as String",
            "// TODO: INIntentParameterType Hologram: no App Intents counterpart; typed as String",
            #"@Parameter(title: "Default", optionsProvider: DefaultOptionsProvider())"#, "var `default`: String?",
            "struct DefaultOptionsProvider: DynamicOptionsProvider {", "func results() async throws -> [String] {",
            "import CoreLocation",
            #"static let title: LocalizedStringResource = LocalizedStringResource("tTl001", defaultValue: "Everything", table: "Intents")"#,
            #"static let description: IntentDescription? = IntentDescription("Uses every type")"#,
            "func perform() async throws -> some IntentResult {",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }

    @Test func summaryRelationshipsPredictionsOutputAndDialogs() throws {
        let text = try lines(files()["GetRowsAppIntent.swift"])
        for expected in [
            "struct GetRowsAppIntent: AppIntent, CustomIntentMigratedAppIntent, PredictableIntent {",
            #"static let intentClassName = "GetRowsIntent""#,
            "var outline: IntentOutlineAppEntity?", "var detail: IntentDetailAppEnum",
            #"@Parameter(title: "Detail", default: .note)"#,
            #"@Parameter(title: "Outline", requestValueDialog: IntentDialog.outlineParameterPrompt)"#,
            "When(\\.$detail, .equalTo, .note) {", "When(\\.$exact, .equalTo, false) {",
            "When(\\.$outline, .hasAnyValue) {",
            #"Summary("Get \(\.$detail) of \(\.$outline)") {"#, "\\.$note", "} otherwise: {",
            #"Summary("Get \(\.$detail) of \(\.$outline)")"#,
            "IntentPrediction(parameters: (\\.$outline)) { outline in",
            #"DisplayRepresentation(title: "Rows of \(outline!)", subtitle: "All")"#,
            "IntentPrediction(parameters: ()) {", #"DisplayRepresentation(title: "Rows")"#,
            "func perform() async throws -> some IntentResult & ReturnsValue<[IntentOutlineAppEntity]> {",
            "let rows: [IntentOutlineAppEntity] = []", "return .result(value: rows)",
            "// TODO: INIntentResponseParameters count: only the output parameter becomes the result.",
            "fileprivate extension IntentDialog {",
            "static var outlineParameterPrompt: Self {",
            #"IntentDialog(LocalizedStringResource("pr0001", defaultValue: "Which outline?", table: "Intents"))"#,
            "static func outlineParameterDisambiguationIntro(count: Int, outline: IntentOutlineAppEntity) -> Self {",
            #""There are \(count) outlines matching ‘\(outline)’.""#,
            "static func outlineParameterConfirmation(outline: IntentOutlineAppEntity) -> Self {",
            "// TODO: INIntentParameterPromptDialogs DisambiguationSelection \"Pick one\": no App Intents counterpart",
            "static func responseSuccess(rows: [IntentOutlineAppEntity], count: Int) -> Self {",
            #"IntentDialog(LocalizedStringResource("rs0001", defaultValue: "Found \(rows) in \(count) places", table: "Intents"))"#,
            "static var responseFailure: Self {",
            "// TODO: INIntentResponseCodes tooMany: a custom response code; throw an error with this dialog.",
            "// TODO: INIntentResponseCodeConciseFormatString \"Many\": no App Intents counterpart.",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }

    @Test func classNameOverridesAndSingleOutputs() throws {
        let text = try lines(files()["ShowTitleAppIntent.swift"])
        #expect(text.contains(#"static let intentClassName = "LegacyShowTitleIntent""#))
        #expect(text.contains("func perform() async throws -> some IntentResult & ReturnsValue<String?> {"))
        #expect(
            text.contains(
                "// TODO: INIntentParameterCombinations: no combination with a title, so no parameterSummary."))
    }

    @Test func enumsKeepTheirValueNamesAsRawValues() throws {
        let text = try lines(files()["IntentDetailAppEnum.swift"])
        for expected in [
            "enum IntentDetailAppEnum: String, AppEnum {", "case note", "case `default`", #"case byDate = "by-date""#,
            #"static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Detail")"#,
            #".note: DisplayRepresentation(title: LocalizedStringResource("en0001", defaultValue: "Note", table: "Intents")),"#,
            #".byDate: DisplayRepresentation(title: "By Date"),"#,
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        #expect(!text.contains("case unknown"))
    }

    @Test func customTypesBecomeEntitiesWithQueries() throws {
        let text = try lines(files()["IntentOutlineAppEntity.swift"])
        for expected in [
            "struct IntentOutlineAppEntity: AppEntity {", "static let defaultQuery = IntentOutlineAppEntityQuery()",
            "struct IntentOutlineAppEntityQuery: EntityQuery {",
            "func entities(for identifiers: [IntentOutlineAppEntity.ID]) async throws -> [IntentOutlineAppEntity] {",
            #"@Property(title: "Title")"#, "var title: String?", "var rowCount: Int?", "var tags: [String]?",
            "var id: String", "var displayString: String",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        #expect(!text.contains("var identifier: String?"))  // INObject's own properties are not generated
    }

    @Test func theFixtureTypeChecksAgainstTheStandIn() throws {
        guard let checker = try SwiftTypeChecker.make() else {
            print("note: swiftc not found; generated sources not type-checked")
            return
        }
        let files = AppIntentsMigrator().files(for: try MigrationFixture.definition)
        try checker.typeCheck(files.map { ($0.name, $0.contents) })
    }

    @Test func theStandInRejectsWrongCode() throws {
        // The type check must be able to fail: a parameter of a type AppIntents does not accept.
        guard let checker = try SwiftTypeChecker.make() else { return }
        var files = AppIntentsMigrator().files(for: try MigrationFixture.definition)
        files[0].contents = files[0].contents.replacingOccurrences(of: "var text: String", with: "var text: Character")
        #expect(throws: SwiftTypeChecker.Failure.self) { try checker.typeCheck(files.map { ($0.name, $0.contents) }) }
    }
}
