import Crypto
import Foundation
import SwiftASN1
import X509
import _CryptoExtras

extension SigningIdentity {
    /// Names of the files in an identity folder (`shortcut sign --identity DIR`).
    public enum FileName {
        /// The private key, PEM (PKCS#1, SEC1 or PKCS#8).
        public static let key = "key.pem"
        /// The certificates, PEM, leaf first.
        public static let certificates = "certificates.pem"
        /// The Apple ID validation record (contact signing only): the CMS record, or a
        /// contact-signed shortcut the same person exported, whose record is taken.
        public static let validationRecord = "validation-record"
    }

    /// Builds an identity from PEM text: an RSA key makes a contact identity (the record is then
    /// required), a P-256 key a certificate-chain identity.
    ///
    /// - Parameters:
    ///   - keyPEM: The private key.
    ///   - certificatesPEM: One or more `CERTIFICATE` blocks, leaf first.
    ///   - validationRecord: CMS record bytes, or a contact-signed shortcut holding one.
    ///   - keySource: The key's file name, for error locations.
    ///   - certificatesSource: The certificates' file name, for error locations.
    /// - Throws: ``SigningError`` naming the file.
    public static func load(
        keyPEM: String, certificatesPEM: String, validationRecord: Data?, keySource: String = "key",
        certificatesSource: String = "certificates"
    ) throws(SigningError) -> SigningIdentity {
        let keyDocument: PEMDocument
        do {
            keyDocument = try PEMDocument(pemString: keyPEM)
        } catch {
            throw SigningError(.badPEM("no readable PEM block (\(error))"), at: keySource)
        }
        let certificates = try Self.certificates(fromPEM: certificatesPEM, source: certificatesSource)
        if let key = try? P256.Signing.PrivateKey(pemRepresentation: keyPEM) {
            return try certificateChain(signingKey: key, certificateChain: certificates)
        }
        if let key = try? _RSA.Signing.PrivateKey(pemRepresentation: keyPEM) {
            guard let validationRecord else {
                throw SigningError(
                    .badValidationRecord(
                        "an RSA (Apple ID) key means contact signing, which needs the Apple ID validation record"),
                    at: "validation record (missing)")
            }
            return try contact(
                appleIDKey: key, certificateChain: certificates,
                validationRecord: try Self.record(from: validationRecord))
        }
        let kind: String
        switch keyDocument.discriminator {
        case "EC PRIVATE KEY", "PRIVATE KEY":
            if (try? P384.Signing.PrivateKey(pemRepresentation: keyPEM)) != nil {
                kind = "an EC P-384 key (shortcuts are signed with EC P-256, or RSA for an Apple ID)"
            } else if (try? Curve25519.Signing.PrivateKey(pemRepresentation: keyPEM)) != nil {
                kind = "an Ed25519 key (shortcuts are signed with EC P-256, or RSA for an Apple ID)"
            } else {
                kind = "a private key that is neither EC P-256 nor RSA"
            }
        case let label:
            throw SigningError(.badPEM("the block is \"\(label)\", expected a PRIVATE KEY"), at: keySource)
        }
        throw SigningError(.unsupportedKey(kind), at: keySource)
    }

    /// Loads `DIR/key.pem`, `DIR/certificates.pem` and, when present, `DIR/validation-record`.
    public static func load(directory: URL) throws(SigningError) -> SigningIdentity {
        let keyURL = directory.appendingPathComponent(FileName.key)
        let certificatesURL = directory.appendingPathComponent(FileName.certificates)
        let recordURL = directory.appendingPathComponent(FileName.validationRecord)
        let record = FileManager.default.fileExists(atPath: recordURL.path) ? try readFile(recordURL) : nil
        return try load(
            keyPEM: String(decoding: try readFile(keyURL), as: UTF8.self),
            certificatesPEM: String(decoding: try readFile(certificatesURL), as: UTF8.self), validationRecord: record,
            keySource: keyURL.path, certificatesSource: certificatesURL.path)
    }

    static func readFile(_ url: URL) throws(SigningError) -> Data {
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= 1 << 20 else {
                throw SigningError(.io("larger than 1 MiB, not signing material"), at: url.path)
            }
            return data
        } catch let error as SigningError {
            throw error
        } catch {
            throw SigningError(.io("cannot read (\(error.localizedDescription))"), at: url.path)
        }
    }

    /// DER certificates from PEM text (every `CERTIFICATE` block, in order).
    static func certificates(fromPEM text: String, source: String) throws(SigningError) -> [Data] {
        let documents: [PEMDocument]
        do {
            documents = try PEMDocument.parseMultiple(pemString: text)
        } catch {
            throw SigningError(.badPEM("no readable PEM certificate blocks (\(error))"), at: source)
        }
        let certificates = documents.filter { $0.discriminator == "CERTIFICATE" }.map { Data($0.derBytes) }
        guard !certificates.isEmpty else {
            throw SigningError(.badPEM("no CERTIFICATE block"), at: source)
        }
        return certificates
    }

    /// The record itself, or the `AppleIDValidationRecord` of a contact-signed shortcut.
    static func record(from data: Data) throws(SigningError) -> Data {
        guard AEAContainer.hasMagic(data) else { return data }
        let shortcut: SignedShortcut
        do { shortcut = try SignedShortcut(data: data) } catch {
            throw SigningError(
                .badValidationRecord("the signed shortcut does not open: \(error.description)"), at: "validation record"
            )
        }
        guard case .contact(let context) = shortcut.context else {
            throw SigningError(
                .badValidationRecord("the shortcut is iCloud-signed; only contact-signed files carry a record"),
                at: "validation record")
        }
        return context.validationRecord
    }
}
