import Foundation
import PropertyList

/// Signs shortcuts in memory: workflow plist → Apple Archive → signed `AEA1` container, laid out
/// like the files the Shortcuts app exports.
///
/// ```swift
/// let identity = try SelfSignedIdentity.loadOrCreate(directory: folder).identity
/// let signed = try SignedShortcutWriter(identity: identity).sign(shortcutData)
/// ```
///
/// The output is not verified here (verification is async and needs trust roots); callers that
/// write files should run ``SignatureVerifier`` first, as `shortcut sign` does.
public struct SignedShortcutWriter: Sendable {
    public var identity: SigningIdentity
    /// Segment and cluster parameters (Apple's by default).
    public var container: AEAWriter

    public init(identity: SigningIdentity, container: AEAWriter = AEAWriter()) {
        self.identity = identity
        self.container = container
    }

    /// Signs any shortcut bytes: a binary, XML or JSON workflow plist, or a signed file, which is
    /// re-signed with this identity keeping its archive layout (entry fields, modes and times).
    ///
    /// - Throws: ``SigningError`` `.badInput` naming what the bytes are not.
    public func sign(_ data: Data, modificationTime: Date = Date()) throws(SigningError) -> Data {
        if AEAContainer.hasMagic(data) {
            let original: SignedShortcut
            do { original = try SignedShortcut(data: data) } catch {
                throw SigningError(.badInput("the signed file does not open: \(error.description)"), at: "input")
            }
            return try sign(
                workflow: Array(original.workflowData), layout: try ShortcutArchiveLayout(matching: original.archive))
        }
        return try sign(
            workflow: try Self.binaryWorkflow(data), layout: .standard(modificationTime: modificationTime))
    }

    /// Signs a workflow plist value.
    public func sign(_ workflow: PropertyListValue, modificationTime: Date = Date()) throws(SigningError) -> Data {
        try sign(
            workflow: Array(BinaryPropertyListWriter().write(workflow)),
            layout: .standard(modificationTime: modificationTime))
    }

    /// Signs `workflow` (stored as given; Apple's are `bplist00`) in the archive `layout`.
    public func sign(workflow: [UInt8], layout: ShortcutArchiveLayout) throws(SigningError) -> Data {
        let archive = try layout.archive(workflow: workflow)
        let (authData, key) = try identity.makeAuthData()
        return try container.write(payload: archive, authData: authData, signingKey: key)
    }

    /// The workflow as a binary plist: binary input unchanged (after checking it parses), XML and
    /// JSON converted.
    static func binaryWorkflow(_ data: Data) throws(SigningError) -> [UInt8] {
        guard let format = PropertyListFormat.detect(data) else {
            throw SigningError(
                .badInput("not a shortcut (expected bplist00, <?xml, a JSON object or AEA1)"), at: "byte 0")
        }
        let value: PropertyListValue
        do {
            value = try PropertyListValue(decoding: data)
        } catch {
            throw SigningError(.badInput(error.description), at: "input (\(format.rawValue) property list)")
        }
        return format == .binary ? Array(data) : Array(BinaryPropertyListWriter().write(value))
    }
}
