import Foundation
import ShortcutCloud

extension ShortcutData {
    /// Largest JSON document read (64 MiB, about 100,000 entries).
    public static let maximumJSONBytes = 64 << 20

    /// Reads the JSON `shortcut fetch --json` writes: an array of metadata objects (snake_case
    /// keys, ISO-8601 or millisecond dates), or a single object. Order is kept.
    public static func load(json: Data) throws(ShortcutDataError) -> [ShortcutData] {
        guard json.count <= maximumJSONBytes else { throw ShortcutDataError(.tooLarge(json.count), keyPath: "") }
        let trimmed = json.drop {
            $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        let decoder = JSONDecoder()
        do {
            switch trimmed.first {
            case UInt8(ascii: "["):
                return try decoder.decode([ShortcutMetadata].self, from: json).map(ShortcutData.init(metadata:))
            case UInt8(ascii: "{"):
                return [ShortcutData(metadata: try decoder.decode(ShortcutMetadata.self, from: json))]
            case nil:
                throw ShortcutDataError(.notJSON, keyPath: "")
            default:
                // Valid JSON of another type (a string, a number) is the wrong shape; the rest is not JSON.
                if (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])) != nil {
                    throw ShortcutDataError(.wrongTopLevel, keyPath: "")
                }
                throw ShortcutDataError(.notJSON, keyPath: "")
            }
        } catch let error as ShortcutDataError {
            throw error
        } catch let error as DecodingError {
            throw Self.translate(error)
        } catch {
            throw ShortcutDataError(.notJSON, keyPath: "")
        }
    }

    /// Reads a JSON file (see ``load(json:)``).
    public static func load(contentsOf url: URL) throws(ShortcutDataError) -> [ShortcutData] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ShortcutDataError(.unreadable(error.localizedDescription), keyPath: url.lastPathComponent)
        }
        return try load(json: data)
    }

    /// Reads `<resource>.json` from `bundle` (an app's bundled `shortcut fetch --json` output).
    public static func load(resource: String, bundle: Bundle = .main) throws(ShortcutDataError) -> [ShortcutData] {
        guard let url = bundle.url(forResource: resource, withExtension: "json") else {
            throw ShortcutDataError(.unreadable("no such resource in the bundle"), keyPath: resource + ".json")
        }
        return try load(contentsOf: url)
    }

    private static func translate(_ error: DecodingError) -> ShortcutDataError {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let index = key.intValue {
                    out += "[\(index)]"
                } else {
                    out += (out.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return out
        }
        switch error {
        case .keyNotFound(let key, let context):
            return ShortcutDataError(.missingKey(key.stringValue), keyPath: path(context.codingPath))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            if context.codingPath.isEmpty { return ShortcutDataError(.wrongTopLevel, keyPath: "") }
            return ShortcutDataError(.badValue(context.debugDescription), keyPath: path(context.codingPath))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return ShortcutDataError(.notJSON, keyPath: "") }
            return ShortcutDataError(.badValue(context.debugDescription), keyPath: path(context.codingPath))
        @unknown default:
            return ShortcutDataError(.notJSON, keyPath: "")
        }
    }
}
