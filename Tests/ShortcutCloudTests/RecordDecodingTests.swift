import Foundation
import PropertyList
import ShortcutModel
import Testing

@testable import ShortcutCloud

@Suite struct RecordDecodingTests {
    @Test(.enabled(if: CloudCorpus.runs))
    func everyCorpusResponseDecodes() throws {
        let files = try CloudCorpus.files()
        #expect(files.count == 3)
        for file in files {
            let data = try Data(contentsOf: file)
            let record = try SharedShortcutRecord.decode(data, id: "corpus")
            #expect(record.recordType == "SharedShortcut", "\(file.lastPathComponent)")
            #expect(record.name?.isEmpty == false)
            #expect(record.shortcut != nil)
            #expect(record.iconColor != nil && record.iconGlyph != nil)
            let link = try ShortcutLink(parsing: record.recordName)
            let meta = ShortcutMetadata(record: record, link: link)
            #expect(meta.recordName == record.recordName)
            #expect(meta.shortcutURL?.contains("${f}") == false)
            // Round trip through JSON (the CLI's own form is checked in FetchJobTests).
            let json = try JSONEncoder().encode([meta])
            let back = try JSONDecoder().decode([ShortcutMetadata].self, from: json)
            #expect(back == [meta], "\(file.lastPathComponent)")
            // Re-encoding the record keeps every field.
            let again = try JSONDecoder().decode(SharedShortcutRecord.self, from: JSONEncoder().encode(record))
            #expect(again == record)
        }
    }

