import Foundation
import Hummingbird
import ShortcutGallery
import Testing

/// The served OpenAPI document and the router describe the same routes, method by method.
@Suite struct OpenAPIDocumentTests {
    static func document() throws -> [String: Any] {
        // The resource file the server copies into its bundle and serves at /api/openapi.json.
        let url = Self.sourceDocument()
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func sourceDocument() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/ShortcutGallery/Resources/openapi.json")
    }

    /// `GET /api/shortcuts/{id}` for every operation in the document.
    static func documented(_ document: [String: Any]) -> Set<String> {
        var out = Set<String>()
        for (path, value) in document["paths"] as? [String: Any] ?? [:] {
            for method in (value as? [String: Any] ?? [:]).keys { out.insert(method.uppercased() + " " + path) }
        }
        return out
    }

    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gallery-openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = GalleryService(
            storage: try SQLiteGalleryStorage(directory: folder), importer: GalleryHarness.importer, cloud: nil,
            configuration: GalleryConfiguration())
        let router = try GalleryServer(service: service).makeRouter()
        var routed = Set<String>()
        for route in router.routes {
            // Hummingbird writes captures as `:id`; OpenAPI as `{id}`.
            let path = route.path.description.split(separator: "/", omittingEmptySubsequences: false).map { part in
                part.hasPrefix(":") ? "{" + part.dropFirst() + "}" : String(part)
            }.joined(separator: "/")
            routed.insert(route.method.rawValue + " " + (path.isEmpty ? "/" : path))
        }
        let documented = Self.documented(try Self.document())
        #expect(routed.count >= 18)
        #expect(
            routed.subtracting(documented).isEmpty,
            "routes missing from openapi.json: \(routed.subtracting(documented).sorted())")
        #expect(
            documented.subtracting(routed).isEmpty,
            "documented but not routed: \(documented.subtracting(routed).sorted())")
    }

    @Test func theDocumentIsOpenAPI31WithResolvableReferences() throws {
        let document = try Self.document()
        #expect(document["openapi"] as? String == "3.1.0")
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        let components = document["components"] as? [String: Any] ?? [:]
        let pattern = try NSRegularExpression(pattern: "#/components/(schemas|responses)/([A-Za-z]+)")
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let kind = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            #expect((components[kind] as? [String: Any])?[name] != nil, "unresolved \(kind)/\(name)")
        }
    }

    /// Every API operation that writes names its security schemes and documents 401 and 403;
    /// the two bearer schemes exist.
    @Test func everyWritingAPIOperationDocumentsItsTokensAnd401And403() throws {
        let document = try Self.document()
        let schemes = ((document["components"] as? [String: Any])?["securitySchemes"] as? [String: Any]) ?? [:]
        for name in ["apiToken", "adminToken"] {
            let scheme = try #require(schemes[name] as? [String: Any], "no \(name) scheme")
            #expect(scheme["type"] as? String == "http" && scheme["scheme"] as? String == "bearer")
        }
        var writing = 0
        for (path, value) in document["paths"] as? [String: Any] ?? [:] where path.hasPrefix("/api/") {
            for (method, operation) in value as? [String: Any] ?? [:] {
                guard method == "post" || method == "delete" || path == "/api/account",
                    let operation = operation as? [String: Any]
                else { continue }
                writing += 1
                let responses = operation["responses"] as? [String: Any] ?? [:]
                #expect(responses["401"] != nil, "\(method) \(path) lacks 401")
                #expect(responses["403"] != nil, "\(method) \(path) lacks 403")
                #expect((operation["security"] as? [Any])?.isEmpty == false, "\(method) \(path) lacks security")
            }
        }
        #expect(writing == 5)
    }
}
