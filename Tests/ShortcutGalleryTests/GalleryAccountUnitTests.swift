import Foundation
import Testing

@testable import ShortcutGallery

/// The account rules and secrets on their own: names, passwords, random secrets, the form token
/// and the origin comparison.
@Suite struct GalleryAccountUnitTests {
    @Test func userNamesAreLowerCasedAndRestricted() throws {
        #expect(try AccountName.validated("  Ann.B-c_9 ") == "ann.b-c_9")
        for bad in [nil, "", "ab", String(repeating: "a", count: 33), "a b", "<b>", "ann/x", "ännа", "a\nb"] {
            #expect(throws: GalleryError.self) { try AccountName.validated(bad) }
        }
        #expect(try AccountName.validatedPassword("12345678") == "12345678")
        #expect(try AccountName.validatedPassword(String(repeating: "é", count: 36)).utf8.count == 72)
        for bad in [nil, "1234567", String(repeating: "é", count: 37), "password\u{0}x"] {
            #expect(throws: GalleryError.self) { try AccountName.validatedPassword(bad) }
        }
    }

    @Test func secretsAreRandomAndOnlyTheirHashesAreKept() {
        let secrets = (0..<100).map { _ in Secrets.random() }
        #expect(Set(secrets).count == 100)
        #expect(secrets.allSatisfy { $0.count == 43 && !$0.contains("+") && !$0.contains("/") && !$0.contains("=") })
        #expect(Secrets.random(prefix: "skg_").hasPrefix("skg_"))
        let secret = secrets[0]
        #expect(Secrets.hash(secret).count == 64)
        #expect(Secrets.hash(secret) != Secrets.hash(secrets[1]))
        // The form token is another one-way function of the secret: not the stored hash.
        #expect(Secrets.formToken(for: secret) != Secrets.hash(secret))
        #expect(Secrets.formToken(for: secret) == Secrets.formToken(for: secret))
        #expect(Secrets.formToken(for: secret) != Secrets.formToken(for: secrets[1]))
        #expect(Secrets.constantTimeEqual("abc", "abc"))
        #expect(!Secrets.constantTimeEqual("abc", "abd"))
        #expect(!Secrets.constantTimeEqual("abc", "abcd"))
        #expect(!Secrets.constantTimeEqual("", "a"))
    }

    @Test func originsCompareAsHostAndPort() {
        #expect(FormGuard.authority(host: "127.0.0.1", port: 8080) == "127.0.0.1:8080")
        #expect(FormGuard.authority(host: "Gallery.Example.org", port: nil) == "gallery.example.org")
        #expect(FormGuard.authority(host: "::1", port: 80) == "[::1]:80")
    }

    @Test func theStandardPasswordCostIsTwelve() {
        #expect(PasswordHasher().cost == 12)
        #expect(PasswordHasher.standardCost == 12)
        #expect(PasswordHasher.lowCostForTesting().cost == 4)
        #expect(GalleryConfiguration().passwordHasher.cost == 12)
    }
}
