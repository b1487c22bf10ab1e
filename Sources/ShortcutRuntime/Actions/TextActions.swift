import Foundation
import RegularExpressions
import TextEscaping

extension RuntimeRegistry {
    /// Text: Text, Combine, Split, Replace, Match, Get Group, Change Case, Trim, Count, rich text
    /// as text, and the detectors.
    mutating func registerTextActions() {
        native("is.workflow.actions.gettext") { call in
            .text(try call.text("WFTextActionText"))
        }
        native("is.workflow.actions.text.combine") { call in
            let items = try call.input("text", "WFInput").items
            let separator = try TextSeparators.separator(call, default: "Spaces")
            return .text(items.map(call.coercion.text).joined(separator: separator))
        }
        native("is.workflow.actions.text.split") { call in
            // Each item of the input is split; the pieces of all of them are one collection.
            let input = try call.input("text", "WFInput")
            let mode = try call.option("WFTextSeparator", default: "New Lines")
            let separator = try TextSeparators.separator(call, default: "New Lines")
            var pieces: [RuntimeValue] = []
            for item in input.isEmpty ? [RuntimeValue.text("")] : input.items {
                let text = call.coercion.text(item)
                let split: [String]
                switch mode {
                case "Every Character": split = text.map(String.init)
                case "New Lines":
                    split = text.replacingOccurrences(of: "\r\n", with: "\n").split(
                        separator: "\n", omittingEmptySubsequences: false
                    ).map(String.init)
                default: split = separator.isEmpty ? [text] : text.components(separatedBy: separator)
                }
                pieces += split.map(RuntimeValue.text)
            }
            return .list(pieces)
        }
        native("is.workflow.actions.text.replace") { call in
            let subject = try call.input("WFInput")
            let find = try call.text("WFReplaceTextFind")
            let replacement = try call.text("WFReplaceTextReplace")
            let caseSensitive = try call.bool("WFReplaceTextCaseSensitive", default: true)
            let isRegex = try call.bool("WFReplaceTextRegularExpression", default: false)
            var budget = call.limits.regexSteps
            return try call.coercion.mapItems(subject) { item in
                let text = call.coercion.text(item)
                if !isRegex {
                    guard !find.isEmpty else { return .text(text) }
                    return .text(
                        text.replacingOccurrences(
                            of: find, with: replacement, options: caseSensitive ? [] : .caseInsensitive))
                }
                let regex = try BoundedRegex(find, caseInsensitive: !caseSensitive)
                return .text(try regex.replacing(in: text, with: replacement, budget: &budget))
            }
        }
        native("is.workflow.actions.text.match") { call in
            let text = call.coercion.text(try call.input("text", "WFInput"))
            let pattern = try call.text("WFMatchTextPattern")
            let caseSensitive = try call.bool("WFMatchTextCaseSensitive", default: true)
            var budget = call.limits.regexSteps
            let regex = try BoundedRegex(pattern, caseInsensitive: !caseSensitive)
            let scalars = Array(text.unicodeScalars)
            let matches = try regex.matches(in: scalars, budget: &budget)
            var values: [RuntimeValue] = []
            for match in matches {
                let whole = BoundedRegex.text(scalars, match.range)
                call.keepMatchGroups(match.groups.map { $0.map { BoundedRegex.text(scalars, $0) } }, of: whole)
                values.append(.text(whole))
            }
            return .list(values)
        }
        native("is.workflow.actions.text.match.getgroup") { call in
            let matches = try call.input("matches", "WFInput").items
            let all = try call.option("WFGetGroupType", default: "Group At Index") == "All Groups"
            let index = RuntimeCoercion.integer(try call.number("WFGroupIndex") ?? 1)
            var values: [RuntimeValue] = []
            for match in matches {
                let groups = call.matchGroups(of: call.coercion.text(match)) ?? []
                if all {
                    values += groups.map { .text($0 ?? "") }
                } else {
                    guard index >= 0 else { throw ActionFailure.parameter("WFGroupIndex", "negative group index") }
                    if index == 0 {
                        values.append(match)
                    } else if index <= groups.count {
                        values.append(.text(groups[index - 1] ?? ""))
                    } else {
                        throw ActionFailure.parameter("WFGroupIndex", "the match has no group \(index)")
                    }
                }
            }
            return .collapsing(values)
        }
        native("is.workflow.actions.text.changecase") { call in
            let subject = try call.input("text", "WFInput")
            let mode = try call.option("WFCaseType", default: "UPPERCASE")
            return call.coercion.mapItems(subject) { .text(TextCase.change(call.coercion.text($0), to: mode)) }
        }
        native("is.workflow.actions.text.trimwhitespace") { call in
            let subject = try call.input("WFInput", "text")
            return call.coercion.mapItems(subject) {
                .text(call.coercion.text($0).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        native("is.workflow.actions.count") { call in
            let subject = try call.input("Input", "WFInput")
            let mode = try call.option("WFCountType", default: "Items")
            if mode == "Items" { return .number(Double(subject.items.count)) }
            let text = call.coercion.text(subject)
            switch mode {
            case "Characters": return .number(Double(text.count))
            case "Words": return .number(Double(TextCounting.words(in: text)))
            case "Sentences": return .number(Double(TextCounting.sentences(in: text)))
            case "Lines":
                return .number(
                    Double(text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count))
            default: throw ActionFailure.parameter("WFCountType", "unknown count type “\(mode)”")
            }
        }
        native("is.workflow.actions.detect.text") { call in
            .text(call.coercion.text(try call.input("WFInput")))
        }
        native("is.workflow.actions.getrichtextfromhtml") { call in
            .text(HTMLText.plainText(fromHTML: call.coercion.text(try call.input("WFHTML", "WFInput"))))
        }
        native("is.workflow.actions.gethtmlfromrichtext") { call in
            let body = MarkupEscaping.escape(call.coercion.text(try call.input("WFInput")))
                .replacingOccurrences(of: "\n", with: "<br>\n")
            if try call.bool("WFMakeFullDocument", default: false) {
                return .text("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\(body)</body></html>")
            }
            return .text(body)
        }
        native("is.workflow.actions.getrichtextfrommarkdown") { call in
            // Rich text is carried as its text: the Markdown's text without its markup.
            .text(HTMLText.plainText(fromMarkdown: call.coercion.text(try call.input("WFInput"))))
        }
        native("is.workflow.actions.getmarkdownfromrichtext") { call in
            .text(call.coercion.text(try call.input("WFInput")))
        }
        native("is.workflow.actions.getnameofemoji") { call in
            let text = call.coercion.text(try call.input("WFInput"))
            let names = text.unicodeScalars.filter { $0.properties.isEmoji && $0.value > 0x7F }.compactMap {
                $0.properties.name?.lowercased()
            }
            return .collapsing(names.map(RuntimeValue.text))
        }
        native("is.workflow.actions.detect.link") { call in
            let text = call.coercion.text(try call.input("WFInput"))
            return .list(Detection.links(in: text).map(RuntimeValue.url))
        }
        native("is.workflow.actions.detect.emailaddress") { call in
            let text = call.coercion.text(try call.input("WFInput"))
            return .list(Detection.emailAddresses(in: text).map(RuntimeValue.text))
        }
        native("is.workflow.actions.email") { call in
            .collapsing(try call.value("WFEmailAddress")?.items ?? [])
        }
        native("is.workflow.actions.phonenumber") { call in
            .collapsing(try call.value("WFPhoneNumber")?.items ?? [])
        }
        native("is.workflow.actions.detect.phonenumber") { call in
            let text = call.coercion.text(try call.input("WFInput"))
            return .list(Detection.phoneNumbers(in: text).map(RuntimeValue.text))
        }
        native("is.workflow.actions.detect.number") { call in
            let subject = try call.input("WFInput")
            if case .number = subject { return subject }
            return .collapsing(Detection.numbers(in: call.coercion.text(subject)).map(RuntimeValue.number))
        }
        native("is.workflow.actions.detect.date") { call in
            let subject = try call.input("WFInput")
            return call.coercion.mapItems(subject) { call.coercion.date($0).map(RuntimeValue.date) ?? .nothing }
        }
        native("is.workflow.actions.getitemtype") { call in
            .text(try call.input("WFInput").items.first?.typeName ?? "Nothing")
        }
        native("is.workflow.actions.getitemname") { call in
            let subject = try call.input("WFInput")
            return try call.property("Name", of: subject)
        }
        native("is.workflow.actions.setitemname") { call in
            let subject = try call.input("WFInput")
            var name = try call.text("WFName")
            let file = call.coercion.file(subject)
            if !(try call.bool("WFDontIncludeFileExtension", default: false)), (name as NSString).pathExtension.isEmpty,
                !file.fileExtension.isEmpty
            {
                name += "." + file.fileExtension
            }
            return .file(RuntimeFile(name: name, type: file.type, data: file.data))
        }
    }
}

/// The separator of Combine Text and Split Text.
enum TextSeparators {
    static func separator(_ call: ActionCall, default fallback: String) throws -> String {
        switch try call.option("WFTextSeparator", default: fallback) {
        case "New Lines": return "\n"
        case "Spaces": return " "
        case "Every Character": return ""
        case "Custom": return try call.text("WFTextCustomSeparator")
        case let other: return other
        }
    }
}

/// Change Case's modes.
enum TextCase {
    static func change(_ text: String, to mode: String) -> String {
        switch mode {
        case "lowercase": return text.lowercased()
        case "Capitalize Every Word": return text.capitalized
        case "Capitalize with Title Case": return titleCase(text)
        case "Capitalize with sentence case.":
            var result = ""
            var startOfSentence = true
            for character in text.lowercased() {
                if startOfSentence, character.isLetter {
                    result += character.uppercased()
                    startOfSentence = false
                } else {
                    result.append(character)
                }
                if ".!?".contains(character) { startOfSentence = true }
            }
            return result
        case "cApItAlIzE wItH aLtErNaTiNg CaSe.":
            var upper = false
            return String(
                text.map { character -> String in
                    guard character.isLetter else { return String(character) }
                    defer { upper.toggle() }
                    return upper ? character.uppercased() : character.lowercased()
                }.joined())
        default: return text.uppercased()
        }
    }

    /// Title case: every word capitalised except short articles, conjunctions and prepositions
    /// inside the title.
    static func titleCase(_ text: String) -> String {
        let minor: Set<String> = [
            "a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "up", "via",
        ]
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        return words.enumerated().map { position, word -> String in
            let lower = word.lowercased()
            if position > 0, position < words.count - 1, minor.contains(lower) { return lower }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}

/// HTML and Markdown to plain text (escaping is `TextEscaping`'s `MarkupEscaping`).
enum HTMLText {
    static func plainText(fromHTML html: String) -> String {
        var text = ""
        var inTag = false
        var tag = ""
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().split(separator: " ").first.map(String.init) ?? ""
                    if ["br", "br/", "/p", "/div", "/li", "/h1", "/h2", "/h3", "/tr"].contains(name) { text += "\n" }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else {
                text.append(character)
            }
        }
        let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&nbsp;": " ", "&amp;": "&"]
        for (entity, replacement) in entities { text = text.replacingOccurrences(of: entity, with: replacement) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func plainText(fromMarkdown markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            while line.hasPrefix("#") { line.removeFirst() }
            line = line.trimmingCharacters(in: .whitespaces)
            for marker in ["**", "__", "*", "_", "`"] { line = line.replacingOccurrences(of: marker, with: "") }
            return line
        }.joined(separator: "\n")
    }
}

/// The detectors of Get URLs / Email Addresses / Numbers from Input: token scans, no device
/// data detector.
enum Detection {
    static func tokens(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || "<>\"'()[]{}".contains($0) }).map(String.init)
    }

    static func links(in text: String) -> [String] {
        tokens(text).compactMap { token in
            let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?"))
            let lower = trimmed.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") {
                return trimmed
            }
            if lower.hasPrefix("www."), trimmed.count > 4 { return "http://" + trimmed }
            return nil
        }
    }

    static func emailAddresses(in text: String) -> [String] {
        tokens(text).compactMap { token in
            let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?"))
            let parts = trimmed.split(separator: "@")
            guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !trimmed.hasPrefix("mailto:") else {
                return nil
            }
            return trimmed
        }
    }

    /// Runs of digits with the usual phone punctuation, 7 to 15 digits long.
    static func phoneNumbers(in text: String) -> [String] {
        var found: [String] = []
        var current = ""
        func flush() {
            let trimmed = current.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "-.")))
            let digits = trimmed.filter(\.isNumber).count
            if digits >= 7, digits <= 15 { found.append(trimmed) }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || "+()-. ".contains(character) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return found
    }

