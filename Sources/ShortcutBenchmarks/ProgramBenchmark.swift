import Foundation
import ShortcutKit

/// `ProgramBuilder.build` of a 100-action program (text with placeholders, Calculate, If …
/// Otherwise, Repeat, a menu; read from JSON, encoded, checked): target < 100 ms in release.
/// Baseline: writing the built shortcut as a binary plist, measured in the same run.
enum ProgramBenchmark {
    static func run() throws -> [BenchmarkResult] {
        let catalog = try ActionCatalog.bundled()
        let json = Data(programText().utf8)
        let builder = ProgramBuilder(catalog: catalog)
        var actions = 0
        let seconds = try bestTime(repetitions: 5) {
            let built = try builder.build(try ShortcutProgram(json: json))
            actions = built.shortcut.actions.count
        }
        let shortcut = try builder.build(try ShortcutProgram(json: json)).shortcut
        let baseline = try bestTime(repetitions: 5) { _ = try shortcut.encoded(as: .binary) }
        return [
            BenchmarkResult(
                name: "build a program of \(actions) actions (JSON read, encoded, checked)", value: seconds * 1000,
                unit: "ms", baseline: baseline * 1000, baselineName: "the shortcut → binary plist",
                target: "< 100 ms", met: seconds < 0.1)
        ]
    }

    /// Nine groups of ten actions and nine Get Text actions after Ask for Input: 100 in all.
    static func programText() -> String {
        var steps: [String] = [
            #"{"action": "ask", "params": {"WFAskActionPrompt": "Bill?", "WFInputType": "Number"}, "as": "bill"}"#
        ]
        var count = 1
        var group = 0
        while count + 10 <= 100 {
            steps.append(
                #"{"action": "math", "params": {"WFInput": "{{bill}}", "WFMathOperation": "×", "WFMathOperand": 0.2}, "as": "t\#(group)"}"#
            )
            steps.append(
                #"{"if": "{{t\#(group)}}", "is": "is greater than", "value": 5, "then": [{"action": "showresult", "params": {"Text": "Big: {{t\#(group)}}"}}], "otherwise": [{"action": "gettext", "params": {"WFTextActionText": "Small {{t\#(group)}} {{Current Date}}"}}]}"#
            )
            steps.append(
                #"{"repeat": 2, "do": [{"action": "setvariable", "params": {"WFVariableName": "v\#(group)", "WFInput": "{{Repeat Index}}"}}]}"#
            )
            steps.append(#"{"action": "showresult", "params": {"Text": "{{v\#(group)}} {{Clipboard}}"}}"#)
            count += 10
            group += 1
        }
        while count < 100 {
            steps.append(#"{"action": "gettext", "params": {"WFTextActionText": "{{bill}}"}}"#)
            count += 1
        }
        return #"{"name": "Benchmark", "actions": ["# + steps.joined(separator: ",\n") + "]}"
    }
}
