import Foundation

/// The rules for user names and passwords, checked before anything is stored.
package enum AccountName {
    /// 3–32 characters: lower-case letters, digits, `.`, `-`, `_` (input is lower-cased first),
    /// so a name is safe in a URL, a page and a log line as it is.
    package static func validated(_ raw: String?) throws(GalleryError) -> String {
        let name = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard (3...32).contains(name.count),
            name.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            })
        else {
            throw GalleryError(
                .badRequest("a user name has 3-32 letters a-z, digits and . - _"), at: "field username")
        }
        return name
    }

    /// 8–72 bytes of UTF-8 (bcrypt reads at most 72 bytes: a longer password would be cut
    /// silently, so it is refused instead).
    package static func validatedPassword(_ raw: String?) throws(GalleryError) -> String {
        let password = raw ?? ""
        guard (8...72).contains(password.utf8.count) else {
            throw GalleryError(.badRequest("a password has 8-72 bytes"), at: "field password")
        }
        guard !password.utf8.contains(0) else {
            throw GalleryError(.badRequest("a password cannot contain a NUL character"), at: "field password")
        }
        return password
    }
}
