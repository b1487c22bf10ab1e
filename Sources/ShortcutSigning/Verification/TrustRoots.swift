import Crypto
import Foundation
import PropertyList
import SwiftASN1
import X509

/// The Apple root certificates verification may anchor to, each admitted only when its SHA-256
/// fingerprint equals the pin compiled into this package.
///
/// Certificates come from folders (DER or PEM files). A folder can *supply* a pinned root but can
/// never *add* trust: a certificate whose fingerprint matches no pin is ignored, whatever its
/// name. The same rule applies to the Apple Root CA - G3 copy that iCloud-signed files carry
/// (see ``SignatureVerifier``).
public struct TrustRoots: Sendable {
    /// The roots this package pins.
    public enum Pin: String, Sendable, CaseIterable, Codable {
        /// Apple Root CA - G3 (EC P-384, 2014–2039): anchors iCloud-signed shortcuts.
        case appleRootCAG3
        /// Apple Root CA (RSA-2048, 2006–2035): anchors contact-signed shortcuts and their
        /// Apple ID validation records.
        case appleRootCA

        /// SHA-256 of the certificate's DER, lower-case hex.
        public var fingerprint: String {
            switch self {
            case .appleRootCAG3: "63343abfb89a6a03ebb57e9b3f5fa7be7c4f5c756f3017b3a8c488c3653e9179"
            case .appleRootCA: "b0b1730ecbc7ff4505142c49f1295e6eda6bcaed7e2c68c5be91b5a11001f024"
            }
        }

        /// The certificate's common name.
        public var commonName: String {
            switch self {
            case .appleRootCAG3: "Apple Root CA - G3"
            case .appleRootCA: "Apple Root CA"
            }
        }

        /// The file name Apple publishes it under (apple.com/certificateauthority).
        public var publishedFileName: String {
            switch self {
            case .appleRootCAG3: "AppleRootCA-G3.cer"
            case .appleRootCA: "AppleRootCA.cer"
            }
        }
    }

    /// Environment variable naming trust-root folders (colon-separated).
    public static let environmentVariable = "SHORTCUTKIT_TRUST_ROOTS"

    /// The pinned roots found, by pin.
    public private(set) var roots: [Pin: Certificate] = [:]
    /// Folders that were searched, in order.
    public private(set) var searchedDirectories: [String] = []
    /// What was skipped while loading, and why (unreadable files, unpinned certificates).
    public private(set) var notes: [String] = []
    /// Roots the user named (`shortcut verify --trust-anchor CERT`): tried only for chains that
    /// do not reach a pinned Apple root, and reported as user-trusted, never as Apple.
    public internal(set) var userAnchors: [Certificate] = []

    /// No roots at all (every chain check reports the root as missing).
    public init() {}

    /// Keeps those of `certificates` whose DER fingerprint equals a pin; the others are ignored.
    public init(certificates: [Certificate]) {
        for certificate in certificates {
            var serializer = DER.Serializer()
            guard (try? serializer.serialize(certificate)) != nil else { continue }
            admit(der: serializer.serializedBytes, certificate: certificate, source: "supplied certificate")
        }
    }

    /// Keeps those DER certificates whose fingerprint equals a pin; the others are ignored.
    public init(derCertificates: [Data]) {
        for der in derCertificates {
            guard let certificate = try? Certificate(derEncoded: Array(der)) else {
                notes.append("supplied bytes are not a DER certificate, skipped")
                continue
            }
            admit(der: Array(der), certificate: certificate, source: "supplied certificate")
        }
    }

    /// The pinned root, if available.
    public func root(_ pin: Pin) -> Certificate? { roots[pin] }

    /// SHA-256 of DER bytes, lower-case hex.
    public static func fingerprint<Bytes: DataProtocol>(ofDER der: Bytes) -> String {
        SHA256.hash(data: der).hexString
    }

    /// The pin whose fingerprint equals the SHA-256 of `der`, if any.
    public static func pin<Bytes: DataProtocol>(matchingDER der: Bytes) -> Pin? {
        let fingerprint = fingerprint(ofDER: der)
        return Pin.allCases.first { $0.fingerprint == fingerprint }
    }

    /// Loads the pinned roots from the files of one folder (`.cer`, `.crt`, `.der`, `.pem`;
    /// DER or PEM, several PEM blocks per file allowed).
    ///
    /// - Throws: when the folder cannot be listed.
    public static func load(directory: URL) throws -> TrustRoots {
        var roots = TrustRoots()
        try roots.addDirectory(directory)
        return roots
    }

