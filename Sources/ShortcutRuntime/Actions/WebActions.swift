import Foundation
import OrderedCollections
import TextEscaping

extension RuntimeRegistry {
    /// Get Contents of URL and Get Contents of Web Page: over real HTTP only when the run was
    /// given a ``WebTransport``; else from a stub for the URL; else the run fails naming the
    /// action, without making any request.
    mutating func registerWebActions() {
        native("is.workflow.actions.downloadurl") { call in
            let input = try call.input("WFURL", "WFInput")
            var results: [RuntimeValue] = []
            for item in input.items {
                guard let url = call.coercion.url(item) else {
                    throw ActionFailure.parameter("WFURL", "“\(call.coercion.text(item))” is not a URL")
                }
                let request = try Self.request(for: url, call)
                results.append(try await Self.fetch(request, call))
            }
            return .collapsing(results)
        }
        native("is.workflow.actions.url.expand") { call in
            let input = try call.input("URL", "WFInput")
            guard let url = call.coercion.url(input) else {
                throw ActionFailure.parameter("URL", "“\(call.coercion.text(input))” is not a URL")
            }
            // Without network the stub for the URL is the expanded URL; with it, where redirects end.
            guard let transport = call.webTransport else {
                return try await Self.fetch(WebRequest(url: url, method: "HEAD"), call)
            }
            let response = try await transport.send(
                WebRequest(url: url, method: "HEAD"), timeout: call.remainingTime,
                maximumBytes: call.limits.maximumResponseBytes)
            return .url(response.finalURL ?? url)
        }
        native("is.workflow.actions.url.getheaders") { call in
            // A HEAD request; its header fields as a dictionary. Without network, the stub for
            // the URL is the dictionary.
            let input = try call.input("WFInput")
            var results: [RuntimeValue] = []
            for item in input.items {
                guard let url = call.coercion.url(item) else {
                    throw ActionFailure.parameter("WFInput", "“\(call.coercion.text(item))” is not a URL")
                }
                let request = WebRequest(url: url, method: "HEAD")
                guard let transport = call.webTransport else {
                    results.append(try await Self.fetch(request, call))
                    continue
                }
                let response = try await transport.send(
                    request, timeout: call.remainingTime,
                    maximumBytes: call.limits.maximumResponseBytes)
                var members = OrderedDictionary<String, RuntimeValue>()
                for header in response.headers { members[header.name] = .text(header.value) }
                results.append(.dictionary(members))
            }
            return .collapsing(results)
        }
        native("is.workflow.actions.rss.extract") { call in
            // The feeds a page announces: `<link rel="alternate">` of an RSS or Atom type, as
            // absolute URLs.
            let input = try call.input("WFURLs", "WFInput")
            var feeds: [RuntimeValue] = []
            for item in input.items {
                guard let url = call.coercion.url(item) else {
                    throw ActionFailure.parameter("WFURLs", "“\(call.coercion.text(item))” is not a URL")
                }
                let page = call.coercion.text(try await Self.fetch(WebRequest(url: url), call))
                feeds += FeedLinks.feeds(inHTML: page, base: url).map(RuntimeValue.url)
            }
            return .list(feeds)
        }
        native("is.workflow.actions.rss") { call in
            // The feed's first items (WFRSSItemQuantity, 10 by default) as article dictionaries
            // (``FeedItems``). Without the key the app uses its default feed, the catalog's
            // default URL.
            let feed = try call.value("WFRSSFeedURL") ?? .text("https://www.apple.com/newsroom/rss-feed.rss")
            let quantity = try call.number("WFRSSItemQuantity") ?? 10
            guard quantity.isFinite, quantity >= 1 else {
                throw ActionFailure.parameter("WFRSSItemQuantity", "\(RuntimeCoercion.text(of: quantity)) items")
            }
            let limit = min(call.limits.maximumItems, RuntimeCoercion.integer(quantity))
            var items: [RuntimeValue] = []
            for item in feed.items {
                guard let url = call.coercion.url(item) else {
                    throw ActionFailure.parameter("WFRSSFeedURL", "“\(call.coercion.text(item))” is not a URL")
                }
                items += try await Self.readFeed(url, call) { bytes throws(FeedItems.Failure) in
                    try FeedItems.items(in: bytes, base: url, limit: limit, coercion: call.coercion)
                }
            }
            return .list(items)
        }
        native("is.workflow.actions.getwebpagecontents") { call in
            let input = try call.input("WFInput")
            guard let url = call.coercion.url(input) else {
                throw ActionFailure.parameter("WFInput", "“\(call.coercion.text(input))” is not a URL")
            }
            let page = try await Self.fetch(WebRequest(url: url), call)
            return .text(HTMLText.plainText(fromHTML: call.coercion.text(page)))
        }
    }

