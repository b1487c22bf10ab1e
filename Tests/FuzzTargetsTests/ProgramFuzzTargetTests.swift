import Foundation
import FuzzTargets
import SeededRandom
import Testing

/// The program fuzz target (`ShortcutProgram(json:)`, `ProgramBuilder`, decompile and rebuild):
/// the kept programs are accepted and the hostile ones refused on one line; every prefix and
/// thousands of seeded mutations of a program end accepted or in the reader's or builder's
/// own error — never a crash or a broken round trip.
@Suite struct ProgramFuzzTargetTests {
    static func kept(_ name: String) throws -> Data {
        try Data(contentsOf: RegressionReplayTests.folder.appendingPathComponent("program/" + name))
    }

    @Test func theKeptProgramsAreAcceptedAndTheHostileOnesRefused() throws {
        for name in ["tip.json", "blocks.json"] {
            #expect(try FuzzTarget.program.run(try Self.kept(name)) == .accepted, "\(name)")
        }
        for name in [
            "deep-arrays.json", "deep-steps.json", "not-closed.json", "undefined-placeholder.json", "wrong-type.json",
        ] {
            guard case .rejected(let line) = try FuzzTarget.program.run(try Self.kept(name)) else {
                Issue.record("\(name) was accepted")
                continue
            }
            #expect(!line.isEmpty && !line.contains("\n"), "\(name): \(line)")
        }
    }

    @Test func everyPrefixAndSeededMutationEndsInTheProgramsOwnError() throws {
        let program = try Self.kept("blocks.json")
        for length in stride(from: 0, to: program.count, by: 7) {
            _ = try FuzzTarget.program.run(program.prefix(length))
        }
        var generator = SplitMix64(seed: 34)
        var accepted = 0
        for _ in 0..<1_500 {
            var bytes = [UInt8](program)
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(Array("{}[]\":,{{".utf8)[Int(generator.next() % 9)], at: index)
                }
            }
            if try FuzzTarget.program.run(Data(bytes)) == .accepted { accepted += 1 }
        }
        // Some mutations only touch text and still build (and round-trip).
        #expect(accepted > 0)
    }
}
