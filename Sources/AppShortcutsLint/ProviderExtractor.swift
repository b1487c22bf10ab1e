import Diagnostics
import SwiftSyntax

/// Reads one provider's `appShortcuts`, `negativePhrases` and `shortcutTileColor` from all the
/// declarations and extensions of its type, following the shapes real apps use: result-builder
/// getters, stored arrays, `return [...]`, `if`/`switch`/`#if`, `for` loops, `+` of arrays, and
/// helper properties or functions of the provider that return `AppShortcut`s.
struct ProviderExtractor {
    /// The members a provider may declare, and names developers write by mistake for them.
    static let knownMembers = ["appShortcuts", "negativePhrases", "shortcutTileColor", "updateAppShortcutParameters"]
    static let knownMisspellings: [String: String] = [
        "negativeShortcuts": "negativePhrases", "negativeAppShortcuts": "negativePhrases",
        "negativeAppShortcutPhrases": "negativePhrases", "appShortcut": "appShortcuts", "shortcuts": "appShortcuts",
        "tileColor": "shortcutTileColor", "shortcutTileColour": "shortcutTileColor",
    ]

    let files: [ParsedSwiftFile]
    private var members: [String: [ProviderMember]] = [:]
    private var providerName: String
    private(set) var diagnostics: [Diagnostic] = []
    private var following: Set<String> = []

    init(providerName: String, sites: [TypeSite], files: [ParsedSwiftFile]) {
        self.providerName = providerName
        self.files = files
        for site in sites {
            for (name, member) in ProviderMember.members(of: site.members.members, fileIndex: site.fileIndex) {
                members[name, default: []].append(member)
            }
        }
    }

    /// Reads the provider; extraction problems (non-literal phrases, misspelled members) are
    /// left in ``diagnostics``.
    mutating func extract(source: Diagnostics.SourceLocation) -> AppShortcutsProviderDeclaration {
        var provider = AppShortcutsProviderDeclaration(name: providerName, source: source)
        if let member = members["appShortcuts"]?.first {
            let file = files[member.fileIndex]
            if let token = member.nameToken { provider.appShortcutsSource = file.location(of: token) }
            following.insert("appShortcuts")
            let collected = evaluate(member)
            provider.shortcuts = collected.shortcuts
            provider.maximumShortcutCount = collected.maximumCount
        }
        if let member = members["negativePhrases"]?.first {
            provider.negativePhrases = negativePhrases(in: member)
        }
        if let member = members["shortcutTileColor"]?.first, case .property(let binding, _, let fileIndex) = member {
            provider.tileColor = Self.singleExpression(binding)?.trimmedDescription
            _ = fileIndex
        }
        checkMisspellings()
        return provider
    }

    // MARK: - Shortcuts

    /// Shortcuts found in a piece of code, and the most that one build can contain.
    struct Collected {
        var shortcuts: [AppShortcutDeclaration] = []
        var maximumCount = 0

        static func + (lhs: Collected, rhs: Collected) -> Collected {
            Collected(shortcuts: lhs.shortcuts + rhs.shortcuts, maximumCount: lhs.maximumCount + rhs.maximumCount)
        }

        /// Alternatives (branches): all shortcuts are checked, the larger branch counts.
        static func either(_ branches: [Collected]) -> Collected {
            Collected(
                shortcuts: branches.flatMap(\.shortcuts), maximumCount: branches.map(\.maximumCount).max() ?? 0)
        }
    }

    private mutating func evaluate(_ member: ProviderMember) -> Collected {
        let file = files[member.fileIndex]
        switch member {
        case .property(let binding, _, _):
            if let initializer = binding.initializer { return evaluate(initializer.value, in: file) }
            switch binding.accessorBlock?.accessors {
            case .getter(let items): return evaluate(items, in: file)
            case .accessors(let accessors):
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                    let body = getter.body
                {
                    return evaluate(body.statements, in: file)
                }
                return Collected()
            case nil: return Collected()
            }
        case .function(let function, _):
            guard let body = function.body else { return Collected() }
            return evaluate(body.statements, in: file)
        }
    }

