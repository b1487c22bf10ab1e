import Foundation
import ShortcutCatalog
import ShortcutModel
import ShortcutProgram
import TestSupport
import Testing

/// Every shortcut file of the corpus decompiled to a program, written as JSON, read back and
/// built again is value-equal to the original up to a consistent renaming of UUIDs and
/// grouping identifiers. The figure is printed; any file that is not is named.
@Suite struct ProgramCorpusTests {
    static let catalog = try! ActionCatalog.bundled()

    @Test func everyCorpusFileRoundTripsThroughItsProgram() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        let decompiler = ProgramDecompiler(catalog: Self.catalog)
        let builder = ProgramBuilder(catalog: Self.catalog)
        var equal = 0
        var failures: [String] = []
        var statistics = ProgramStatistics()
        for entry in entries {
            let original = try ShortcutDocument(data: try entry.data()).shortcut
            let program = decompiler.program(for: original)
            statistics.add(program)
            do {
                let reread = try ShortcutProgram(json: program.jsonData())
                let rebuilt = try builder.build(reread).shortcut
                if let difference = RenamingEquivalence.firstDifference(original, rebuilt) {
                    failures.append("\(entry.file): \(difference)")
                } else {
                    equal += 1
                }
            } catch {
                failures.append("\(entry.file): \(error)")
            }
        }
        print("program round trip: \(equal) of \(entries.count) corpus files value-equal; \(statistics.report)")
        for failure in failures.prefix(40) { print("  not equal: \(failure)") }
        #expect(entries.count == 486)
        #expect(equal == entries.count, "\(failures.count) files differ, first: \(failures.first ?? "")")
    }
}

/// How friendly the decompiled programs are: parameter values written friendly vs `raw`, and
/// blocks written as blocks vs as their actions.
struct ProgramStatistics {
    var friendlyValues = 0
    var rawValues = 0
    var blocks = 0
    var actions = 0
    var withMetadata = 0
    var programs = 0

    mutating func add(_ program: ShortcutProgram) {
        programs += 1
        if program.metadata != nil { withMetadata += 1 }
        add(program.actions)
    }

    mutating func add(_ steps: [ProgramStep]) {
        for step in steps {
            switch step {
            case .action(let action):
                actions += 1
                friendlyValues += action.params.count
                rawValues += action.raw.count
            case .if(let block):
                blocks += 1
                rawValues += block.options.raw.count
                add(block.then)
                add(block.otherwise ?? [])
            case .repeat(let block):
                blocks += 1
                rawValues += block.options.raw.count
                add(block.body)
            case .forEach(let block):
                blocks += 1
                rawValues += block.options.raw.count
                add(block.body)
            case .menu(let block):
                blocks += 1
                rawValues += block.options.raw.count
                for item in block.cases { add(item.body) }
            }
        }
    }

    var friendlyShare: Double { Double(friendlyValues) / Double(max(1, friendlyValues + rawValues)) }

    var report: String {
        let share = (friendlyShare * 1000).rounded() / 10
        return "\(friendlyValues) friendly and \(rawValues) raw parameter values (\(share) % friendly), "
            + "\(blocks) blocks, \(actions) action steps, \(withMetadata) of \(programs) programs with metadata"
    }
}