    /// The feed at `url` (fetched like any page, within the run's text limit) read by `read`;
    /// XML that is not well-formed or not a feed fails naming the URL.
    static func readFeed<Result>(
        _ url: String, _ call: ActionCall, _ read: ([UInt8]) throws(FeedItems.Failure) -> Result
    ) async throws -> Result {
        let document = try await fetch(WebRequest(url: url), call)
        let bytes: [UInt8]
        switch document {
        case .file(let file): bytes = Array(file.data)
        default: bytes = Array(call.coercion.text(document).utf8)
        }
        guard bytes.count <= call.limits.maximumTextBytes else {
            throw ActionFailure(
                .tooLarge("the feed \(url) is \(bytes.count) bytes (limit \(call.limits.maximumTextBytes))"))
        }
        do {
            return try read(bytes)
        } catch .xml(let error) {
            throw ActionFailure.failed("the feed \(url) is not well-formed XML: \(error)")
        } catch .notAFeed(let root) {
            throw ActionFailure.failed("\(url) is not an RSS or Atom feed (its root element is <\(root)>)")
        }
    }

    /// The request as the action describes it: method, headers, and a JSON, form or file body.
    static func request(for url: String, _ call: ActionCall) throws -> WebRequest {
        let method = try call.option("WFHTTPMethod", default: "GET").uppercased()
        var request = WebRequest(url: url, method: method)
        if let headers = try call.value("WFHTTPHeaders"), let members = call.coercion.dictionary(headers) {
            request.headers = members.map { WebHeader(name: $0.key, value: call.coercion.text($0.value)) }
        }
        guard method != "GET" else { return request }
        switch try call.option("WFHTTPBodyType", default: "JSON") {
        case "JSON":
            let members = try call.value("WFJSONValues").flatMap(call.coercion.dictionary) ?? [:]
            request.body = Data(RuntimeJSON.text(for: .dictionary(members)).utf8)
            request.setDefaultHeader("Content-Type", "application/json")
        case "Form":
            let members = try call.value("WFFormValues").flatMap(call.coercion.dictionary) ?? [:]
            let encoded = members.map { key, value in
                PercentEncoding.encode(key) + "=" + PercentEncoding.encode(call.coercion.text(value))
            }
            request.body = Data(encoded.joined(separator: "&").utf8)
            request.setDefaultHeader("Content-Type", "application/x-www-form-urlencoded")
        case "File":
            let file = try call.value("WFRequestVariable") ?? .nothing
            request.body = call.coercion.file(file).data
        case let other:
            throw ActionFailure.parameter("WFHTTPBodyType", "unknown body type “\(other)”")
        }
        return request
    }

    /// Sends the request (network), or answers it from a stub, or fails without a request.
    static func fetch(_ request: WebRequest, _ call: ActionCall) async throws -> RuntimeValue {
        guard let transport = call.webTransport else {
            if let stubs = call.services as? StubServices, let stubbed = stubs.response(for: request.url) {
                return stubbed
            }
            let device = DeviceRequest(
                actionIndex: call.index, identifier: call.action.identifier, actionName: call.name,
                input: .url(request.url),
                parameters: ["WFURL": .url(request.url), "WFHTTPMethod": .text(request.method)])
            if let stubbed = try await call.services.output(for: device) { return stubbed }
            throw ActionFailure(.networkDisabled(url: request.url))
        }
        let remaining = call.remainingTime
        guard remaining > .zero else { throw call.timedOut() }
        let response = try await transport.send(
            request, timeout: remaining, maximumBytes: call.limits.maximumResponseBytes)
        return content(of: response, url: request.url)
    }

    /// A response as content: JSON → dictionary or list, text types → text, others → a file.
    static func content(of response: WebResponse, url: String) -> RuntimeValue {
        let type = response.contentType?.lowercased() ?? ""
        let text = String(data: response.body, encoding: .utf8)
        if type.contains("json"), let text, let parsed = try? RuntimeJSON.parse(text) { return parsed }
        if type.hasPrefix("text/") || type.isEmpty || type.contains("xml") || type.contains("javascript"), let text {
            return .text(text)
        }
        let name = URL(string: url)?.lastPathComponent ?? "Download"
        return .file(RuntimeFile(name: name.isEmpty ? "Download" : name, type: type, data: response.body))
    }
}

extension WebRequest {
    mutating func setDefaultHeader(_ name: String, _ value: String) {
        if !headers.contains(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
            headers.append(WebHeader(name: name, value: value))
        }
    }
}
