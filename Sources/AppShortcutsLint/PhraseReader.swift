import SwiftSyntax

/// Reads a phrase string literal into ``Phrase`` segments.
enum PhraseReader {
    static func phrase(_ literal: StringLiteralExprSyntax, in file: ParsedSwiftFile) -> Phrase {
        var segments: [Phrase.Segment] = []
        func appendText(_ text: String) {
            if text.isEmpty { return }
            if case .text(let previous) = segments.last {
                segments[segments.count - 1] = .text(previous + text)
            } else {
                segments.append(.text(text))
            }
        }
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                appendText(text.content.text)
            case .expressionSegment(let interpolation):
                segments.append(token(interpolation))
            }
        }
        return Phrase(segments: segments, source: file.location(of: literal))
    }

    /// `\(.applicationName)` / `\(AppShortcutPhraseToken.applicationName)`, `\(\.$name)`, or other.
    private static func token(_ interpolation: ExpressionSegmentSyntax) -> Phrase.Segment {
        // The trimmed text copies the subtree, so it is made only for the rare `.other` answer.
        var other: Phrase.Segment { .other(interpolation.expressions.trimmedDescription) }
        guard interpolation.expressions.count == 1, let argument = interpolation.expressions.first,
            argument.label == nil
        else { return other }
        let expression = argument.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "applicationName" {
            let base = member.base?.trimmedDescription
            if base == nil || base == "AppShortcutPhraseToken" { return .applicationName }
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property) = keyPath.components.first?.component
        {
            let name = property.declName.baseName.text
            if name.hasPrefix("$"), name.count > 1 { return .parameter(String(name.dropFirst())) }
        }
        return other
    }

    /// A literal's text when it has no interpolation (`"Open Trail"` → `Open Trail`).
    static func plainText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let piece) = segment else { return nil }
            text += piece.content.text
        }
        return text
    }
}