    /// Finds the roots the usual way: an explicit folder (the CLI's `--trust-roots DIR`), then the
    /// folders in `SHORTCUTKIT_TRUST_ROOTS`, then ``defaultDirectories(environment:)``. All
    /// folders that exist are read; a missing explicit or environment folder is noted.
    public static func discover(
        explicitDirectory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TrustRoots {
        var roots = TrustRoots()
        var candidates: [(URL, required: Bool)] = []
        if let explicitDirectory { candidates.append((explicitDirectory, true)) }
        if let variable = environment[environmentVariable] {
            for part in variable.split(separator: ":") where !part.isEmpty {
                candidates.append((URL(fileURLWithPath: String(part), isDirectory: true), true))
            }
        }
        for path in defaultDirectories(environment: environment) {
            candidates.append((URL(fileURLWithPath: path, isDirectory: true), false))
        }
        for (directory, required) in candidates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                roots.searchedDirectories.append(directory.path)
                if required { roots.notes.append("trust-root folder \(directory.path) does not exist") }
                continue
            }
            do { try roots.addDirectory(directory) } catch {
                roots.notes.append("cannot read trust-root folder \(directory.path): \(error)")
            }
        }
        return roots
    }

    /// `$XDG_CONFIG_HOME/shortcutkit/trust-roots` (or `~/.config/shortcutkit/trust-roots`), then
    /// `/etc/shortcutkit/trust-roots`.
    public static func defaultDirectories(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> [String]
    {
        var result: [String] = []
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            result.append(config + "/shortcutkit/trust-roots")
        } else if let home = environment["HOME"], !home.isEmpty {
            result.append(home + "/.config/shortcutkit/trust-roots")
        }
        result.append("/etc/shortcutkit/trust-roots")
        return result
    }

    /// A sentence telling the user how to supply a missing root.
    public func howToProvide(_ pin: Pin) -> String {
        let searched = searchedDirectories.isEmpty ? "no folder" : searchedDirectories.joined(separator: ", ")
        return "\(pin.commonName) (SHA-256 \(pin.fingerprint)) is needed but was not found (searched: \(searched)). "
            + "Download \(pin.publishedFileName) from https://www.apple.com/certificateauthority/ and pass its folder with "
            + "--trust-roots DIR, set \(Self.environmentVariable)=DIR, or copy it into "
            + Self.defaultDirectories().joined(separator: " or ")
            + "; only a certificate with exactly this fingerprint is accepted"
    }

    // MARK: - Loading

    private mutating func addDirectory(_ directory: URL) throws {
        searchedDirectories.append(directory.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        for name in names {
            let lower = name.lowercased()
            guard [".cer", ".crt", ".der", ".pem"].contains(where: { lower.hasSuffix($0) }) else { continue }
            let url = directory.appendingPathComponent(name)
            guard let bytes = try? Data(contentsOf: url), bytes.count <= 1 << 20 else {
                notes.append("\(url.path): unreadable or larger than 1 MiB, skipped")
                continue
            }
            for (der, certificate) in Self.certificates(in: bytes, source: url.path, notes: &notes) {
                admit(der: der, certificate: certificate, source: url.path)
            }
        }
    }

    private static func certificates(in bytes: Data, source: String, notes: inout [String])
        -> [(der: [UInt8], certificate: Certificate)]
    {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("-----BEGIN") {
            guard let documents = try? PEMDocument.parseMultiple(pemString: String(decoding: bytes, as: UTF8.self))
            else {
                notes.append("\(source): malformed PEM, skipped")
                return []
            }
            return documents.compactMap { document in
                guard document.discriminator == "CERTIFICATE",
                    let certificate = try? Certificate(derEncoded: document.derBytes)
                else { return nil }
                return (document.derBytes, certificate)
            }
        }
        do {
            let der = Array(bytes)
            return [(der, try Certificate(derEncoded: der))]
        } catch {
            notes.append("\(source): not a DER or PEM certificate, skipped")
            return []
        }
    }

    private mutating func admit(der: [UInt8], certificate: Certificate, source: String) {
        guard let pin = Self.pin(matchingDER: der) else {
            notes.append("\(source): \(certificate.subject) is not a pinned Apple root, ignored")
            return
        }
        if roots[pin] == nil { roots[pin] = certificate }
    }
}
