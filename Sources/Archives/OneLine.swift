/// Descriptions that quote the input (an entry's path, a chunk's type) stay on one line: line
/// breaks in the quoted text are written as `\n` and `\r`.
enum OneLine {
    /// `text` with each line feed and carriage return written as `\n` and `\r`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text.unicodeScalars.map { $0 == "\n" ? #"\n"# : $0 == "\r" ? #"\r"# : String($0) }.joined()
    }
}
