import Foundation
import ShortcutCommands
import ShortcutKit
import ShortcutPresentation
import TestSupport
import Testing

@Suite struct ShortcutDataTests {
    /// What `shortcut fetch --json` writes for `items`: the CLI's own writer.
    static func fetchJSON(_ items: [ShortcutMetadata]) throws -> Data {
        Data(try FetchJob.json(items).utf8)
    }

    static let sample = ShortcutMetadata(
        id: "f00836becd2845109809720d2a70e32f", recordName: "F00836BE-CD28-4510-9809-720D2A70E32F",
        name: "Morning \"Routine\"", iconColor: 4_282_601_983, iconGlyph: 59446,
        iconURL: "https://cvws.icloud-content.com/i",
        shortcutURL: "https://cvws.icloud-content.com/s", signedShortcutURL: "https://cvws.icloud-content.com/t",
        iCloudLink: "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
        created: Date(timeIntervalSince1970: 1_700_000_000.123), modified: Date(timeIntervalSince1970: 1_700_100_000),
        signingStatus: "APPROVED", actionCount: 12)

    @Test func fetchJSONReadsBackInOrderWithEveryField() throws {
        var second = Self.sample
        second.id = "0123456789abcdef0123456789abcdef"
        second.name = "Second"
        second.signingStatus = nil
        second.created = nil
        let loaded = try ShortcutData.load(json: try Self.fetchJSON([Self.sample, second]))
        #expect(loaded == [ShortcutData(metadata: Self.sample), ShortcutData(metadata: second)])
        let first = try #require(loaded.first)
        #expect(first.id == Self.sample.id)
        #expect(first.name == "Morning \"Routine\"")
        #expect(first.iconColor == 4_282_601_983 && first.iconGlyph == 59446)
        #expect(first.createdAt == Self.sample.created && first.modifiedAt == Self.sample.modified)
        #expect(first.isApproved && !loaded[1].isApproved)
        #expect(first.actionCount == 12)
        #expect(first.openURL?.absoluteString == Self.sample.iCloudLink)
        #expect(Set(loaded).count == 2)  // Hashable
    }

    @Test func aSingleObjectIsOneEntry() throws {
        let encoder = JSONEncoder()
        let loaded = try ShortcutData.load(json: try encoder.encode(Self.sample))
        #expect(loaded == [ShortcutData(metadata: Self.sample)])
        #expect(try ShortcutData.load(json: Data("[]".utf8)).isEmpty)
    }

    @Test func everyRecordedICloudResponseRoundTripsThroughFetchJSON() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["icloud-json"])
        #expect(!entries.isEmpty)
        var metadata: [ShortcutMetadata] = []
        for entry in entries {
            let record = try SharedShortcutRecord.decode(try entry.data(), id: "0123456789abcdef0123456789abcdef")
            let link = try ShortcutLink(parsing: "0123456789abcdef0123456789abcdef")
            metadata.append(ShortcutMetadata(record: record, link: link))
        }
        let loaded = try ShortcutData.load(json: try Self.fetchJSON(metadata))
        #expect(loaded == metadata.map(ShortcutData.init(metadata:)))
        for data in loaded { #expect(!data.name.isEmpty) }
    }

    @Test func hostileJSONGetsATypedErrorWithAKeyPath() throws {
        func reason(_ text: String) -> (ShortcutDataError.Reason, String)? {
            do {
                _ = try ShortcutData.load(json: Data(text.utf8))
                return nil
            } catch {
                return (error.reason, error.keyPath)
            }
        }
        let good = String(decoding: try Self.fetchJSON([Self.sample]), as: UTF8.self)
        #expect(reason("")?.0 == .notJSON)
        #expect(reason("not json")?.0 == .notJSON)
        #expect(reason(String(good.prefix(good.count / 2)))?.0 == .notJSON)
        #expect(reason("42")?.0 == .wrongTopLevel)
        #expect(reason("[42]")?.0 == .wrongTopLevel || reason("[42]")?.1 == "[0]")
        let missing = reason(#"[{"id": "x", "record_name": "R", "name": "N"}]"#)
        #expect(missing?.0 == .missingKey("i_cloud_link"))
        #expect(missing?.1 == "[0]")
        let badDate = reason(#"[{"id":"x","record_name":"R","name":"N","i_cloud_link":"l","created":"yesterday"}]"#)
        if case .badValue? = badDate?.0 {} else { Issue.record("\(String(describing: badDate))") }
        #expect(badDate?.1 == "[0].created")
        let badType = reason(#"{"id":"x","record_name":"R","name":7,"i_cloud_link":"l"}"#)
        #expect(badType?.1 == "name")
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(reason(deep) != nil)
        let huge = Data(count: ShortcutData.maximumJSONBytes + 1)
        #expect(throws: ShortcutDataError(.tooLarge(huge.count), keyPath: "")) { try ShortcutData.load(json: huge) }
        #expect(ShortcutDataError(.missingKey("id"), keyPath: "[3]").description == "missing key 'id' at [3]")
    }

    @Test func missingFilesAndResourcesAreUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID()).json")
        #expect {
            try ShortcutData.load(contentsOf: url)
        } throws: { error in
            guard let error = error as? ShortcutDataError, case .unreadable = error.reason else { return false }
            return error.keyPath == url.lastPathComponent
        }
        #expect(throws: ShortcutDataError.self) { try ShortcutData.load(resource: "no-such-resource") }
    }
}