    @Test(.enabled(if: CloudCorpus.runs))
    func currentShapeValues() throws {
        let url = try #require(try CloudCorpus.files().first { $0.lastPathComponent.contains("Create-Meeting-Note") })
        let record = try SharedShortcutRecord.decode(Data(contentsOf: url), id: "f00836becd2845109809720d2a70e32f")
        #expect(record.name == "Create Meeting Note")
        #expect(record.iconColor == 4_274_264_319)
        #expect(record.iconGlyph == 59446)
        #expect(record.signingStatus == "APPROVED")
        #expect(record.signingCertificateExpirationDate == Date(timeIntervalSince1970: 1_797_533_441))
        #expect(record.fields["maliciousScanningContentVersion"] == .int64(1))
        #expect(record.shortcut?.size == 3555)
        #expect(record.signedShortcut?.fileChecksum == "ASSEIE6NlOo/udmJScBp0qmS1II6")
        #expect(record.created?.timestamp == 1_763_428_412_893)
        #expect(record.modified?.deviceID == "2")
        #expect(record.shortcut?.expiresAt == Date(timeIntervalSince1970: 1_768_349_253))

        let meta = ShortcutMetadata(record: record, link: try ShortcutLink(parsing: record.recordName))
        #expect(meta.id == "f00836becd2845109809720d2a70e32f")
        #expect(meta.isApproved)
        #expect(meta.created == Date(timeIntervalSince1970: 1_763_428_412.893))
        #expect(
            meta.shortcutURL?.hasPrefix(
                "https://cvws.icloud-content.com/B/AS5UVGE3xtLimCUuxcLQ7eRs8tZl/shortcut.plist?o=") == true)
        #expect(meta.iconURL?.contains("/icon.png?") == true)
        #expect(meta.signedShortcutURL?.contains("/Create%20Meeting%20Note.shortcut?") == true)
        #expect(meta.downloadURLsExpire == Date(timeIntervalSince1970: 1_768_349_253))
        #expect(meta.iCloudLink == "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f")
    }

    @Test(.enabled(if: CloudCorpus.runs))
    func legacyShapeValues() throws {
        let url = try #require(try CloudCorpus.files().first { $0.lastPathComponent.contains("apiMock") })
        let record = try SharedShortcutRecord.decode(Data(contentsOf: url), id: "e04c0db9ef974178b60f94518daeb8f2")
        #expect(record.name == "Apple Music Module")
        #expect(record.iconColor == 4_282_601_983)
        #expect(record.signedShortcut == nil)
        #expect(record.signingStatus == nil)
        #expect(record.created?.deviceID?.count == 64)
        let meta = ShortcutMetadata(record: record, link: try ShortcutLink(parsing: record.recordName))
        #expect(meta.id == "e04c0db9ef974178b60f94518daeb8f2")
        #expect(!meta.isApproved)
        #expect(meta.signedShortcutURL == nil)
        #expect(meta.shortcutSize == 40969)
        #expect(meta.downloadURLsExpire == Date(timeIntervalSince1970: 1_538_178_908))
    }

    @Test func unknownAndMismatchedFieldsAreKept() throws {
        let json = """
            {"recordName":"A","deleted":false,"fields":{
              "name":{"type":"STRING","value":"N"},
              "rating":{"type":"NUMBER_DOUBLE","value":4.5},
              "icon_color":{"type":"NUMBER_INT64","value":-12},
              "weird":{"type":"STRING","value":42},
              "list":{"type":"STRING_LIST","value":["a","b"]}}}
            """
        let record = try SharedShortcutRecord.decode(Data(json.utf8), id: "x")
        #expect(record.fields["rating"] == .unknown(type: "NUMBER_DOUBLE", value: .number(4.5)))
        #expect(record.fields["weird"] == .unknown(type: "STRING", value: .number(42)))
        #expect(record.fields["list"] == .unknown(type: "STRING_LIST", value: .array([.string("a"), .string("b")])))
        // Negative colour codes wrap into the unsigned code space.
        #expect(record.iconColor == UInt32(truncatingIfNeeded: Int64(-12)))
        #expect(record.shortcut == nil)
    }

    @Test(arguments: [
        ("{", "malformed"),
        ("[]", "malformed"),
        (#"{"fields":{}}"#, "recordName: missing"),
        (#"{"recordName":"A","fields":{"name":{"type":"NUMBER_INT64","value":1}}}"#, "fields.name"),
        (#"{"recordName":"A","fields":{"name":{"value":"x"}}}"#, "fields.name.type: missing"),
        (#"{"recordName":"A","created":{"timestamp":"soon"},"fields":{}}"#, "created.timestamp"),
    ])
    func malformedRecordsNameTheKeyPath(_ body: String, _ expected: String) {
        do {
            _ = try SharedShortcutRecord.decode(Data(body.utf8), id: "abc")
            Issue.record("expected failure for \(body)")
        } catch {
            guard case .malformedResponse(let id, let detail) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(id == "abc")
            if expected != "malformed" { #expect(detail.contains(expected), "\(detail)") }
        }
    }

    @Test func errorBodyAndDeletedAreUnavailable() {
        #expect(throws: ShortcutCloudError.unavailable(id: "i", reason: "server error body: NOT_FOUND: gone")) {
            try SharedShortcutRecord.decode(Data(#"{"error":"NOT_FOUND","reason":"gone"}"#.utf8), id: "i")
        }
        #expect(throws: ShortcutCloudError.unavailable(id: "i", reason: "record is deleted")) {
            try SharedShortcutRecord.decode(
                Data(#"{"recordName":"A","deleted":true,"fields":{"name":{"type":"STRING","value":"n"}}}"#.utf8),
                id: "i")
        }
    }

    @Test func placeholderFilledEverywhereAndEncoded() {
        let asset = CloudAsset(downloadURL: "https://h/B/x/${f}?a=${f}&e=12")
        #expect(
            asset.downloadURL(fileName: "My Short/cut ☕️.shortcut")
                == "https://h/B/x/My%20Short%2Fcut%20%E2%98%95%EF%B8%8F.shortcut?a=My%20Short%2Fcut%20%E2%98%95%EF%B8%8F.shortcut&e=12"
        )
        #expect(asset.expiresAt == Date(timeIntervalSince1970: 12))
        #expect(CloudAsset(downloadURL: "https://h/x?e=abc").expiresAt == nil)
        #expect(CloudAsset(downloadURL: "https://h/x?be=5").expiresAt == nil)
    }

    @Test func metadataDecodesFromHandWrittenJSON() throws {
        let json = """
            [{"id":"f00836becd2845109809720d2a70e32f","record_name":"F00836BE-CD28-4510-9809-720D2A70E32F",
              "name":"A \\"quoted\\" name","i_cloud_link":"https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
              "created":"2025-11-18T01:13:32.893Z","modified":1763428582657,"approved":true,"action_count":3}]
            """
        let items = try JSONDecoder().decode([ShortcutMetadata].self, from: Data(json.utf8))
        #expect(items.first?.name == "A \"quoted\" name")
        #expect(items.first?.created == Date(millisecondsSince1970: 1_763_428_412_893))
        #expect(items.first?.modified == Date(millisecondsSince1970: 1_763_428_582_657))
        #expect(items.first?.actionCount == 3)
        #expect(items.first?.isApproved == false)  // derived from signing_status, not stored
    }

    @Test func fileKindDetection() {
        typealias Kind = ShortcutPropertyList.Encoding
        #expect(Kind(detecting: Data("bplist00abc".utf8)) == .binary)
        #expect(Kind(detecting: Data("\u{FEFF}  \n<?xml version".utf8)) == .xml)
        #expect(Kind(detecting: Data("<plist version".utf8)) == .xml)
        #expect(Kind(detecting: Data("AEA1\u{0}".utf8)) == .signed)
        #expect(Kind(detecting: Data("bplist0".utf8)) == nil)
        #expect(Kind(detecting: Data()) == nil)
        // JSON is a shortcut encoding of ours, but never a download (see ICloudClient).
        #expect(Kind(detecting: Data("{\"a\":1}".utf8)) == .json)
    }
}
