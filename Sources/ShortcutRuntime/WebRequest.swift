import Foundation

/// One HTTP request of Get Contents of URL.
public struct WebRequest: Sendable, Hashable {
    public var url: String
    public var method: String
    /// Header fields in the order the action lists them.
    public var headers: [WebHeader]
    public var body: Data?

    public init(url: String, method: String = "GET", headers: [WebHeader] = [], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}
