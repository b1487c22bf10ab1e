import Foundation
import PropertyList

/// A signed shortcut file (iOS 15 and later): an `AEA1` profile-0 container whose payload is an
/// Apple Archive holding `Shortcut.wflow`.
///
/// Opening one extracts the workflow without any key or certificate: it walks clusters and
/// segments, decodes LZFSE, checks each segment's SHA-256 and parses the archive. Whether the
/// file is authentic is a separate question answered by ``SignatureVerifier``.
public struct SignedShortcut: Sendable {
    /// Path of the workflow inside the archive.
    public static let workflowPath = "Shortcut.wflow"

    /// The located container (ranges into the original bytes).
    public let container: AEAContainer
    /// The auth data, decoded.
    public let authData: PropertyListValue
    /// The typed signing context read from ``authData``.
    public let context: SigningContext
    /// The decoded Apple Archive.
    public let archive: AppleArchive
    /// The inner `Shortcut.wflow` bytes (normally a `bplist00` workflow plist).
    public let workflowData: Data

    /// iCloud or contact.
    public var kind: SigningKind { context.kind }

    /// Parses the container and the auth data, decodes the payload and extracts the workflow.
    ///
    /// - Throws: ``SignedShortcutError``: a container error (offset, segment), an auth-data
    ///   plist error, an unknown signing context, or an archive error.
    public init(data: Data, limits: SignedShortcutLimits = .default) throws(SignedShortcutError) {
        let container: AEAContainer
        do { container = try AEAContainer(data: data) } catch { throw .container(error) }
        self.container = container

        let authData = try Self.decodeAuthData(container, limits: limits)
        self.authData = authData
        context = try SigningContext(authData: authData)

        let payload: [UInt8]
        do {
            payload = try container.decodePayload(maximumSize: limits.maximumPayloadSize)
        } catch {
            throw .container(error)
        }
        do { archive = try AppleArchive(bytes: payload) } catch { throw .archive(error) }
        guard let workflow = archive.fileData(atPath: Self.workflowPath) else {
            throw .archive(AppleArchiveError(.missingEntry(Self.workflowPath), offset: payload.count))
        }
        workflowData = Data(workflow)
    }

    /// Decodes the auth-data plist (used by the verifier too, which may run on files whose
    /// payload does not extract).
    static func decodeAuthData(_ container: AEAContainer, limits: SignedShortcutLimits) throws(SignedShortcutError)
        -> PropertyListValue
    {
        do {
            return try BinaryPropertyListReader(limits: limits.propertyList).read(container.authData)
        } catch {
            throw .authData(error, authDataOffset: container.authDataRange.lowerBound)
        }
    }
}
