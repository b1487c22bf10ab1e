/// `application/x-www-form-urlencoded` (query strings and the iCloud form): `+` is a space,
/// `%XX` a byte of UTF-8. Invalid escapes make the value empty rather than guessing.
package enum FormEncoding {
    /// Field → first value; at most `maximumFields` fields are read.
    package static func decode(_ text: String, maximumFields: Int = 32) -> [String: String] {
        var out: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true).prefix(maximumFields) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = value(parts[0])
            guard !key.isEmpty, out[key] == nil else { continue }
            out[key] = parts.count > 1 ? value(parts[1]) : ""
        }
        return out
    }

    static func value(_ raw: Substring) -> String {
        raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
    }
}
