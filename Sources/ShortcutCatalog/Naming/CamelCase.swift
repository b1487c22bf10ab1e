/// Splitting of camel-case and snake/kebab-case names into words.
enum CamelCase {
    /// Longest input that is split; longer strings are returned as one word so hostile input
    /// costs linear time and bounded memory.
    static let maximumLength = 512

    /// `ToolboxProForShortcuts` → [Toolbox, Pro, For, Shortcuts];
    /// `HTTPMethod` → [HTTP, Method]; `a-Shell-mini` → [a, Shell, mini]; `iCloudFile` → [iCloud, File].
    /// The words keep their original letters.
    static func words<S: StringProtocol>(_ text: S) -> [String] {
        guard text.utf8.count <= maximumLength else { return [String(text)] }
        let chars = Array(text)
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for (i, c) in chars.enumerated() {
            if c == "-" || c == "_" || c == " " || c == "." {
                flush()
                continue
            }
            if !current.isEmpty, let prev = current.last {
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                let boundary: Bool
                if c.isUppercase && (prev.isLowercase || prev.isNumber) {
                    // fooBar, mp3Player; but keep a lone leading "i" with its word (iCloud).
                    boundary = current != "i"
                } else if c.isUppercase && prev.isUppercase, let n = next, n.isLowercase {
                    // HTTPMethod: the last capital starts the next word.
                    boundary = true
                } else {
                    boundary = false
                }
                if boundary { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// Upper-cases the first letter, leaves the rest ("inputFile" → "InputFile").
    static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first, first.isLowercase else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

/// Human labels for parameter keys.
public enum ParameterLabel {
    /// A readable label for a parameter key: `WFHTTPMethod` → "HTTP Method", `WFInput` → "Input",
    /// `inputFile` → "Input File", `Show-inputFile` → "Show Input File",
    /// `WFiTunesStoreCountry` → "iTunes Store Country". Works for keys the catalog does not list.
    public static func label(forKey key: String) -> String {
        var body = Substring(key)
        if body.hasPrefix("WF"), body.count > 2 {
            let rest = body.dropFirst(2)
            if let c = rest.first, c.isUppercase || (c == "i" && rest.dropFirst().first?.isUppercase == true) {
                body = rest
            }
        }
        let words = CamelCase.words(body)
        guard !words.isEmpty else { return key }
        return words.enumerated().map { index, word in
            // Keep "iCloud"/"iTunes" as written; capitalise the first word and lower-case words.
            if word.count > 1, word.first == "i", word.dropFirst().first?.isUppercase == true { return word }
            return index == 0 || word.first?.isLowercase == true ? CamelCase.capitalizedFirst(word) : word
        }.joined(separator: " ")
    }
}
