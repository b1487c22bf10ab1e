import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A browser as the gallery's forms see it: a cookie jar, pages fetched with it, and forms
/// posted with the CSRF token read from the page that shows them (as a browser submits the
/// hidden field). Redirects are not followed, so tests see each 303 and its cookies.
actor BrowserSession {
    let http: HTTPClient
    let base: String
    private(set) var cookies: [String: String] = [:]

    init(http: HTTPClient, base: String) {
        self.http = http
        self.base = base
    }

    /// Sets or replaces a cookie (as another site's attacker cannot, but a test can).
    func setCookie(_ name: String, _ value: String?) {
        cookies[name] = value
    }

    func request(
        _ method: HTTPMethod, _ path: String, body: Data? = nil, headers: [(String, String)] = []
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: base + path)
        request.method = method
        if !cookies.isEmpty {
            request.headers.add(
                name: "Cookie",
                value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                    separator: "; "))
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await http.execute(request, timeout: .seconds(30))
        let collected = try await response.body.collect(upTo: 64 << 20)
        for line in response.headers["Set-Cookie"] {
            let pair = line.split(separator: ";").first.map(String.init) ?? ""
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = String(pair[..<equals])
            let value = String(pair[pair.index(after: equals)...])
            if value.isEmpty || line.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return Reply(status: Int(response.status.code), headers: response.headers, body: Data(buffer: collected))
    }

    func get(_ path: String) async throws -> Reply { try await request(.GET, path) }

    /// The CSRF token in the first form of `html`.
    static func formToken(in html: String) -> String? {
        guard let range = html.range(of: "name=\"csrf\" value=\"") else { return nil }
        let rest = html[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The token a browser would submit from page `path` (fetched now).
    func formToken(from path: String) async throws -> String? {
        Self.formToken(in: try await get(path).text)
    }

    /// An urlencoded form post. `csrf`: the token to send (default: the one on page `tokenFrom`);
    /// `extraHeaders` for `Origin` and the like.
    func post(
        _ path: String, fields: [(String, String)], tokenFrom page: String? = nil, csrf: String?? = nil,
        extraHeaders: [(String, String)] = []
    ) async throws -> Reply {
        var all = fields
        let token: String?
        if let csrf { token = csrf } else { token = try await formToken(from: page ?? "/account") }
        if let token { all.append(("csrf", token)) }
        let body = GalleryHarness.query(all).dropFirst()
        return try await request(
            .POST, path, body: Data(body.utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")] + extraHeaders)
    }

    /// A multipart form post with one file (field `file`) and text fields.
    func postMultipart(
        _ path: String, fields: [(String, String)] = [], file: Data, fileName: String, tokenFrom page: String? = nil,
        csrf: String?? = nil, extraHeaders: [(String, String)] = []
    ) async throws -> Reply {
        var all = fields
        let token: String?
        if let csrf { token = csrf } else { token = try await formToken(from: page ?? "/add") }
        if let token { all.append(("csrf", token)) }
        let boundary = "----gallery-test-\(UUID().uuidString)"
        var body = Data()
        for (name, value) in all {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n".utf8)
        body +=
            Data("Content-Type: application/octet-stream\r\n\r\n".utf8) + file + Data("\r\n--\(boundary)--\r\n".utf8)
        return try await request(
            .POST, path, body: body,
            headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")] + extraHeaders)
    }

    @discardableResult
    func signUp(_ username: String, password: String) async throws -> Reply {
        try await post("/signup", fields: [("username", username), ("password", password)], tokenFrom: "/signup")
    }

    @discardableResult
    func signIn(_ username: String, password: String) async throws -> Reply {
        try await post("/signin", fields: [("username", username), ("password", password)], tokenFrom: "/signin")
    }

    /// Signs in as `account`; fails the test's setup when the gallery does not answer 303.
    func signIn(_ account: TestAccount) async throws {
        let reply = try await signIn(account.username, password: account.password)
        guard reply.status == 303, cookies["gallery_session"] != nil else {
            throw BrowserError(
                message: "sign-in as \(account.username) failed: \(reply.status) \(reply.text.prefix(300))")
        }
    }

    func signOut() async throws -> Reply {
        try await post("/signout", fields: [], tokenFrom: "/")
    }

    struct BrowserError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
