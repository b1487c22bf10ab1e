import Foundation
import ShortcutCatalog
import ShortcutModel
import ShortcutProgram

/// The program target: `ShortcutProgram(json:)` on any bytes, then `ProgramBuilder` on what it
/// reads. The promises: a program or a `ProgramError` whose description is one line — never a
/// crash, a hang or unbounded recursion; a program read is written back (`jsonData()`) to text
/// that reads as the same program; a program that builds decompiles to one that builds a
/// value-equal shortcut (up to renamed UUIDs and grouping identifiers).
enum ProgramFuzzing {
    /// The bundled catalog, loaded once (immutable). A missing resource is a packaging error: every
    /// input then fails with it rather than fuzzing an empty catalog.
    static let catalog = BundledFuzzResource("bundled action catalog") { try ActionCatalog.bundled() }

    static func read(
        _ data: Data, catalog: BundledFuzzResource<ActionCatalog> = catalog
    ) throws(FuzzFailure) -> FuzzOutcome {
        let catalog = try catalog.value(for: FuzzTarget.program.rawValue)
        let program: ShortcutProgram
        do {
            program = try ShortcutProgram(json: data)
        } catch {
            return try rejected(error, stage: "reader")
        }
        guard let again = try? ShortcutProgram(json: program.jsonData()), again == program else {
            throw FuzzFailure(target: "program", .roundTripMismatch("jsonData() does not read back"), at: "writer")
        }
        let built: ProgramBuild
        do {
            built = try ProgramBuilder(catalog: catalog).build(program)
        } catch {
            return try rejected(error, stage: "builder")
        }
        let decompiled = ProgramDecompiler(catalog: catalog).program(for: built.shortcut)
        let rebuilt: ProgramBuild
        do {
            rebuilt = try ProgramBuilder(catalog: catalog).build(decompiled)
        } catch {
            throw FuzzFailure(
                target: "program", .unexpectedError("decompiled program fails: \(error)"), at: "decompiler")
        }
        if let difference = RenamingEquivalence.firstDifference(built.shortcut, rebuilt.shortcut) {
            throw FuzzFailure(target: "program", .roundTripMismatch(difference), at: "decompile and build")
        }
        return .accepted
    }

    private static func rejected(_ error: ProgramError, stage: String) throws(FuzzFailure) -> FuzzOutcome {
        let line = error.description
        guard !line.contains("\n") else {
            throw FuzzFailure(target: "program", .unexpectedError("not one line: \(line)"), at: stage)
        }
        return .rejected(line)
    }
}
