import Dispatch
import Foundation
import ShortcutModel
import ShortcutRuntime

/// The runtime target: whatever `ShortcutDocument` decodes is run by `ShortcutRunner` under tight
/// bounds, with every device action stubbed, questions answered with the first choice, no
/// network and no sandbox. The promise: the run ends (an output or a `RunError`) within its
/// bounds, and a failure is one line naming the action.
enum RuntimeFuzzing {
    static let limits = RunLimits(
        maximumSteps: 20_000, timeout: .seconds(2), maximumTextBytes: 1 << 20, maximumItems: 100_000,
        maximumNesting: 4, regexSteps: 200_000, maximumResponseBytes: 1 << 20, maximumTraceEntries: 1_000)

    /// Answers every device-bound action with its input.
    struct EchoDevice: DeviceServices {
        func output(for request: DeviceRequest) async throws -> RuntimeValue? { request.input }
    }

    static func run(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let shortcut: Shortcut
        do {
            shortcut = try ShortcutDocument(data: data).shortcut
        } catch {
            return .rejected(error.description)
        }
        let started = ContinuousClock.now
        let outcome = waitOffThePool { () async -> Result<RunResult, RunError> in
            var runner = ShortcutRunner(shortcut, name: "Fuzz")
            runner.limits = limits
            runner.whenAnswersRunOut = .firstChoice
            do {
                return .success(try await runner.run(input: .text("fuzz"), services: EchoDevice()))
            } catch let error as RunError {
                return .failure(error)
            } catch {
                return .failure(RunError(.failed("\(error)")))
            }
        }
        let elapsed = ContinuousClock.now - started
        // The timeout is checked between steps; one step (a regex search, a JSON parse) is itself bounded.
        guard elapsed < .seconds(10) else {
            throw FuzzFailure(target: "runtime", .unexpectedError("the run took \(elapsed)"), at: "run")
        }
        switch outcome {
        case .success: return .accepted
        case .failure(let error):
            let line = error.description
            guard !line.isEmpty, !line.contains("\n") else {
                throw FuzzFailure(target: "runtime", .unexpectedError("not one line: \(line)"), at: "RunError")
            }
            if error.actionIndex == nil {
                throw FuzzFailure(target: "runtime", .unexpectedError("names no action: \(line)"), at: "RunError")
            }
            return .rejected(line)
        }
    }
}

/// Runs async work to completion and waits for it. Where task executors exist (Linux, macOS 15+)
/// the work runs on its own Dispatch queue, so a synchronous caller on the cooperative pool
/// never blocks a thread the work needs; elsewhere it is a detached task.
func waitOffThePool<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
        return DispatchThreadExecutor.wait(body)
    }
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    Task.detached {
        result = await body()
        done.signal()
    }
    done.wait()
    return result!
}

/// A task executor on one Dispatch queue (see ``waitOffThePool(_:)``).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class DispatchThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "FuzzTargets.runtime")

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }

    /// One executor for the process: a task may still run its last job on the executor after it
    /// signalled, so the executor must outlive every task that prefers it.
    static let shared = DispatchThreadExecutor()

    static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let executor = shared
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        Task(executorPreference: executor) {
            result = await body()
            done.signal()
        }
        done.wait()
        return result!
    }
}
