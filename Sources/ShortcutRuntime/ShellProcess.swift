import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One child process of Run Shell Script, bounded in time and output. The child starts in a
/// process group of its own, so that when the time is up, the output passes its bound or the
/// script ends, the whole group — background commands the script started included — is killed:
/// a run never leaves processes behind and never waits on one past its bounds.
struct ShellProcess {
    /// How a process ended.
    struct Outcome {
        var status: Int32
        var standardOutput: Data
        /// The first 64 KiB of standard error.
        var standardError: Data
    }

    /// Why a process gave no outcome.
    enum Failure: Error {
        case timedOut
        case outputTooLarge(Int)
        case cannotStart(String)
    }

    var executable: URL
    var arguments: [String]
    /// Standard input (a file the child reads, so writing it can never block or raise SIGPIPE).
    var standardInput: Data

    static let standardErrorLimit = 64 << 10

    /// Runs the process to its end, at most `timeout`, reading at most `maximumOutputBytes` of
    /// standard output.
    func run(timeout: Duration, maximumOutputBytes: Int) async throws(Failure) -> Outcome {
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcut-shell-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: inputFile) }
        do {
            try standardInput.write(to: inputFile)
        } catch {
            throw .cannotStart("cannot give the script its input: \(error.localizedDescription)")
        }
        let inputDescriptor = open(inputFile.path, O_RDONLY)
        guard inputDescriptor >= 0 else { throw .cannotStart("cannot give the script its input") }
        defer { close(inputDescriptor) }
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw .cannotStart("no pipe for the script's output") }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            throw .cannotStart("no pipe for the script's output")
        }
        let pid: pid_t
        do {
            pid = try spawn(input: inputDescriptor, output: outputPipe[1], errors: errorPipe[1])
        } catch {
            for descriptor in outputPipe + errorPipe { close(descriptor) }
            throw error
        }
        close(outputPipe[1])
        close(errorPipe[1])
        let collected = Collected(outputLimit: maximumOutputBytes, errorLimit: Self.standardErrorLimit, group: pid)
        collected.read(outputPipe[0], output: true)
        collected.read(errorPipe[0], output: false)

        let deadline = ContinuousClock.now.advanced(by: timeout)
        var status: Int32 = 0
        var timedOut = false
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if ContinuousClock.now >= deadline || Task.isCancelled || collected.overflowed {
                timedOut = !collected.overflowed
                Self.killGroup(pid)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        // What the script left running in the background ends with it.
        Self.killGroup(pid)
        // The pipes close when the group is gone; a process that left the group may hold them,
        // so the run waits a moment and no more (the readers close their ends when they finish).
        let drained = ContinuousClock.now.advanced(by: .seconds(1))
        while !collected.isFinished, ContinuousClock.now < drained { try? await Task.sleep(for: .milliseconds(5)) }
        if timedOut { throw .timedOut }
        let result = collected.result
        if result.overflow { throw .outputTooLarge(maximumOutputBytes) }
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitStatus, standardOutput: result.output, standardError: result.errors)
    }

    /// Starts the child in a new process group, its standard streams on the descriptors given.
    private func spawn(input: Int32, output: Int32, errors: Int32) throws(Failure) -> pid_t {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, no blocked signals, and SIGPIPE at its default (a caller may
        // ignore it, and a child would inherit that).
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw .cannotStart("\(executable.path) cannot be started: \(String(cString: strerror(result)))")
        }
        return pid
    }

    private static func killGroup(_ pid: pid_t) {
        _ = kill(-pid, SIGKILL)
    }

    /// The bytes read so far, from two reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var errors = Data()
        private var overflow = false
        private var finishedPipes = 0
        let outputLimit: Int
        let errorLimit: Int
        let group: pid_t

        init(outputLimit: Int, errorLimit: Int, group: pid_t) {
            self.outputLimit = outputLimit
            self.errorLimit = errorLimit
            self.group = group
        }

        /// Reads `descriptor` to its end on a thread of its own, then closes it.
        func read(_ descriptor: Int32, output isOutput: Bool) {
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    if !self.append(buffer[0..<count], output: isOutput) {
                        // Past the bound: stop the script now rather than at the next poll.
                        ShellProcess.killGroup(self.group)
                        break
                    }
                }
                close(descriptor)
                self.lock.withLock { self.finishedPipes += 1 }
            }
        }

        /// Adds bytes; false when standard output passed its bound.
        private func append(_ data: ArraySlice<UInt8>, output isOutput: Bool) -> Bool {
            lock.withLock {
                if isOutput {
                    guard output.count + data.count <= outputLimit else {
                        overflow = true
                        return false
                    }
                    output.append(contentsOf: data)
                } else if errors.count < errorLimit {
                    errors.append(contentsOf: data.prefix(errorLimit - errors.count))
                }
                return true
            }
        }

        var overflowed: Bool { lock.withLock { overflow } }

        var isFinished: Bool { lock.withLock { finishedPipes >= 2 } }

        var result: (output: Data, errors: Data, overflow: Bool) { lock.withLock { (output, errors, overflow) } }
    }
}

/// `read(2)`, named apart from the reader method that calls it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