    static func numbers(in text: String) -> [Double] {
        var numbers: [Double] = []
        var current = ""
        func flush() {
            if let number = Double(current), current != "-", current != "." { numbers.append(number) }
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else if character == ",", !current.isEmpty {
                continue  // thousands separator
            } else {
                flush()
            }
        }
        flush()
        return numbers
    }
}

/// Word and sentence counts without a system tokenizer: a word is a run of letters and digits
/// (apostrophes and hyphens inside it included), a sentence ends at `.`, `!` or `?`.
enum TextCounting {
    static func words(in text: String) -> Int {
        var count = 0
        var inWord = false
        var previous: Character = " "
        for character in text {
            let isWordCharacter =
                character.isLetter || character.isNumber
                || (inWord && (character == "'" || character == "’" || character == "-"))
            if isWordCharacter && !inWord { count += 1 }
            inWord = isWordCharacter || (inWord && previous.isLetter && character == "'")
            previous = character
        }
        return count
    }

    static func sentences(in text: String) -> Int {
        var count = 0
        var pending = false
        for character in text {
            if ".!?".contains(character) {
                if pending { count += 1 }
                pending = false
            } else if character.isLetter || character.isNumber {
                pending = true
            }
        }
        return count + (pending ? 1 : 0)
    }
}
