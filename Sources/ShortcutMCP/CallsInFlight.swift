/// The number of tool calls running, and a wait for none: the server answers every call it
/// received before it exits at the end of its input.
actor CallsInFlight {
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() { running += 1 }

    func end() {
        running -= 1
        guard running == 0 else { return }
        for continuation in waiting { continuation.resume() }
        waiting = []
    }

    /// Returns when no call is running.
    func drained() async {
        guard running > 0 else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
