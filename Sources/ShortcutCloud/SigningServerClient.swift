import BoundedHTTP
import Foundation
import PropertyList
import ShortcutSigning

/// Signs shortcuts through a signing server: a Mac that runs `shortcuts sign` behind HTTP, for
/// people with no signing identity of their own.
///
/// The protocol is the one Cherri and the shortcut-signing-server project use: `POST` the URL
/// (normally ending in `/sign`) with `Content-Type: application/json` and the body
/// `{"shortcutName": NAME, "shortcut": XML-PLIST-TEXT}`; status 200 answers with the signed file
/// (`application/octet-stream`), anything else with a plain-text reason. Which mode the server
/// signs in (iCloud `anyone` or contact) is the server's choice.
public struct SigningServerClient: Sendable {
    /// The endpoint to post to.
    public var url: URL
    /// Upper bound for one request, connect to last byte (signing on a Mac takes seconds).
    public var requestTimeout: Duration
    /// Largest answer accepted.
    public var maxResponseBytes: Int
    /// The HTTP client the request goes through.
    package let httpClient: BoundedHTTPClient

    /// A client posting to `url` through `httpClient`.
    public init(
        url: URL, httpClient: BoundedHTTPClient, requestTimeout: Duration = .seconds(120),
        maxResponseBytes: Int = 64 << 20
    ) {
        self.url = url
        self.httpClient = httpClient
        self.requestTimeout = requestTimeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// The JSON body the server expects.
    package static func requestBody(name: String, workflowXML: Data) throws(SigningError) -> Data {
        guard let text = String(data: workflowXML, encoding: .utf8) else {
            throw SigningError(.badInput("the XML plist is not UTF-8"), at: "request body")
        }
        do {
            return try JSONSerialization.data(
                withJSONObject: ["shortcutName": name, "shortcut": text], options: [.sortedKeys])
        } catch {
            throw SigningError(.badInput("cannot encode the request (\(error))"), at: "request body")
        }
    }

    /// Posts the workflow (as XML plist text) and returns the signed file the server sends back.
    ///
    /// - Throws: `SigningError` `.server` with the status and the server's reason, on timeouts
    ///   and connection failures, and when the answer is not an `AEA1` file.
    public func sign(workflowXML: Data, name: String) async throws(SigningError) -> Data {
        let body = try Self.requestBody(name: name, workflowXML: workflowXML)
        let request = BoundedHTTPRequest(
            url: url.absoluteString, method: "POST",
            headers: [
                BoundedHTTPHeader(name: "Content-Type", value: "application/json"),
                BoundedHTTPHeader(name: "Accept", value: "application/octet-stream"),
            ], body: body)
        let location = url.absoluteString
        let response: BoundedHTTPResponse
        do {
            response = try await httpClient.send(request, timeout: requestTimeout, maximumBytes: maxResponseBytes)
        } catch {
            switch error.reason {
            case .tooLarge(let limit):
                throw SigningError(.server("the answer exceeds \(limit) bytes"), at: location)
            default:
                throw SigningError(.server("request failed (\(error))"), at: location)
            }
        }
        let data = response.body
        guard response.status == 200 else {
            let reason = String(decoding: data.prefix(300), as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw SigningError(.server("HTTP \(response.status)\(reason.isEmpty ? "" : ": \(reason)")"), at: location)
        }
        guard AEAContainer.hasMagic(data) else {
            let head = data.prefix(8).hexString
            throw SigningError(
                .server("the answer is not a signed shortcut (starts with \(head), not AEA1)"), at: location)
        }
        return data
    }
}
