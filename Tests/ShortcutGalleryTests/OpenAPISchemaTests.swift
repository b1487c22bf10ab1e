import Foundation
import GalleryAPI
import ShortcutKit
import Testing

@testable import ShortcutGallery

/// The API's bodies and the OpenAPI document cannot drift: a sample of every body type — the ones
/// `shortcut publish` shares with the server (module `GalleryAPI`) and the server's own — encoded
/// with the gallery's JSON setting, validates against the schema it names, sends no field the
/// document lacks, and together the samples carry every documented property.
@Suite struct OpenAPISchemaTests {
    static func document() throws -> WireJSON {
        try JSONDecoder().decode(WireJSON.self, from: Data(contentsOf: OpenAPIDocumentTests.sourceDocument()))
    }

    static func json<T: Encodable>(_ value: T) throws -> WireJSON {
        try JSONDecoder().decode(WireJSON.self, from: GalleryJSON.encoder.encode(value))
    }

    /// One sample of each body type, with every optional field set, from a real import and diff.
    static func samples() async throws -> [(schema: String, value: WireJSON)] {
        let old = GalleryFixtures.clipboardSender
        var new = old
        new.actions.insert(
            Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": .string("hi")]), at: 0)
        new.actions[3].parameters["WFHTTPMethod"] = .string("PUT")
        new.actions.remove(at: 2)
        new.name = "Clipboard Sender 2"
        let imported = try await GalleryHarness.importer.read(try old.encoded(as: .binary), suppliedName: "A.shortcut")
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        let info = GalleryVersionInfo(
            number: 2, createdAt: now, sha256: imported.sha256, size: 120, encoding: "binary",
            signingVerdict: "unsigned",
            auditVerdict: imported.audit?.verdict, checkVerdict: imported.check.verdict)
        let shortcut = GalleryShortcut(
            id: 7, name: "Clipboard Sender", uploader: "ann", ownerID: 3, iCloudID: "0123456789abcdef0123456789abcdef",
            createdAt: now, updatedAt: now, latestVersion: 2, signingVerdict: "unsigned",
            auditVerdict: imported.audit?.verdict, checkVerdict: imported.check.verdict, summary: imported.summary)
        let diff = ShortcutDiff(from: old, to: new, catalog: GalleryHarness.importer.resources.catalog)
        let owned = OwnedShortcut(id: 7, name: "Clipboard Sender", latestVersion: 2)
        typealias API = GalleryAPIRoutes
        func sample<T: OpenAPISchemaNamed>(_ value: T) throws -> (String, WireJSON) {
            (T.openAPISchema, try json(value))
        }
        return [
            try sample(APIErrorReply(error: "this needs an API token", status: 401)),
            try sample(CreatedVersion(shortcutID: 7, version: 2, url: "/shortcuts/7")),
            try sample(
                ICloudUploadRequest(
                    link: "https://www.icloud.com/shortcuts/0123456789abcdef0123456789abcdef", uploader: "ann")),
            try sample(AccountDetail(username: "ann", createdAt: now, shortcuts: [owned])),
            try sample(owned),
            try sample(API.ShortcutList(items: [shortcut], page: 1, hasNextPage: true)),
            try sample(API.ShortcutDetail(shortcut: shortcut, versions: [info])),
            try sample(
                API.VersionDetail(
                    shortcutID: 7, info: info, summary: imported.summary, signingSummary: imported.signingSummary,
                    audit: imported.audit, check: imported.check)),
            try sample(API.DiffResponse(shortcutID: 7, from: 1, to: 2, diff: diff)),
        ]
    }

    @Test func everyBodyTypeMatchesItsSchemaAndEveryDocumentedPropertyIsSent() async throws {
        var validator = OpenAPISchemaValidator(document: try Self.document())
        let samples = try await Self.samples()
        for (schema, value) in samples {
            let problems = validator.problems(value, schema: schema)
            #expect(problems.isEmpty, "\(schema): \(problems)")
        }
        // The diff sample has every kind of change, the import a check finding and an audit.
        #expect(validator.unsent().isEmpty, "documented, but no sample sent: \(validator.unsent())")
        #expect(Set(samples.map(\.schema)).count == samples.count)
    }

    /// The validator itself: a field the document lacks, a wrong type, a missing required field,
    /// a value outside an enum and a bad date are each a problem.
    @Test func theValidatorFindsEachKindOfDrift() throws {
        var validator = OpenAPISchemaValidator(document: try Self.document())
        func problems(_ text: String, _ schema: String) throws -> [String] {
            validator.problems(try JSONDecoder().decode(WireJSON.self, from: Data(text.utf8)), schema: schema)
        }
        #expect(try problems(#"{"shortcutID": 1, "version": 2, "url": "/shortcuts/1"}"#, "Created").isEmpty)
        #expect(try problems(#"{"shortcutID": 1, "version": 2, "url": "/s", "extra": 1}"#, "Created").count == 1)
        #expect(try problems(#"{"shortcutID": "1", "version": 2, "url": "/s"}"#, "Created").count == 1)
        #expect(try problems(#"{"shortcutID": 1, "url": "/s"}"#, "Created").count == 1)
        #expect(try problems(#"{"shortcutID": true, "version": 2, "url": "/s"}"#, "Created").count == 1)
        #expect(try problems(#"{"username": "a", "createdAt": "yesterday", "shortcuts": []}"#, "Account").count == 1)
        #expect(
            try problems(#"{"changes": [{"kind": "renamed"}], "metadataChanges": []}"#, "ShortcutDiff").count == 1)
        #expect(try problems(#"{"items": [{"id": 1, "name": 2}]}"#, "ShortcutList").count == 1)
        #expect(try problems("{}", "NoSuchSchema") == ["no schema NoSuchSchema"])
    }

    /// One list of the API's paths: `GalleryAPIPath`, which the server's routes, the pages, the
    /// error middleware and `shortcut publish` use, holds exactly the document's `/api/` paths — a
    /// path in one and not the other fails, either way.
    @Test func theAPIPathsAreTheDocumentsAPIPaths() throws {
        guard case .object(let paths)? = try Self.document()["paths"] else {
            Issue.record("the OpenAPI document has no paths object")
            return
        }
        let documented = Set(paths.keys.filter { $0.hasPrefix(GalleryAPIPath.prefix) })
        let listed = GalleryAPIPath.allCases.map(\.openAPIPath)
        #expect(documented.count >= 9)
        #expect(Set(listed).count == listed.count)
        #expect(listed.filter { !documented.contains($0) } == [], "in GalleryAPIPath, not in openapi.json")
        #expect(documented.subtracting(listed).sorted() == [], "in openapi.json, not in GalleryAPIPath")
        for path in GalleryAPIPath.allCases {
            #expect(path.route.hasPrefix(GalleryAPIPath.prefix), "\(path)")
            #expect(!path.route.contains("{") && !path.openAPIPath.contains(":"), "\(path)")
        }
        #expect(GalleryAPIPath.versions.route == "/api/shortcuts/:id/versions")
        #expect(GalleryAPIPath.versions.openAPIPath == "/api/shortcuts/{id}/versions")
        // A client's concrete paths: the route with its parameters filled in.
        #expect(GalleryAPIPath.shortcut(7) == "/api/shortcuts/7")
        #expect(GalleryAPIPath.versions(of: 7) == "/api/shortcuts/7/versions")
        #expect(GalleryAPIPath.version(2, of: 7) == "/api/shortcuts/7/versions/2")
        #expect(GalleryAPIPath.original(version: 2, of: -1) == "/api/shortcuts/-1/versions/2/original")
        #expect(GalleryAPIPath.diff(of: Int64.max) == "/api/shortcuts/9223372036854775807/diff")
    }

    /// `shortcut publish` reads what the server writes: the shared types round-trip through the
    /// one JSON setting (dates as ISO 8601 text, which a default `JSONDecoder` would refuse).
    @Test func theSharedTypesRoundTripThroughTheGallerysJSONSetting() throws {
        let account = AccountDetail(
            username: "ann", createdAt: Date(timeIntervalSince1970: 1_780_000_000),
            shortcuts: [OwnedShortcut(id: 1, name: "A", latestVersion: 3)])
        let data = try GalleryJSON.encoder.encode(account)
        #expect(String(decoding: data, as: UTF8.self).contains("\"createdAt\":\"2026-05-28T"))
        #expect(try GalleryJSON.decoder.decode(AccountDetail.self, from: data) == account)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AccountDetail.self, from: data) }
    }
}
