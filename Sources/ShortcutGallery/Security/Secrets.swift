import Crypto
import Foundation
import PropertyList

/// The gallery's random secrets (session cookies, form secrets, API tokens) and the hashes it
/// stores instead of them: a database read never yields a usable session or token.
package enum Secrets {
    /// 32 random bytes from the system's generator, base64url without padding (43 characters).
    static func random(prefix: String = "") -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return prefix
            + Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Lower-case hex SHA-256 of the secret's UTF-8: what the storage keeps.
    package static func hash(_ secret: String) -> String {
        SHA256.hash(data: Data(secret.utf8)).hexString
    }

    /// The CSRF token that goes with a session (or pre-session form) secret. Derived, so it needs
    /// no storage, and one-way, so neither the stored session hash nor the token reveals the other.
    static func formToken(for secret: String) -> String {
        hash("csrf\n" + secret)
    }

    /// Compares every byte whatever the first difference, so timing does not reveal a prefix.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        var difference = UInt8(truncatingIfNeeded: x.count ^ y.count)
        for index in 0..<max(x.count, y.count) {
            difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
        }
        return difference == 0 && x.count == y.count
    }

    /// API tokens start with this, so a leaked one is recognisable (and scanners can find it).
    static let apiTokenPrefix = "skg_"
}
