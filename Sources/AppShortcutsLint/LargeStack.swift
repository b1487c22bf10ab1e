import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// swift-syntax's parser and visitors recurse once per nesting level (thousands of frames for
/// hostile input even under the nesting limit, more in debug builds); the threads of Swift
/// concurrency and Dispatch have small stacks, so parsing there could overflow on input a user
/// controls. A dedicated thread with room to spare turns that into an ordinary syntax error.
enum LargeStack {
    /// Stack size of the worker thread.
    static let stackSize = 256 << 20

    static func run<Result>(_ body: @escaping () -> Result) -> Result {
        let box = Box<Result>(body: body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = box.body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    /// Hands the closure and its result across the thread boundary; the semaphore orders the
    /// accesses, so there is never concurrent use.
    private final class Box<Value>: @unchecked Sendable {
        let body: () -> Value
        var result: Value?
        init(body: @escaping () -> Value) { self.body = body }
    }
}
