import Foundation
import PropertyList

/// The contents of an `AppleIDValidationRecord`: who Apple vouches the signer is.
///
/// Names, e-mail addresses and phone numbers are not in the file, only SHA-256 hashes of them
/// (how Apple normalises the inputs before hashing is undocumented).
public struct AppleIDValidationRecord: Sendable, Equatable, Codable {
    /// `Version` (2 in every known record).
    public var version: Int?
    /// The Apple ID's alternate DSID; equals the suffix of the Apple ID certificate's CN.
    public var altDSID: String?
    /// `encDsID`.
    public var encDsID: String?
    /// `ValidAsOf`: when Apple validated the Apple ID's addresses.
    public var validAsOf: Date?
    /// `SuggestValidDuration` in seconds (30 days in known records).
    public var suggestedValidDuration: Int?
    /// `ValidatedEmailHashes`: 64-hex-digit SHA-256 strings.
    public var validatedEmailHashes: [String]
    /// `ValidatedPhoneHashes`: 64-hex-digit SHA-256 strings.
    public var validatedPhoneHashes: [String]
    /// The CMS `signingTime` of the record.
    public var signingTime: Date?

    public init(
        version: Int? = nil, altDSID: String? = nil, encDsID: String? = nil, validAsOf: Date? = nil,
        suggestedValidDuration: Int? = nil, validatedEmailHashes: [String] = [], validatedPhoneHashes: [String] = [],
        signingTime: Date? = nil
    ) {
        self.version = version
        self.altDSID = altDSID
        self.encDsID = encDsID
        self.validAsOf = validAsOf
        self.suggestedValidDuration = suggestedValidDuration
        self.validatedEmailHashes = validatedEmailHashes
        self.validatedPhoneHashes = validatedPhoneHashes
        self.signingTime = signingTime
    }

    /// Reads the fields from the record's (XML) plist; missing or mistyped fields stay nil/empty.
    init(plist: PropertyListValue, signingTime: Date?) {
        func strings(_ key: String) -> [String] {
            plist[key]?.array?.compactMap(\.string) ?? []
        }
        self.init(
            version: plist["Version"]?.int, altDSID: plist["altDsID"]?.string, encDsID: plist["encDsID"]?.string,
            validAsOf: plist["ValidAsOf"]?.date, suggestedValidDuration: plist["SuggestValidDuration"]?.int,
            validatedEmailHashes: strings("ValidatedEmailHashes"),
            validatedPhoneHashes: strings("ValidatedPhoneHashes"),
            signingTime: signingTime)
    }
}
