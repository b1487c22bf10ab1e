import Foundation

/// Failure to load one of the catalog's bundled resources.
///
/// These only occur when the package was built without its resources or a resource file was
/// damaged; lookups themselves never fail (unknown identifiers get derived names).
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The resource file is not in the module bundle.
    case resourceMissing(name: String)
    /// The resource file could not be read.
    case unreadable(name: String, reason: String)
    /// The resource file is not the JSON shape the catalog expects; `path` is the coding path.
    case malformed(name: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .resourceMissing(let name):
            return "catalog resource \(name) is missing from the bundle"
        case .unreadable(let name, let reason):
            return "catalog resource \(name) could not be read: \(reason)"
        case .malformed(let name, let path, let reason):
            return "catalog resource \(name) is malformed at \(path.isEmpty ? "top level" : path): \(reason)"
        }
    }
}

/// Reads and decodes the JSON files of `Resources/` (copied verbatim into the module bundle).
enum CatalogResource {
    /// The module's bundle: beside the executable (symbolic links resolved), else SwiftPM's
    /// (``ResourceBundle``).
    static let bundle = ResourceBundle.bundle(named: "ShortcutKit_ShortcutCatalog", generated: .module)

    static func data(named name: String) throws -> Data {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        // Look in the bundle's `Resources/` folder directly first: `url(forResource:)` scans the
        // bundle on Linux and cost several milliseconds per file.
        guard
            let url = ResourceBundle.file("Resources/" + name, in: bundle)
                ?? bundle.url(forResource: base, withExtension: ext, subdirectory: "Resources")
                ?? bundle.url(forResource: base, withExtension: ext)
        else { throw CatalogError.resourceMissing(name: name) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CatalogError.unreadable(name: name, reason: String(describing: error))
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, named name: String) throws -> T {
        let data = try data(named: name)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw CatalogError.malformed(
                name: name, path: codingPath(context.codingPath), reason: context.debugDescription)
        } catch let DecodingError.keyNotFound(key, context) {
            throw CatalogError.malformed(
                name: name, path: codingPath(context.codingPath + [key]), reason: "missing key")
        } catch let DecodingError.typeMismatch(_, context) {
            throw CatalogError.malformed(
                name: name, path: codingPath(context.codingPath), reason: context.debugDescription)
        } catch let DecodingError.valueNotFound(_, context) {
            throw CatalogError.malformed(
                name: name, path: codingPath(context.codingPath), reason: context.debugDescription)
        } catch {
            throw CatalogError.malformed(name: name, path: "", reason: String(describing: error))
        }
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
