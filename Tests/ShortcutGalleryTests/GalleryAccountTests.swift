import Foundation
import ShortcutGallery
import ShortcutKit
import Testing

/// Accounts, sessions, ownership and forged forms, on a real server over SQLite and PostgreSQL,
/// through the HTML forms and the JSON API: every refusal is the right status and leaves every
/// row as it was.
@Suite struct GalleryAccountTests {
    static func file(_ name: String, texts: [String] = ["hello"]) throws -> Data {
        try GalleryFixtures.binary(GalleryFixtures.shortcut(name: name, texts: texts))
    }

    /// The id in a `Location: /shortcuts/12?version=1`.
    static func shortcutID(_ reply: Reply) -> Int? {
        guard let location = reply.headers.first(name: "Location"), location.hasPrefix("/shortcuts/") else {
            return nil
        }
        return Int(location.dropFirst("/shortcuts/".count).prefix { $0.isNumber })
    }

    @Test(arguments: StorageKind.allCases)
    func signUpSignInUploadAndAddAVersionThroughTheForms(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let ann = BrowserSession(http: g.http, base: g.base)
            // Before signing up: the add page sends to sign-in, the top bar offers both.
            let add = try await ann.get("/add")
            #expect(add.status == 303 && add.headers.first(name: "Location") == "/signin")
            let signupPage = try await ann.get("/signup")
            #expect(signupPage.text.contains("name=\"username\"") && signupPage.text.contains("name=\"password\""))
            #expect(signupPage.text.contains("name=\"csrf\""))
            #expect(!signupPage.text.contains("<script"))

            let signedUp = try await ann.signUp("Ann", password: "correct horse battery")
            #expect(signedUp.status == 303, "\(signedUp.text.prefix(400))")
            let cookie = try #require(signedUp.headers["Set-Cookie"].first { $0.hasPrefix("gallery_session=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(!cookie.contains("Secure"))  // plain HTTP without --trust-proxy
            let account = try await ann.get("/account")
            #expect(account.status == 200)
            #expect(account.text.contains("<h1 class=\"g-h1\">ann</h1>"))  // names are lower case
            #expect(account.text.contains("action=\"/signout\""))

            // Upload through the add page's form, then a second version from the shortcut's page.
            let uploaded = try await ann.postMultipart(
                "/add", file: try Self.file("Commute", texts: ["leave"]), fileName: "Commute.shortcut",
                tokenFrom: "/add")
            #expect(uploaded.status == 303, "\(uploaded.text.prefix(400))")
            let id = try #require(Self.shortcutID(uploaded))
            let page = try await ann.get("/shortcuts/\(id)")
            #expect(page.text.contains("added by ann"))
            #expect(page.text.contains("action=\"/shortcuts/\(id)/versions\""))
            let version = try await ann.postMultipart(
                "/shortcuts/\(id)/versions", file: try Self.file("Commute", texts: ["leave", "now"]),
                fileName: "Commute.shortcut", tokenFrom: "/shortcuts/\(id)")
            #expect(version.status == 303, "\(version.text.prefix(400))")
            #expect(version.headers.first(name: "Location") == "/shortcuts/\(id)?version=2")
            let stored = try #require(try await g.storage.shortcut(id: Int64(id)))
            #expect(stored.latestVersion == 2)
            #expect(stored.ownerID != nil && stored.uploader == "ann")
            // A visitor sees the page without the owner's forms.
            let stranger = try await g.get("/shortcuts/\(id)")
            #expect(stranger.text.contains("version 2 of 2"))
            #expect(!stranger.text.contains("/versions\" method=\"post\""))

            // Sign out, then a wrong password, then the right one.
            #expect(try await ann.signOut().status == 303)
            #expect(try await ann.get("/account").status == 303)
            let wrong = try await ann.signIn("ann", password: "wrong password!")
            #expect(wrong.status == 401)
            #expect(wrong.text.contains("wrong user name or password"))
            let unknown = try await ann.signIn("nobody", password: "wrong password!")
            #expect(unknown.status == 401)
            #expect(unknown.text.contains("wrong user name or password"))
            #expect(try await ann.signIn("ANN", password: "correct horse battery").status == 303)
            #expect(try await ann.get("/account").text.contains("Commute"))

            // A name taken (any letter case) and bad names or passwords come back as the form with the reason.
            let other = BrowserSession(http: g.http, base: g.base)
            let taken = try await other.signUp("ann", password: "another password")
            #expect(taken.status == 409)
            #expect(taken.text.contains("taken"))
            #expect(try await other.signUp("a", password: "long enough").status == 400)
            #expect(try await other.signUp("<b>x</b>", password: "long enough").status == 400)
            #expect(try await other.signUp("bob", password: "short").status == 400)
            #expect(try await other.signUp("bob", password: String(repeating: "p", count: 73)).status == 400)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func anotherAccountCannotAddVersionsToOrDeleteYourShortcut(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind, configuration: GalleryConfiguration(adminToken: "admin-token-1234")) {
            g in
            let mine = try await g.upload(try Self.file("Mine"), name: "Mine.shortcut")
            let id = try #require(try mine.json()["shortcutID"] as? Int)
            let mallory = try await g.makeAccount("mallory")
            let malloryBrowser = try await g.browser(signedInAs: mallory)
            let before = try await g.snapshot()

            // The API: a version or a delete with mallory's token is 403; without a token 401.
            let version = try await g.addVersion(id, try Self.file("Mine", texts: ["evil"]), token: mallory.token)
            #expect(version.status == 403, "\(version.text)")
            #expect(try version.json()["error"] as? String == "refused: only the shortcut's owner adds versions")
            #expect(try await g.addVersion(id, try Self.file("Mine"), token: "").status == 401)
            #expect(try await g.addVersion(id, try Self.file("Mine"), token: "skg_not-a-token").status == 401)
            let delete = try await g.request(
                .DELETE, "/api/shortcuts/\(id)", headers: [("Authorization", "Bearer " + mallory.token)])
            #expect(delete.status == 403)
            #expect(try await g.request(.DELETE, "/api/shortcuts/\(id)").status == 401)
            // The admin token deletes but does not add.
            let adminAdd = try await g.addVersion(id, try Self.file("Mine"), token: "admin-token-1234")
            #expect(adminAdd.status == 403)

            // The forms, with mallory's own valid session and token: still 403.
            let formVersion = try await malloryBrowser.postMultipart(
                "/shortcuts/\(id)/versions", file: try Self.file("Mine", texts: ["evil"]), fileName: "Mine.shortcut",
                tokenFrom: "/account")
            #expect(formVersion.status == 403, "\(formVersion.text.prefix(300))")
            let formDelete = try await malloryBrowser.post("/shortcuts/\(id)/delete", fields: [], tokenFrom: "/account")
            #expect(formDelete.status == 403)
            // Mallory's page view has no owner's forms.
            #expect(!(try await malloryBrowser.get("/shortcuts/\(id)").text.contains("/delete\" method=\"post\"")))
            #expect(try await g.snapshot() == before, "a refused request changed the storage")
            #expect(try await g.storage.shortcut(id: Int64(id))?.latestVersion == 1)

            // The owner's own token deletes; an unowned id is 404.
            let deleted = try await g.request(
                .DELETE, "/api/shortcuts/\(id)", headers: [("Authorization", "Bearer " + g.owner.token)])
            #expect(deleted.status == 204)
            #expect(try await g.storage.shortcut(id: Int64(id)) == nil)
            let again = try await g.upload(try Self.file("Second"))
            let secondID = try #require(try again.json()["shortcutID"] as? Int)
            let formDeleted = try await g.browser.post(
                "/shortcuts/\(secondID)/delete", fields: [], tokenFrom: "/shortcuts/\(secondID)")
            #expect(formDeleted.status == 303)
            #expect(try await g.storage.shortcut(id: Int64(secondID)) == nil)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func anonymousWritesAreRefusedByDefaultAndAllowedOnlyWhenAsked(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let before = try await g.snapshot()
            let api = try await g.upload(try Self.file("Anon"), token: "")
            #expect(api.status == 401)
            #expect(api.headers.first(name: "WWW-Authenticate") == "Bearer")
            let iCloud = try await g.request(
                .POST, "/api/shortcuts/icloud", body: Data(#"{"link": "0123456789abcdef0123456789abcdef"}"#.utf8))
            #expect(iCloud.status == 401)
            // A visitor with a valid pre-session form token (from the sign-in page) is still refused.
            let visitor = BrowserSession(http: g.http, base: g.base)
            let form = try await visitor.postMultipart(
                "/add", file: try Self.file("Anon"), fileName: "Anon.shortcut", tokenFrom: "/signin")
            #expect(form.status == 401, "\(form.status) \(form.text.prefix(300))")
            #expect(try await g.snapshot() == before)
        }
        var open = GalleryConfiguration()
        open.allowsAnonymousUploads = true
        try await GalleryHarness.with(kind, configuration: open) { g in
            let api = try await g.upload(try Self.file("Anon"), token: "", uploader: "passer-by")
            #expect(api.status == 201, "\(api.text)")
            let id = try #require(try api.json()["shortcutID"] as? Int)
            let stored = try #require(try await g.storage.shortcut(id: Int64(id)))
            #expect(stored.ownerID == nil && stored.uploader == "passer-by")
            // No one can add versions to it, not even with a valid token.
            #expect(try await g.addVersion(id, try Self.file("Anon")).status == 403)
            // The same upload again is another shortcut; a hostile label is refused.
            let again = try await g.upload(try Self.file("Anon"), token: "", uploader: "passer-by")
            #expect(try again.json()["shortcutID"] as? Int != id)
            #expect(try await g.upload(try Self.file("Anon"), token: "", uploader: "<b>x</b>").status == 400)
            // The add page's form works for a visitor (with the pre-session token).
            let visitor = BrowserSession(http: g.http, base: g.base)
            let page = try await visitor.get("/add")
            #expect(page.status == 200 && page.text.contains("name=\"uploader\""))
            let form = try await visitor.postMultipart(
                "/add", fields: [("uploader", "walker")], file: try Self.file("Walk"), fileName: "Walk.shortcut",
                tokenFrom: "/add")
            #expect(form.status == 303, "\(form.text.prefix(300))")
        }
    }

    @Test(arguments: StorageKind.allCases)
    func forgedAndCrossOriginFormsAreRefusedAndChangeNothing(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let file = try Self.file("Forged")
            let ownToken = try #require(try await g.browser.formToken(from: "/add"))
            let mallory = try await g.makeAccount("mallory")
            let malloryToken = try #require(try await g.browser(signedInAs: mallory).formToken(from: "/add"))
            #expect(ownToken != malloryToken)
            let before = try await g.snapshot()
            let cases: [(String, String??, [(String, String)])] = [
                ("no token", .some(nil), []),
                ("another session's token", .some(malloryToken), []),
                ("a made-up token", .some(String(repeating: "0", count: 64)), []),
                ("a cross-site Origin", nil, [("Origin", "http://evil.example")]),
                ("an Origin on another port", nil, [("Origin", "http://127.0.0.1:9")]),
                ("Origin null", nil, [("Origin", "null")]),
                ("Sec-Fetch-Site: cross-site", nil, [("Sec-Fetch-Site", "cross-site")]),
            ]
            for (label, csrf, headers) in cases {
                let upload = try await g.browser.postMultipart(
                    "/add", file: file, fileName: "Forged.shortcut", tokenFrom: "/add", csrf: csrf,
                    extraHeaders: headers)
                #expect(upload.status == 403, "upload with \(label): \(upload.status)")
                #expect(upload.text.contains("Request refused"))
                let token = try await g.browser.post(
                    "/account/tokens", fields: [("name", "forged")], tokenFrom: "/account", csrf: csrf,
                    extraHeaders: headers)
                #expect(token.status == 403, "token with \(label): \(token.status)")
                let signOut = try await g.browser.post(
                    "/signout", fields: [], tokenFrom: "/", csrf: csrf, extraHeaders: headers)
                #expect(signOut.status == 403, "sign-out with \(label)")
            }
            #expect(try await g.snapshot() == before, "a refused form changed the storage")
            // The session survived every forged sign-out.
            #expect(try await g.browser.get("/account").status == 200)
            // The same origin with the right token is fine.
            let sameOrigin = try await g.browser.postMultipart(
                "/add", file: file, fileName: "Forged.shortcut", tokenFrom: "/add",
                extraHeaders: [("Origin", g.base), ("Sec-Fetch-Site", "same-origin")])
            #expect(sameOrigin.status == 303)
            // A sign-in form cannot be posted for someone else's browser either (login CSRF).
            let visitor = BrowserSession(http: g.http, base: g.base)
            let login = try await visitor.post(
                "/signin", fields: [("username", "owner"), ("password", g.owner.password)], csrf: .some(nil))
            #expect(login.status == 403)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func tokensAreMadeShownOnceUsedAndRevokedOnTheAccountPage(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let made = try await g.browser.post("/account/tokens", fields: [("name", "laptop")], tokenFrom: "/account")
            #expect(made.status == 200)
            #expect(made.headers.first(name: "Cache-Control") == "no-store")
            let token = try #require(
                made.text.components(separatedBy: "<code class=\"g-token\">").dropFirst().first?.prefix {
                    $0 != "<"
                })
            #expect(token.hasPrefix("skg_") && token.count == 47)
            // Shown once: the account page lists it by name only.
            let page = try await g.browser.get("/account")
            #expect(page.text.contains("laptop"))
            #expect(!page.text.contains(String(token)))

            let upload = try await g.upload(try Self.file("Tokened"), token: String(token))
            #expect(upload.status == 201)
            let me = try await g.request(.GET, "/api/account", headers: [("Authorization", "Bearer \(token)")])
            #expect(try me.json()["username"] as? String == "owner")

            // Revoke it through its form: it stops working at once.
            let tokens = try await g.storage.apiTokens(accountID: g.owner.id)
            let listed = try #require(tokens.first { $0.name == "laptop" })
            let revoked = try await g.browser.post(
                "/account/tokens/\(listed.id)/revoke", fields: [], tokenFrom: "/account")
            #expect(revoked.status == 303)
            let refused = try await g.upload(try Self.file("Tokened"), token: String(token))
            #expect(refused.status == 401)
            #expect(
                try refused.json()["error"] as? String == "the API token is not valid (revoked, or never issued here)")
            // Another account cannot revoke the owner's remaining token.
            let other = try await g.browser(signedInAs: try await g.makeAccount("other"))
            let remaining = try #require(try await g.storage.apiTokens(accountID: g.owner.id).first)
            let foreign = try await other.post(
                "/account/tokens/\(remaining.id)/revoke", fields: [], tokenFrom: "/account")
            #expect(foreign.status == 404)
            #expect(try await g.upload(try Self.file("Still")).status == 201)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func passwordsTokensAndSessionsAreNotStoredInClear(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let password = "Zebra-Umbrella-42-secret"
            let browser = BrowserSession(http: g.http, base: g.base)
            #expect(try await browser.signUp("carol", password: password).status == 303)
            let session = try #require(await browser.cookies["gallery_session"])
            let made = try await browser.post("/account/tokens", fields: [("name", "ci")], tokenFrom: "/account")
            let token = try #require(
                made.text.components(separatedBy: "<code class=\"g-token\">").dropFirst().first?.prefix {
                    $0 != "<"
                })
            let cells = try await RawDatabase.allCells(g)
            #expect(cells.count > 10)
            for secret in [password, session, String(token), g.owner.password, g.owner.token] {
                let found = cells.filter { $0.value.contains(secret) }
                #expect(found.isEmpty, "a secret is stored in clear in \(found.map { "\($0.table).\($0.column)" })")
            }
            let hashes = cells.filter { $0.table == "accounts" && $0.column == "password_hash" }.map(\.value)
            #expect(hashes.count == 2)
            // bcrypt, at the tests' explicit low cost (the default cost is checked in GalleryServeSetUpTests and GalleryAccountUnitTests).
            #expect(hashes.allSatisfy { $0.hasPrefix("$2b$04$") && $0.count == 60 }, "\(hashes)")
        }
    }

    @Test(arguments: StorageKind.allCases)
    func sessionsLiveInTheStorageSoTheySurviveARestartAndAreShared(kind: StorageKind) async throws {
        try await GalleryHarness.with(kind) { g in
            let session = try #require(await g.browser.cookies["gallery_session"])
            // Another server on the same database (after a restart, or beside this one): the
            // same cookie is the same account.
            try await g.withSecondServer { second in
                await second.browser.setCookie("gallery_session", session)
                let account = try await second.browser.get("/account")
                #expect(account.status == 200)
                #expect(account.text.contains("<h1 class=\"g-h1\">owner</h1>"))
                // A form token from one server's page is good on the other (it derives from the session).
                let uploaded = try await second.browser.postMultipart(
                    "/add", file: try Self.file("Shared"), fileName: "Shared.shortcut", tokenFrom: "/add")
                #expect(uploaded.status == 303)
                // Signing out on one server ends the session on both.
                #expect(try await second.browser.signOut().status == 303)
            }
            #expect(try await g.browser.get("/account").status == 303)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func signInAttemptsAreLimitedPerAccountAndPerAddress(kind: StorageKind) async throws {
        var configuration = GalleryConfiguration()
        configuration.accountSignInBurst = 3
        configuration.accountSignInsPerMinute = 1
        configuration.signInBurst = 5
        configuration.signInsPerMinute = 1
        try await GalleryHarness.with(kind, configuration: configuration) { g in
            // The harness signed the owner in once already: two more tries on that account.
            let guesser = BrowserSession(http: g.http, base: g.base)
            #expect(try await guesser.signIn("owner", password: "guess one!").status == 401)
            #expect(try await guesser.signIn("owner", password: "guess two!").status == 401)
            let limited = try await guesser.signIn("owner", password: g.owner.password)
            #expect(limited.status == 429, "\(limited.status)")
            #expect(Int(limited.headers.first(name: "Retry-After") ?? "") ?? 0 >= 1)
            // Other names from the same address: the address's own limit ends them too.
            #expect(try await guesser.signIn("someone", password: "guess three").status == 401)
            #expect(try await guesser.signIn("someone", password: "guess four!").status == 429)
        }
    }

    @Test(arguments: StorageKind.allCases)
    func aClosedGalleryHasNoSignUp(kind: StorageKind) async throws {
        var configuration = GalleryConfiguration()
        configuration.allowsSignUp = false
        try await GalleryHarness.with(kind, configuration: configuration) { g in
            let visitor = BrowserSession(http: g.http, base: g.base)
            let page = try await visitor.get("/signup")
            #expect(page.status == 403)
            #expect(!(try await visitor.get("/").text.contains("href=\"/signup\"")))
            let before = try await g.snapshot()
            let tried = try await visitor.post(
                "/signup", fields: [("username", "newbie"), ("password", "long enough")], tokenFrom: "/signin")
            #expect(tried.status == 403)
            #expect(try await g.snapshot() == before)
        }
    }

    @Test func behindATrustedProxyCookiesAreSecureAndTheForwardedAddressIsTheClient() async throws {
        var configuration = GalleryConfiguration()
        configuration.trustsProxy = true
        configuration.signInBurst = 2
        configuration.signInsPerMinute = 1
        try await GalleryHarness.with(.sqlite, configuration: configuration) { g in
            let browser = BrowserSession(http: g.http, base: g.base)
            let proxied = [("X-Forwarded-Proto", "https"), ("X-Forwarded-For", "203.0.113.7, 10.0.0.1")]
            let signedIn = try await browser.post(
                "/signin", fields: [("username", "owner"), ("password", g.owner.password)], tokenFrom: "/signin",
                extraHeaders: proxied)
            #expect(signedIn.status == 303)
            let cookie = try #require(signedIn.headers["Set-Cookie"].first { $0.hasPrefix("gallery_session=") })
            #expect(cookie.contains("Secure") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
            // The forwarded address is the one limited: 203.0.113.7 has used its two tries …
            let limited = try await browser.post(
                "/signin", fields: [("username", "x-user"), ("password", "wrong password")], tokenFrom: "/signin",
                extraHeaders: proxied)
            #expect(limited.status == 401)
            let third = try await browser.post(
                "/signin", fields: [("username", "y-user"), ("password", "wrong password")], tokenFrom: "/signin",
                extraHeaders: proxied)
            #expect(third.status == 429)
            // … while another client behind the same proxy is not.
            let other = try await browser.post(
                "/signin", fields: [("username", "z-user"), ("password", "wrong password")], tokenFrom: "/signin",
                extraHeaders: [("X-Forwarded-Proto", "https"), ("X-Forwarded-For", "198.51.100.9")])
            #expect(other.status == 401)
        }
        // Without --trust-proxy the same headers change nothing: no Secure cookie.
        try await GalleryHarness.with(.sqlite) { g in
            let browser = BrowserSession(http: g.http, base: g.base)
            let reply = try await browser.post(
                "/signin", fields: [("username", "owner"), ("password", g.owner.password)], tokenFrom: "/signin",
                extraHeaders: [("X-Forwarded-Proto", "https")])
            let cookie = try #require(reply.headers["Set-Cookie"].first { $0.hasPrefix("gallery_session=") })
            #expect(!cookie.contains("Secure"))
        }
    }
}
