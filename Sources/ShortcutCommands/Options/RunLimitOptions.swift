import ArgumentParser
import ShortcutRuntime

/// `--max-steps N` and `--timeout S`: the bounds of a run, as `shortcut run` and `shortcut test`
/// take them.
struct RunLimitOptions: ParsableArguments {
    @Option(help: "Most actions to run, loops included.")
    var maxSteps: Int = RunLimits.default.maximumSteps

    @Option(help: "Most seconds to run.")
    var timeout: Double = 30

    func validate() throws {
        guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
        guard timeout > 0, timeout <= 86_400 else {
            throw ValidationError("--timeout must be between 0 and 86400 seconds")
        }
    }

    /// Sets the step and time bounds of `limits`.
    func apply(to limits: inout RunLimits) {
        limits.maximumSteps = maxSteps
        limits.timeout = .milliseconds(Int64(timeout * 1000))
    }
}
