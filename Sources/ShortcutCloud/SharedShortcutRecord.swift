import Foundation

/// The JSON record returned by `GET /shortcuts/api/records/<id>` (spec §2), in either the
/// current or the 2018 shape. Unknown fields are kept in ``fields``.
package struct SharedShortcutRecord: Sendable, Equatable, Codable {
    /// Upper-case dashed UUID, e.g. `F00836BE-CD28-4510-9809-720D2A70E32F`.
    package var recordName: String
    package var recordType: String?
    package var recordChangeTag: String?
    package var deleted: Bool
    package var created: Stamp?
    package var modified: Stamp?
    /// Every field, keyed by name (`name`, `icon_color`, `shortcut`, …).
    package var fields: [String: RecordField]

    /// `created`/`modified`: who changed the record, when, from which device.
    package struct Stamp: Sendable, Equatable, Codable {
        /// Milliseconds since 1970 (exact).
        package var timestamp: Int64
        package var userRecordName: String?
        package var deviceID: String?
        package var date: Date { Date(millisecondsSince1970: timestamp) }

        package init(timestamp: Int64, userRecordName: String? = nil, deviceID: String? = nil) {
            self.timestamp = timestamp
            self.userRecordName = userRecordName
            self.deviceID = deviceID
        }
    }

    package init(
        recordName: String, recordType: String? = "SharedShortcut", recordChangeTag: String? = nil,
        deleted: Bool = false, created: Stamp? = nil, modified: Stamp? = nil, fields: [String: RecordField]
    ) {
        self.recordName = recordName
        self.recordType = recordType
        self.recordChangeTag = recordChangeTag
        self.deleted = deleted
        self.created = created
        self.modified = modified
        self.fields = fields
    }

    private enum CodingKeys: String, CodingKey {
        case recordName, recordType, recordChangeTag, deleted, created, modified, fields
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        recordName = try c.decode(String.self, forKey: .recordName)
        recordType = try c.decodeIfPresent(String.self, forKey: .recordType)
        recordChangeTag = try c.decodeIfPresent(String.self, forKey: .recordChangeTag)
        deleted = try c.decodeIfPresent(Bool.self, forKey: .deleted) ?? false
        created = try c.decodeIfPresent(Stamp.self, forKey: .created)
        modified = try c.decodeIfPresent(Stamp.self, forKey: .modified)
        fields = try c.decode([String: RecordField].self, forKey: .fields)
    }

    // MARK: Typed accessors for the known fields (spec §2.2)

    package var name: String? { fields["name"]?.stringValue }
    /// `icon_color` normalised to the unsigned 32-bit code space (negative values wrap).
    package var iconColor: UInt32? { fields["icon_color"]?.int64Value.map { UInt32(truncatingIfNeeded: $0) } }
    package var iconGlyph: Int64? { fields["icon_glyph"]?.int64Value }
    package var icon: CloudAsset? { fields["icon"]?.assetValue }
    /// The unsigned binary plist.
    package var shortcut: CloudAsset? { fields["shortcut"]?.assetValue }
    /// The signed `AEA1` file (records since 2021).
    package var signedShortcut: CloudAsset? { fields["signedShortcut"]?.assetValue }
    package var signingStatus: String? { fields["signingStatus"]?.stringValue }
    package var signingCertificateExpirationDate: Date? { fields["signingCertificateExpirationDate"]?.date }
    package var longDescription: String? { fields["longDescription"]?.stringValue }

    // MARK: Decoding with located errors

    /// Decodes a record body, mapping failures to ``ShortcutCloudError`` with the key path, and
    /// rejecting `error` bodies, `deleted: true` records and records without a `name`.
    package static func decode(_ data: Data, id: String) throws(ShortcutCloudError) -> SharedShortcutRecord {
        // A JSON body with an `error` member is a failure even on HTTP 200 (spec §4).
        if let envelope = try? JSONDecoder().decode(ErrorEnvelope.self, from: data), let error = envelope.error {
            let reason = envelope.reason.map { "\(error): \($0)" } ?? error
            throw .unavailable(id: id, reason: "server error body: \(reason)")
        }
        let record: SharedShortcutRecord
        do {
            record = try JSONDecoder().decode(SharedShortcutRecord.self, from: data)
        } catch let error as DecodingError {
            throw .malformedResponse(id: id, detail: describe(error))
        } catch {
            throw .malformedResponse(id: id, detail: "\(error)")
        }
        if record.deleted { throw .unavailable(id: id, reason: "record is deleted") }
        guard record.name != nil else {
            throw .malformedResponse(id: id, detail: "fields.name: missing or not a STRING")
        }
        return record
    }

    private struct ErrorEnvelope: Decodable {
        var error: String?
        var reason: String?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            // `error` may be a string or an object; either way it marks a failure.
            if let s = try? c.decodeIfPresent(String.self, forKey: .error) {
                error = s
            } else if c.contains(.error), !((try? c.decodeNil(forKey: .error)) ?? true) {
                error = "error"
            } else {
                error = nil
            }
            reason = try? c.decodeIfPresent(String.self, forKey: .reason)
        }
        enum Keys: String, CodingKey { case error, reason }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ p: [any CodingKey]) -> String {
            p.isEmpty ? "<root>" : p.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let ctx): return "\(path(ctx.codingPath + [key])): missing"
        case .typeMismatch(let type, let ctx): return "\(path(ctx.codingPath)): expected \(type)"
        case .valueNotFound(let type, let ctx): return "\(path(ctx.codingPath)): null where \(type) expected"
        case .dataCorrupted(let ctx):
            let underlying = ctx.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return "\(path(ctx.codingPath)): \(ctx.debugDescription)\(underlying)"
        @unknown default: return "\(error)"
        }
    }
}
