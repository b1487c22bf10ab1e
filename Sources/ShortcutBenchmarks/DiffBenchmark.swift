import Foundation
import ShortcutKit

/// `--only diff`: the signed corpus file with the most actions (the 913-action libshortcutsign
/// test workflow) against an edited copy — 10 actions removed, 10 inserted, 5 moved, 10
/// parameters changed — and against itself. The baseline is reading the file into the model,
/// which any diff of files must do twice anyway.
enum DiffBenchmark {
    static func run(corpus: CorpusFiles) throws -> [BenchmarkResult] {
        var largest: (data: Data, shortcut: Shortcut)?
        for data in corpus.signed {
            guard let shortcut = try? ShortcutDocument(data: data).shortcut else { continue }
            if shortcut.actions.count > (largest?.shortcut.actions.count ?? -1) { largest = (data, shortcut) }
        }
        guard let largest else { return [] }
        let old = largest.shortcut
        let new = edited(old)
        let catalog = try ActionCatalog.bundled()
        var diff = ShortcutDiff(changes: [], metadataChanges: [])
        let seconds = bestTime(repetitions: 20) { diff = ShortcutDiff(from: old, to: new, catalog: catalog) }
        let sameSeconds = bestTime(repetitions: 20) { diff = ShortcutDiff(from: old, to: old, catalog: catalog) }
        let readSeconds = try bestTime(repetitions: 20) { _ = try ShortcutDocument(data: largest.data) }
        let edits = ShortcutDiff(from: old, to: new, catalog: catalog).summary
        precondition(diff.isEmpty)
        return [
            BenchmarkResult(
                name: "diff the \(old.actions.count)-action corpus workflow against an edited copy (\(edits))",
                value: seconds * 1000, unit: "ms", baseline: readSeconds * 1000, baselineName: "reading the file",
                target: "< 100 ms", met: seconds < 0.1),
            BenchmarkResult(
                name: "diff the \(old.actions.count)-action corpus workflow against itself",
                value: sameSeconds * 1000, unit: "ms", baseline: readSeconds * 1000, baselineName: "reading the file",
                target: "< 100 ms", met: sameSeconds < 0.1),
        ]
    }

    /// Deterministic edits spread over the whole file.
    static func edited(_ shortcut: Shortcut) -> Shortcut {
        var copy = shortcut
        var actions = copy.actions
        let step = max(1, actions.count / 12)
        // Change a parameter of 10 actions.
        var changed = 0
        for index in stride(from: step / 2, to: actions.count, by: step) where changed < 10 {
            guard let key = actions[index].parameters.keys.first(where: { $0 != "UUID" && $0 != "GroupingIdentifier" })
            else { continue }
            actions[index].parameters[key] = .string("edited \(changed)")
            changed += 1
        }
        // Move 5 actions that carry a UUID (the app keeps it when an action is dragged).
        var moved = 0
        for index in stride(from: step, to: actions.count, by: step) where moved < 5 {
            guard index < actions.count, actions[index].uuid != nil else { continue }
            let action = actions.remove(at: index)
            actions.insert(action, at: (index + actions.count / 3) % actions.count)
            moved += 1
        }
        // Remove 10 and insert 10.
        for offset in 0..<10 { actions.remove(at: (offset * step + step / 3) % actions.count) }
        for offset in 0..<10 {
            var text = Action("is.workflow.actions.gettext")
            text.parameters["WFTextActionText"] = .string("inserted \(offset)")
            text.uuid = "BENCHMARK-\(offset)"
            actions.insert(text, at: (offset * step + step / 5) % actions.count)
        }
        copy.actions = actions
        return copy
    }
}
