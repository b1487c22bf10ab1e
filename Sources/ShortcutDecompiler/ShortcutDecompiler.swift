import Foundation
import ShortcutAuthoringCore
import ShortcutModel
import SwiftSource

/// Turns any shortcut into Swift source that rebuilds it exactly with the DSL of
/// ShortcutAuthoring.
///
/// Actions are written as `s.add(…)` statements, and well-formed blocks as the DSL's closures
/// (`s.if … otherwise:`, `s.menu { MenuCase … }`, `s.repeat`, `s.repeatEach`); blocks that are
/// malformed in the file stay straight-line. Every call has one candidate and a contextual
/// type, which keeps files of thousands of actions quick to type-check. Known actions use
/// their generated typed function; values are interpolated text, variables named after their
/// actions, literals, enum cases and the DSL's dictionary, list and aggrandizement forms;
/// whatever does not fit a typed argument is added with `.parameter(key, value)`, and unknown
/// actions or value shapes use the generic and raw forms, so every shortcut decompiles and
/// rebuilds value-equal. ``DecompiledSource/statistics`` says how much went through typed forms.
///
/// ```swift
/// let source = ShortcutDecompiler().decompile(document.shortcut, functionName: "weather")
/// print(source.text)
/// ```
public struct ShortcutDecompiler: Sendable {
    /// What the source declares.
    public enum Form: Sendable, Hashable {
        /// One public function returning the `Shortcut` (`import ShortcutAuthoring`).
        case function
        /// A complete `main.swift` (`import ShortcutKit`) writing the binary plist to the path in
        /// its first argument, or to standard output.
        case main
    }

    /// How blocks are written.
    public enum BlockStyle: Sendable, Hashable {
        /// Well-formed blocks as closures (the default).
        case closures
        /// Every block action as its own `s.add(…)` statement, contents indented (the form of
        /// earlier versions; the benchmark compares the type-check time of both).
        case straightLine
    }

    public var blockStyle: BlockStyle

    /// The most actions a block may hold (nested ones included) and still be written as a
    /// closure; larger blocks are written straight-line, their smaller inner blocks still as
    /// closures.
    ///
    /// Why: Swift type-checks a multi-statement closure together with the call it is passed
    /// to, nested closures included, and the time grows with the square of the statements in
    /// the outermost closure (measured with Swift 6.3 on real decompiled actions: 100 statements
    /// 0.7 s, 200 3.2 s, 400 35 s). Bounding each closure keeps the whole file linear.
    public var closureLimit: Int

    /// The default ``closureLimit``.
    public static let defaultClosureLimit = 40

    /// A decompiler writing blocks of up to ``defaultClosureLimit`` actions as closures.
    public init() { self.init(blockStyle: .closures) }

    public init(blockStyle: BlockStyle, closureLimit: Int = defaultClosureLimit) {
        self.blockStyle = blockStyle
        self.closureLimit = closureLimit
    }

    /// The Swift source for `shortcut`.
    ///
    /// - Parameters:
    ///   - shortcut: the shortcut to write as Swift.
    ///   - functionName: the rebuilding function's name (made a valid identifier if it is not).
    ///   - form: a function to call, or a runnable `main.swift`.
    ///   - origin: shown in the header comment (usually the file name).
    public func decompile(
        _ shortcut: Shortcut, functionName: String = "shortcut", form: Form = .function, origin: String? = nil
    ) -> DecompiledSource {
        let name =
            SwiftIdentifier.isValid(functionName)
            ? functionName : SwiftIdentifier.make(from: functionName, fallback: "shortcut")
        var code = SwiftCode()
        if form == .main {
            code.line(
                "// Run it to write the shortcut: `swift run NAME out.shortcut` (binary plist; stdout without a path).")
            code.line("import Foundation")
            code.line("import ShortcutKit")
        } else {
            code.line("import ShortcutAuthoring")
        }
        code.line()
        let title = shortcut.name.map { "“\($0)”" } ?? "the shortcut"
        code.line("/// Rebuilds \(title): \(shortcut.actions.count) action\(shortcut.actions.count == 1 ? "" : "s").")
        var statistics = DecompileStatistics()
        code.block("\(form == .main ? "" : "public ")func \(name)() throws -> Shortcut {") { body in
            body.line("let s = ShortcutBuilder(\(shortcut.name.map { "name: \(SwiftLiteral.string($0))" } ?? ""))")
            MetadataSource.write(shortcut, builder: "s", into: &body)
            statistics = ActionsSource.write(
                shortcut.actions, builder: "s", closures: blockStyle == .closures, closureLimit: closureLimit,
                into: &body)
            let checks = AuthoringChecks.firstProblem(in: shortcut.actions) == nil ? "" : "checks: .none"
            body.line("return try s.finish(\(checks))")
        }
        if form == .main {
            code.line()
            code.line("let data = try \(name)().encoded(as: .binary)")
            code.block("if CommandLine.arguments.count > 1 {") {
                $0.line("try data.write(to: URL(fileURLWithPath: CommandLine.arguments[1]), options: .atomic)")
            }
            code.block("else {") { $0.line("FileHandle.standardOutput.write(data)") }
        }
        // The header names the file and its own figure (counted while the body was written).
        var header = SwiftCode()
        header.line("// Decompiled by `shortcut decompile`\(origin.map { " from \($0)" } ?? "") — edit freely.")
        header.line("// \(statistics.typedParameterSummary)")
        return DecompiledSource(text: header.text + code.text, functionName: name, statistics: statistics)
    }
}
