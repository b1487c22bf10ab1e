/// Splits run-together lower-case words (`shownotification`) using a vocabulary.
///
/// Dynamic programming over the input: every split point gets the cheapest segmentation of the
/// prefix before it. Costs are in half-words: a known word costs 2 (4 if it has one or two
/// letters, so tiny words do not shred text), a run of digits 2, and an unknown chunk 6 plus
/// 1 per letter (10 more for one or two letters). So known words beat unknown
/// letters, a known word of three or more letters is split off unknown text ("get" + "foo"),
/// but an unknown word is not broken up around tiny known words ("incognito", not
/// "in cogni to"). Ties prefer longer words (larger sum of squared lengths):
/// `shownotification` → "show notification", never "show not if ication".
/// Time is O(n · maxWordLength + n²) for n ≤ ``maximumLength``.
public struct WordSegmenter: Sendable, Equatable {
    /// Longest input segmented; longer input is returned as a single word.
    public static let maximumLength = 128

    /// Lower-cased word → display spelling ("url" → "URL", "show" → "Show").
    public let vocabulary: [String: String]
    private let longestWord: Int

    /// Builds a vocabulary from display names (each split on non-alphanumerics) plus our own
    /// common words. Mixed-case spellings ("iCloud", "URL") found in the names are kept.
    public init(names: some Sequence<String>) {
        var spellings: [String: [String: Int]] = [:]
        func add(_ word: String) {
            guard !word.isEmpty, word.count <= 40 else { return }
            spellings[word.lowercased(), default: [:]][word, default: 0] += 1
        }
        for name in names {
            for word in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
                add(String(word))
            }
        }
        for word in CommonWords.english { add(word) }
        var vocabulary: [String: String] = [:]
        for (lower, forms) in spellings {
            // A spelling with inner capitals (URL, AirDrop, iCloud) beats plain title case.
            let special = forms.filter { $0.key.dropFirst().contains(where: \.isUppercase) }
            if let best = special.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
                vocabulary[lower] = best.key
            } else {
                vocabulary[lower] = CamelCase.capitalizedFirst(lower)
            }
        }
        for form in CommonWords.displayForms {
            vocabulary[form.lowercased().filter { $0.isLetter || $0.isNumber }] = form
        }
        // Single letters other than "a" and "x" (X-Callback) are noise, not words.
        for (lower, _) in vocabulary where lower.count == 1 && lower != "a" && lower != "x" {
            vocabulary[lower] = nil
        }
        self.vocabulary = vocabulary
        self.longestWord = vocabulary.keys.map(\.count).max() ?? 1
    }

    /// Splits `text` into words (lower-cased as in the input). Characters other than ASCII
    /// letters and digits separate words.
    public func split(_ text: String) -> [String] {
        var words: [String] = []
        for chunk in text.lowercased().split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            words.append(contentsOf: segment(Array(chunk.utf8)))
        }
        return words
    }

    /// `shownotification` → "Show Notification"; `getcontentsofurl` → "Get Contents of URL".
    public func title(for text: String) -> String {
        WordSegmenter.title(words: split(text).map { display($0) })
    }

    /// The display spelling of one lower-case word (title case when unknown).
    func display(_ word: String) -> String {
        vocabulary[word] ?? CamelCase.capitalizedFirst(word)
    }

    /// Joins display words in title style: minor words in lower case except at the start.
    static func title(words: [String]) -> String {
        words.enumerated().map { index, word in
            let lower = word.lowercased()
            if index > 0, CommonWords.minorWords.contains(lower) { return lower }
            // "iTunes", "macOS" keep their spelling even first in a title.
            if word.dropFirst().contains(where: \.isUppercase) { return word }
            return CamelCase.capitalizedFirst(word)
        }.joined(separator: " ")
    }

    private struct Cell {
        var cost: Int
        var squares: Int
        var previous: Int
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func segment(_ bytes: [UInt8]) -> [String] {
        let n = bytes.count
        guard n > 0 else { return [] }
        guard n <= WordSegmenter.maximumLength else { return [String(decoding: bytes, as: UTF8.self)] }
        var best = [Cell?](repeating: nil, count: n + 1)
        best[0] = Cell(cost: 0, squares: 0, previous: 0)
        for start in 0..<n {
            guard let here = best[start] else { continue }
            func offer(_ end: Int, cost: Int, squares: Int) {
                let candidate = Cell(cost: here.cost + cost, squares: here.squares + squares, previous: start)
                if let current = best[end],
                    current.cost < candidate.cost
                        || (current.cost == candidate.cost && current.squares >= candidate.squares)
                {
                    return
                }
                best[end] = candidate
            }
            if isDigit(bytes[start]) {
                // A run of digits is a word of its own ("url2" → url 2); "base64" stays whole
                // when the vocabulary has it.
                var end = start
                while end < n, isDigit(bytes[end]) { end += 1 }
                offer(end, cost: 2, squares: 1)
            }
            let limit = min(n, start + longestWord)
            if start < limit {
                for end in (start + 1)...limit {
                    let word = String(decoding: bytes[start..<end], as: UTF8.self)
                    if vocabulary[word] != nil {
                        let length = end - start
                        offer(end, cost: length <= 2 ? 4 : 2, squares: length * length)
                    }
                }
            }
            for end in (start + 1)...n {
                // One- and two-letter leftovers are almost never words ("charty" ≠ "chart y").
                offer(end, cost: 6 + (end - start) + (end - start <= 2 ? 10 : 0), squares: 0)
            }
        }
        var cuts: [Int] = []
        var position = n
        while position > 0, let cell = best[position] {
            cuts.append(cell.previous)
            position = cell.previous
        }
        var words: [String] = []
        var end = n
        for start in cuts {
            words.append(String(decoding: bytes[start..<end], as: UTF8.self))
            end = start
        }
        return words.reversed()
    }
}
