import HummingbirdBcrypt
import NIOPosix

/// bcrypt through `HummingbirdBcrypt`, on NIO's thread pool so a hash (about a quarter second at
/// cost 12) never blocks the server's event loops or Swift's cooperative pool.
package struct PasswordHasher: Sendable {
    /// The cost every gallery uses: 2^12 rounds.
    package static let standardCost: UInt8 = 12
    /// log2 of bcrypt's rounds.
    package private(set) var cost: UInt8

    package init() {
        cost = Self.standardCost
    }

    /// A hasher with a cost below the standard one, for the package's own tests only (package
    /// access: no server option reaches it), so suites that sign up many accounts stay fast.
    package static func lowCostForTesting(_ cost: UInt8 = 4) -> PasswordHasher {
        var hasher = PasswordHasher()
        hasher.cost = max(4, cost)
        return hasher
    }

    func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}