    /// A builder body or ordinary body: every statement contributes.
    private mutating func evaluate(_ items: CodeBlockItemListSyntax, in file: ParsedSwiftFile) -> Collected {
        var collected = Collected()
        for item in items {
            switch item.item {
            case .expr(let expression):
                collected = collected + evaluate(expression, in: file)
            case .stmt(let statement):
                collected = collected + evaluate(statement, in: file)
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    var branches: [Collected] = []
                    for clause in conditional.clauses {
                        if case .statements(let statements) = clause.elements {
                            branches.append(evaluate(statements, in: file))
                        }
                    }
                    collected = collected + .either(branches)
                }
            }
        }
        return collected
    }

    private mutating func evaluate(_ statement: StmtSyntax, in file: ParsedSwiftFile) -> Collected {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map { evaluate($0, in: file) } ?? Collected()
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return evaluate(expression.expression, in: file)
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            let body = evaluate(loop.body.statements, in: file)
            // A loop over an array literal runs once per element; over anything else the count
            // cannot be known statically, so each shortcut in the body counts once.
            let times = loop.sequence.as(ArrayExprSyntax.self)?.elements.count ?? 1
            return Collected(shortcuts: body.shortcuts, maximumCount: body.maximumCount * times)
        }
        return Collected()
    }

    private mutating func evaluate(_ expression: ExprSyntax, in file: ParsedSwiftFile) -> Collected {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = Self.calledName(call.calledExpression)
            if name == "AppShortcut" {
                return Collected(shortcuts: [shortcut(call, in: file)], maximumCount: 1)
            }
            if let name, Self.refersToSelf(call.calledExpression, provider: providerName),
                let followed = follow(name)
            {
                return followed
            }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.reduce(Collected()) { $0 + evaluate($1.expression, in: file) }
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            var branches = [evaluate(conditional.body.statements, in: file)]
            switch conditional.elseBody {
            case .ifExpr(let next): branches.append(evaluate(ExprSyntax(next), in: file))
            case .codeBlock(let block): branches.append(evaluate(block.statements, in: file))
            case nil: branches.append(Collected())
            }
            return .either(branches)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var branches: [Collected] = []
            for element in switchExpression.cases {
                if case .switchCase(let switchCase) = element {
                    branches.append(evaluate(switchCase.statements, in: file))
                }
            }
            return .either(branches)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
                .reduce(Collected()) { $0 + evaluate($1, in: file) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return evaluate(inner.expression, in: file)
        }
        if let name = Self.referencedName(expression), Self.refersToSelf(expression, provider: providerName),
            let followed = follow(name)
        {
            return followed
        }
        // Anything else (`.map { AppShortcut(...) }`, a value from another type): read the
        // AppShortcut calls written inside it, and say when there are none to read.
        let calls = AppShortcutCallFinder.calls(in: Syntax(expression))
        if calls.isEmpty {
            diagnostics.append(
                AppShortcutsRule.nonLiteralPhrase.diagnostic(
                    "App Shortcuts built by '\(Self.abbreviated(expression))' cannot be read statically; the build's "
                        + "metadata extraction does not see them either — write AppShortcut(...) calls in "
                        + "appShortcuts or in a helper of \(providerName)",
                    at: file.location(of: expression)))
            return Collected()
        }
        return Collected(shortcuts: calls.map { shortcut($0, in: file) }, maximumCount: calls.count)
    }

    /// Follows a helper property or function of the provider, once per chain (no recursion loops).
    private mutating func follow(_ name: String) -> Collected? {
        guard let member = members[name]?.first, !following.contains(name) else { return nil }
        following.insert(name)
        defer { following.remove(name) }
        return evaluate(member)
    }

    private mutating func shortcut(_ call: FunctionCallExprSyntax, in file: ParsedSwiftFile) -> AppShortcutDeclaration {
        var intentType: String?
        var phrases: [Phrase] = []
        var shortTitle: String?
        var systemImageName: String?
        var phrasesSource: Diagnostics.SourceLocation?
        var nonLiteral = 0
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        for argument in call.arguments {
            switch argument.label?.text {
            case "intent":
                if let intentCall = argument.expression.as(FunctionCallExprSyntax.self) {
                    intentType = Self.calledName(intentCall.calledExpression)
                }
            case "phrases":
                phrasesSource = file.location(of: argument.expression)
                guard let array = argument.expression.as(ArrayExprSyntax.self) else {
                    nonLiteral += 1
                    diagnostics.append(nonLiteralPhrase(argument.expression, in: file))
                    continue
                }
                for element in array.elements {
                    if let literal = element.expression.as(StringLiteralExprSyntax.self) {
                        phrases.append(PhraseReader.phrase(literal, in: file))
                    } else {
                        nonLiteral += 1
                        diagnostics.append(nonLiteralPhrase(element.expression, in: file))
                    }
                }
            case "shortTitle":
                shortTitle = PhraseReader.plainText(argument.expression) ?? argument.expression.trimmedDescription
            case "systemImageName":
                systemImageName = PhraseReader.plainText(argument.expression) ?? argument.expression.trimmedDescription
            default:
                break
            }
        }
        return AppShortcutDeclaration(
            intentType: intentType, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName,
            hasCurrentInitializer: labels.contains("shortTitle") && labels.contains("systemImageName"),
            source: file.location(of: call), phrasesSource: phrasesSource, nonLiteralPhraseCount: nonLiteral)
    }

    private func nonLiteralPhrase(_ expression: ExprSyntax, in file: ParsedSwiftFile) -> Diagnostic {
        AppShortcutsRule.nonLiteralPhrase.diagnostic(
            "phrase '\(Self.abbreviated(expression))' is not a string literal; the build's metadata extraction only "
                + "sees literal phrases (with \\(.applicationName) and \\(\\.$parameter)), so Siri will not offer it",
            at: file.location(of: expression))
    }

    // MARK: - Negative phrases and members

    private mutating func negativePhrases(in member: ProviderMember) -> [Phrase] {
        let file = files[member.fileIndex]
        let root: Syntax
        switch member {
        case .property(let binding, _, _): root = Syntax(binding)
        case .function(let function, _): root = Syntax(function)
        }
        var phrases: [Phrase] = []
        for call in AppShortcutCallFinder.calls(in: root, named: "NegativeAppShortcutPhrase") {
            guard let argument = call.arguments.first?.expression else { continue }
            if let literal = argument.as(StringLiteralExprSyntax.self) {
                phrases.append(PhraseReader.phrase(literal, in: file))
            } else {
                diagnostics.append(nonLiteralPhrase(argument, in: file))
            }
        }
        return phrases
    }

    private mutating func checkMisspellings() {
        for (name, list) in members where !Self.knownMembers.contains(name) {
            guard let intended = Self.intendedMember(for: name), let member = list.first,
                let token = member.nameToken
            else { continue }
            if members[intended] != nil && Self.knownMisspellings[name] == nil { continue }
            diagnostics.append(
                AppShortcutsRule.misspelledMember.diagnostic(
                    "'\(name)' is not an AppShortcutsProvider requirement; did you mean '\(intended)'? "
                        + "As written it is ignored",
                    at: files[member.fileIndex].location(of: token)))
        }
    }

    /// The requirement `name` was probably meant to be, if it is a known misspelling or within
    /// two edits (ignoring case) of one.
    static func intendedMember(for name: String) -> String? {
        if let known = knownMisspellings[name] { return known }
        let lower = name.lowercased()
        for known in knownMembers where EditDistance.between(lower, known.lowercased()) <= 2 { return known }
        return nil
    }

    // MARK: - Syntax helpers

    /// `Name(...)` / `Module.Name(...)` / `Self.name(...)` → the last name.
    static func calledName(_ expression: ExprSyntax) -> String? {
        referencedName(expression)
    }

    static func referencedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// True for `name`, `Self.name`, `<Provider>.name` (a member of the provider itself).
    static func refersToSelf(_ expression: ExprSyntax, provider: String) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let text = base.trimmedDescription
        return text == "Self" || text == "self" || text == provider
    }

    static func singleExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let initializer = binding.initializer { return initializer.value }
        if case .getter(let items) = binding.accessorBlock?.accessors, items.count == 1,
            let only = items.first
        {
            switch only.item {
            case .expr(let expression): return expression
            case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
            default: return nil
            }
        }
        return nil
    }

    static func abbreviated(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
