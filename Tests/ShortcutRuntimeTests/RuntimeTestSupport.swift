import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime

/// `is.workflow.actions.<stem>` with parameters, for shortcuts written in tests.
func act(_ stem: String, _ parameters: KeyValuePairs<String, Value> = [:]) -> Action {
    Action("is.workflow.actions." + stem, parameters)
}

/// Builds a shortcut with the DSL and runs it.
func run(
    input: RuntimeValue = .nothing, answers: [RuntimeValue] = [], stubs: [String: RuntimeValue] = [:],
    limits: RunLimits = .default, library: [String: Shortcut] = [:], sandbox: URL? = nil,
    _ body: (ShortcutBuilder) throws -> Void
) async throws -> RunResult {
    let shortcut = try Shortcut.build(name: "Test", seed: "runtime", checks: .none, body)
    var runner = ShortcutRunner(shortcut)
    runner.limits = limits
    runner.library = library
    runner.sandbox = sandbox
    return try await runner.run(input: input, answers: answers, services: StubServices(stubs))
}

/// The output of a shortcut that ends with the action `action` (and the actions before it).
func output(
    input: RuntimeValue = .nothing, answers: [RuntimeValue] = [], _ body: (ShortcutBuilder) throws -> Void
) async throws -> RuntimeValue {
    try await run(input: input, answers: answers, body).output
}

/// The error a run fails with, or nil.
func failure(
    input: RuntimeValue = .nothing, answers: [RuntimeValue] = [], stubs: [String: RuntimeValue] = [:],
    limits: RunLimits = .default, library: [String: Shortcut] = [:], sandbox: URL? = nil,
    _ body: (ShortcutBuilder) throws -> Void
) async throws -> RunError? {
    do {
        _ = try await run(
            input: input, answers: answers, stubs: stubs, limits: limits, library: library, sandbox: sandbox, body)
        return nil
    } catch let error as RunError {
        return error
    }
}
