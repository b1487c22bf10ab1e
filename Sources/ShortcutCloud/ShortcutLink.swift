import Foundation

/// A validated reference to a shared shortcut: the 32-hex id plus the input it came from.
///
/// Accepted forms (spec §1): a bare id (32 hex digits in any case, or a dashed UUID),
/// `http(s)://[www.]icloud.com/shortcuts/<id>` with an optional trailing `/`, query or fragment,
/// the same without a scheme, and the records URL `…/shortcuts/api/records/<id>`. Anything else
/// is rejected *before* a request is made, so a typo never reaches the network.
public struct ShortcutLink: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id as 32 lower-case hex digits.
    public let id: String
    /// The text the link was parsed from (trimmed).
    public let input: String

    /// Parses and validates `input`.
    /// - Throws: ``ShortcutCloudError/invalidLink(input:reason:)``.
    public init(parsing input: String) throws(ShortcutCloudError) {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        self.input = text
        do {
            self.id = try Self.parseID(text)
        } catch {
            throw .invalidLink(input: text, reason: error)
        }
    }

    /// The id as CloudKit's `recordName`: upper-case, dashed (8-4-4-4-12).
    package var recordName: String {
        let u = Array(id.uppercased())
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(u[$0]) }.joined(separator: "-")
    }

    /// The canonical public share link `https://www.icloud.com/shortcuts/<id>`.
    public var shareLink: String { "https://www.icloud.com/shortcuts/\(id)" }

    /// The records endpoint for this id under `apiBase` (scheme + host [+ path prefix]).
    package func recordsURL(apiBase: URL) -> String {
        var base = apiBase.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/shortcuts/api/records/\(id)"
    }

    public var description: String { id }

    /// Encoded as the input string and re-validated on decode, so a decoded link is always valid.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try ShortcutLink(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(input)
    }

    /// Whether `text` is exactly 32 hex digits.
    package static func isHexID(_ text: Substring) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy(isHexDigit)
    }

    // MARK: - Parsing

    private static func parseID(_ text: String) throws(InvalidLinkReason) -> String {
        if text.isEmpty { throw .empty }
        if let id = bareID(Substring(text)) { return id }
        var rest = Substring(text)
        if let schemeEnd = rest.range(of: "://") {
            let scheme = rest[..<schemeEnd.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
            rest = rest[schemeEnd.upperBound...]
        } else if !rest.contains("/") {
            // No scheme and no path: it was meant as a bare id.
            throw .invalidID(String(rest))
        }
        // Query and fragment carry nothing we need.
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash].lowercased()
        guard host == "icloud.com" || host == "www.icloud.com" else { throw .unsupportedHost(host) }
        var path = rest[slash...]
        if path.hasSuffix("/") { path = path.dropLast() }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // parts[0] is the empty string before the leading "/".
        let candidate: Substring
        if parts.count == 3, parts[1] == "shortcuts" {
            candidate = parts[2]
        } else if parts.count == 5, parts[1] == "shortcuts", parts[2] == "api", parts[3] == "records" {
            candidate = parts[4]
        } else {
            throw .unsupportedPath(String(path))
        }
        guard let id = bareID(candidate) else { throw .invalidID(String(candidate)) }
        return id
    }

    /// 32 hex digits or a dashed UUID → lower-case hex; otherwise nil.
    private static func bareID(_ s: Substring) -> String? {
        if isHexID(s) { return s.lowercased() }
        let groups = s.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.utf8.count) == [8, 4, 4, 4, 12] else { return nil }
        let joined = groups.joined()
        return isHexID(Substring(joined)) ? joined.lowercased() : nil
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }
}
