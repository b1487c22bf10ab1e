/// Where a value came from: a source action (or a built-in read at an action) and its kind.
struct Origin: Hashable, Sendable {
    /// The action that read the data (for built-ins, the action that referenced them).
    var action: Int
    var kind: String
    /// True for built-in variables (Clipboard, Shortcut Input), which have no source action.
    var builtIn: Bool
}

/// A path as a shared linked list, newest step first, so extending a path is O(1) and values
/// that share a history share its nodes.
final class PathNode: Sendable {
    let step: AuditStep
    let previous: PathNode?

    init(_ step: AuditStep, previous: PathNode?) {
        self.step = step
        self.previous = previous
    }

    /// Source first, this step last.
    var steps: [AuditStep] {
        var result: [AuditStep] = []
        var node: PathNode? = self
        while let current = node {
            result.append(current.step)
            node = current.previous
        }
        return result.reversed()
    }
}

/// The origins a value carries, each with the first path found to it. Merges keep the path
/// already known; at most ``limit`` origins are kept per value so a pathological file cannot
/// make the pass quadratic.
struct Taint: Sendable {
    static let limit = 64
    private(set) var entries: [Origin: PathNode] = [:]
    /// Insertion order, so results do not depend on hashing.
    private(set) var order: [Origin] = []

    static let empty = Taint()

    var isEmpty: Bool { order.isEmpty }
    var count: Int { order.count }

    init() {}

    init(origin: Origin, step: AuditStep) {
        insert(origin, PathNode(step, previous: nil))
    }

    mutating func insert(_ origin: Origin, _ node: PathNode) {
        guard entries[origin] == nil, order.count < Self.limit else { return }
        entries[origin] = node
        order.append(origin)
    }

    mutating func merge(_ other: Taint) {
        for origin in other.order { if let node = other.entries[origin] { insert(origin, node) } }
    }

    /// Every path extended by one step.
    func extended(by step: AuditStep) -> Taint {
        var result = Taint()
        for origin in order { if let node = entries[origin] { result.insert(origin, PathNode(step, previous: node)) } }
        return result
    }

    /// Origins with their paths, in insertion order.
    var items: [(origin: Origin, path: PathNode)] {
        order.compactMap { origin in entries[origin].map { (origin, $0) } }
    }
}
