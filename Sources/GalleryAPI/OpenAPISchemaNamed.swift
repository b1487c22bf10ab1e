/// A type that is one schema of the gallery's OpenAPI document (`/api/openapi.json`,
/// `components/schemas`): what the server sends or reads and what `shortcut publish` decodes or
/// sends are this one type, and a test encodes a sample of each and validates it against the schema
/// named here, so the document, the server and the client cannot drift apart.
package protocol OpenAPISchemaNamed: Codable, Sendable {
    /// The schema's name under `#/components/schemas/`.
    static var openAPISchema: String { get }
}
