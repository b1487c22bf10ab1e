import Foundation

/// Who an API request acts for: the admin (the `--admin-token`), or an account (one of its API
/// tokens).
package enum APICaller: Sendable, Equatable {
    case admin
    case account(GalleryAccount)

    /// The account, when the caller is one.
    package var account: GalleryAccount? {
        if case .account(let account) = self { return account }
        return nil
    }
}

extension GalleryService {
    // MARK: Accounts and sessions

    /// Makes an account (the password bcrypt-hashed); `.conflict` when the name is taken. Used by
    /// sign-up and by `--create-user`, which works even when sign-up is off.
    package func createAccount(username: String?, password: String?) async throws(GalleryError) -> GalleryAccount {
        let name = try AccountName.validated(username)
        let password = try AccountName.validatedPassword(password)
        let hash = try await read { try await configuration.passwordHasher.hash(password) }
        return try await read { try await storage.createAccount(username: name, passwordHash: hash) }
    }

    /// Sign-up from the form: refused (403) when the gallery is closed; signs the new account in.
    package func signUp(username: String?, password: String?) async throws(GalleryError) -> (
        account: GalleryAccount, session: String
    ) {
        guard configuration.allowsSignUp else {
            throw GalleryError(.forbidden("this gallery is closed to new accounts"))
        }
        let account = try await createAccount(username: username, password: password)
        return (account, try await startSession(for: account))
    }

    /// Checks a password, rate-limited per client address and per account before any hashing.
    /// An unknown name costs the same bcrypt work as a wrong password, so timing does not tell
    /// which names exist; both answer with the same message.
    package func signIn(username: String?, password: String?, client: String) async throws(GalleryError) -> (
        account: GalleryAccount, session: String
    ) {
        if let wait = await signInsByAddress.check(client) { throw GalleryError(.rateLimited(retryAfter: wait)) }
        let name = (username ?? "").trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let wait = await signInsByAccount.check(String(name.prefix(64))) {
            throw GalleryError(.rateLimited(retryAfter: wait))
        }
        let password = password ?? ""
        let wrong = GalleryError(.unauthorized("wrong user name or password"))
        guard let found = try await read({ try await storage.credentials(username: name) }) else {
            _ = try await read { try await configuration.passwordHasher.hash(password) }
            throw wrong
        }
        guard try await read({ try await configuration.passwordHasher.verify(password, hash: found.passwordHash) })
        else { throw wrong }
        return (found.account, try await startSession(for: found.account))
    }

    /// A new session for `account`: returns the secret for the cookie; only its hash is stored.
    func startSession(for account: GalleryAccount) async throws(GalleryError) -> String {
        let secret = Secrets.random()
        let expires = Date().addingTimeInterval(configuration.sessionLifetime)
        try await read {
            try await storage.createSession(tokenHash: Secrets.hash(secret), accountID: account.id, expiresAt: expires)
        }
        return secret
    }

    /// The account signed in with the session cookie `secret`, or nil (unknown or expired).
    package func account(session secret: String) async throws(GalleryError) -> GalleryAccount? {
        try await read { try await storage.account(sessionHash: Secrets.hash(secret), now: Date()) }
    }

    /// Ends the session.
    package func signOut(session secret: String) async throws(GalleryError) {
        try await read { try await storage.deleteSession(tokenHash: Secrets.hash(secret)) }
    }

    // MARK: API tokens

    /// A new API token for `account`: the token itself (shown once) and its listing.
    package func createAPIToken(for account: GalleryAccount, name: String?) async throws(GalleryError) -> (
        token: String, listing: GalleryAPIToken
    ) {
        let label = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...64).contains(label.count),
            !label.unicodeScalars.contains(where: {
                $0.properties.isNoncharacterCodePoint || CharacterSet.controlCharacters.contains($0)
            })
        else { throw GalleryError(.badRequest("a token name has 1-64 characters"), at: "field name") }
        let token = Secrets.random(prefix: Secrets.apiTokenPrefix)
        let listing = try await read {
            try await storage.createAPIToken(accountID: account.id, name: label, tokenHash: Secrets.hash(token))
        }
        return (token, listing)
    }

    /// Revokes one of `account`'s tokens; 404 for a token it does not have.
    package func revokeAPIToken(_ id: Int64, of account: GalleryAccount) async throws(GalleryError) {
        guard try await read({ try await storage.revokeAPIToken(id: id, accountID: account.id) }) else {
            throw GalleryError(.notFound("token \(id)"))
        }
    }

    /// Who an `Authorization` header speaks for: nil without one; 401 when it is not a bearer
    /// token this gallery knows (the admin token is compared in constant time).
    package func apiCaller(authorization header: String?) async throws(GalleryError) -> APICaller? {
        guard let header else { return nil }
        guard header.hasPrefix("Bearer ") else {
            throw GalleryError(.unauthorized("expected Authorization: Bearer <token>"))
        }
        let token = String(header.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
        if let admin = configuration.adminToken, Secrets.constantTimeEqual(token, admin) { return .admin }
        guard token.hasPrefix(Secrets.apiTokenPrefix), token.utf8.count < 200,
            let account = try await read({
                try await storage.account(apiTokenHash: Secrets.hash(token))
            })
        else { throw GalleryError(.unauthorized("the API token is not valid (revoked, or never issued here)")) }
        return .account(account)
    }

    /// The account named `username`; 404 when there is none.
    package func account(named username: String) async throws(GalleryError) -> GalleryAccount {
        let name = try AccountName.validated(username)
        guard let account = try await read({ try await storage.account(username: name) }) else {
            throw GalleryError(.notFound("account \(name)"))
        }
        return account
    }

    /// Makes `username` the owner of shortcut `id` (`--assign-owner`).
    package func assignOwner(shortcut id: Int64, to username: String) async throws(GalleryError) {
        let name = try AccountName.validated(username)
        guard let account = try await read({ try await storage.account(username: name) }) else {
            throw GalleryError(.notFound("account \(name)"))
        }
        guard
            try await read({ try await storage.assignOwner(shortcutID: id, accountID: account.id, username: name) })
        else { throw GalleryError(.notFound("shortcut \(id)")) }
    }
}
