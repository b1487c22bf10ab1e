/// The one form of every rule id, `<area>.<family>.<name>`: for ``DiagnosticRule`` types and for
/// rules that are data (the audit's rule table). The tests walk every rule of every tool with it.
public enum RuleIDForm {
    /// The form as a regular expression, for documentation and for consumers that filter ids.
    public static let pattern = #"^[a-z]+\.[a-z]+(-[a-z]+)*\.[a-z0-9]+(-[a-z0-9]+)*$"#

    /// True when `id` matches ``pattern``: three dot-separated parts, area and family lower-case
    /// words joined by hyphens, the name lower-case words or digits joined by hyphens.
    public static func isWellFormed(_ id: String) -> Bool {
        let parts = id.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 3 else { return false }
        return isWords(parts[0], digits: false) && isWords(parts[1], digits: false)
            && isWords(parts[2], digits: true)
    }

    /// Non-empty runs of `a`–`z` (and `0`–`9` when `digits`) joined by single hyphens.
    private static func isWords(_ part: Substring.UTF8View, digits: Bool) -> Bool {
        let words = part.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty
                && word.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                        || (digits && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
                }
        }
    }
}
