import ArgumentParser
import CommandSupport
import Foundation
import ShortcutCloud
import ShortcutModel
import ShortcutSigning

/// `shortcut sign INPUT -o OUTPUT (--identity DIR | --key KEY.pem --certificates CHAIN.pem
/// [--validation-record FILE] | --self-signed DIR | --server URL)`
struct SignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a shortcut so the Shortcuts app on iOS 15+ / macOS 12+ imports it.",
        discussion: """
            Input: a binary, XML or JSON shortcut, or a signed file to re-sign. Give exactly one \
            identity: --identity DIR (key.pem, certificates.pem and, for an Apple ID, \
            validation-record), --key/--certificates[/--validation-record], --self-signed DIR \
            (created once; only devices that trust DIR/ca.cer accept the output), or --server URL \
            (a Mac running `shortcuts sign` behind the shortcut-signing-server protocol). A file \
            that `shortcut check` finds errors in is refused unless --force. The output \
            is verified before it is written, atomically. Exit status: 0 signed; 1 the check found \
            errors, the server failed or the output did not verify; 2 usage; 65 bad input or signing material; 66 \
            unreadable input; 73 cannot write. See Docs/Signing.md.
            """)

    @Argument(help: "The shortcut to sign, or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The signed file to write (- for standard output).")
    var output: String

    @Option(name: .customLong("identity"), help: "A folder with key.pem, certificates.pem [, validation-record].")
    var identityDirectory: String?

    @Option(help: "The private key (PEM): RSA of an Apple ID certificate, or EC P-256 of a leaf certificate.")
    var key: String?

    @Option(help: "The certificates (PEM), leaf first.")
    var certificates: String?

    @Option(
        name: .customLong("validation-record"),
        help: "The Apple ID validation record (CMS), or a contact-signed shortcut you exported, to take it from.")
    var validationRecord: String?

    @Option(name: .customLong("self-signed"), help: "A folder holding (or to receive) a private CA and signing key.")
    var selfSigned: String?

    @Option(help: "A signing server endpoint (e.g. https://host/sign).")
    var server: String?

    @Option(help: "The shortcut name sent to the signing server (default: the input file name).")
    var name: String?

    @Flag(help: "Sign even when `shortcut check` finds errors (by default such a file is refused).")
    var force = false

    @OptionGroup var trustRoots: TrustRootOptions

    func validate() throws {
        let modes = [identityDirectory != nil, key != nil || certificates != nil, selfSigned != nil, server != nil]
        guard modes.filter({ $0 }).count == 1 else {
            throw ValidationError(
                "give exactly one of --identity DIR, --key KEY.pem --certificates CHAIN.pem, "
                    + "--self-signed DIR, --server URL"
            )
        }
        if (key != nil) != (certificates != nil) {
            throw ValidationError("--key and --certificates go together")
        }
        if validationRecord != nil, key == nil {
            throw ValidationError("--validation-record goes with --key and --certificates")
        }
        if let server {
            guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host != nil
            else { throw ValidationError("--server must be an http(s) URL") }
        }
    }

    func run() async throws {
        try await reportingFailures {
            let data = try FileIO.read(input)
            let document: ShortcutDocument
            do {
                document = try ShortcutDocument(data: data)
            } catch {
                throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
            }
            if !force { try Self.refuseErrors(in: document.shortcut, file: input) }
            var roots = trustRoots.discover()
            let signed: Data
            var warnings: [String] = []
            if let server {
                signed = try await signThroughServer(data, url: URL(string: server)!)
            } else {
                let identity = try loadIdentity(roots: &roots, warnings: &warnings)
                do {
                    signed = try SignedShortcutWriter(identity: identity).sign(data)
                } catch {
                    throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
                }
            }

            // Our own verifier sees the bytes before anyone else does.
            let report = await SignatureVerifier(trustRoots: roots).verify(signed)
            guard report.integrity else {
                throw CommandFailure(
                    file: input,
                    message:
                        "the signed output does not verify "
                        + "(\(report.problems.first ?? "integrity failed")); nothing written",
                    exitCode: ExitStatus.findings)
            }
            try FileIO.write(signed, to: output)
            for warning in warnings { StandardError.write("warning: \(warning)\n") }
            StandardError.write("signed \(output): \(report.summary)\n")
        }
    }

    /// The identity named by the options; adds the self-signed CA as a user anchor for the check.
    private func loadIdentity(roots: inout TrustRoots, warnings: inout [String]) throws(CommandFailure)
        -> SigningIdentity
    {
        if let selfSigned {
            let folder = URL(fileURLWithPath: selfSigned, isDirectory: true)
            let made: SelfSignedIdentity
            do { made = try SelfSignedIdentity.loadOrCreate(directory: folder) } catch {
                throw Self.failure(error, file: selfSigned)
            }
            do { try roots.addUserAnchors(from: made.caCertificate, source: selfSigned) } catch {
                throw Self.failure(error, file: selfSigned)
            }
            let ca = folder.appendingPathComponent(SelfSignedIdentity.caFileName).path
            if made.created { warnings.append("created a private CA in \(selfSigned); its certificate is \(ca)") }
            warnings.append(
                "self-signed: only devices that trust \(ca) accept this file; "
                    + "every other iPhone, iPad or Mac refuses it"
            )
            return made.identity
        }
        if let identityDirectory {
            do {
                return try SigningIdentity.load(directory: URL(fileURLWithPath: identityDirectory, isDirectory: true))
            } catch {
                throw Self.failure(error, file: identityDirectory)
            }
        }
        let keyPath = key ?? ""
        let chainPath = certificates ?? ""
        let keyText = String(decoding: try FileIO.read(keyPath), as: UTF8.self)
        let chainText = String(decoding: try FileIO.read(chainPath), as: UTF8.self)
        let record = try validationRecord.map { path throws(CommandFailure) in try FileIO.read(path) }
        do {
            return try SigningIdentity.load(
                keyPEM: keyText, certificatesPEM: chainText, validationRecord: record, keySource: keyPath,
                certificatesSource: chainPath)
        } catch {
            let file =
                error.location.hasPrefix(chainPath)
                ? chainPath : error.location.hasPrefix(keyPath) ? keyPath : validationRecord ?? keyPath
            throw Self.failure(error, file: file)
        }
    }

    private func signThroughServer(_ data: Data, url: URL) async throws(CommandFailure) -> Data {
        let xml: Data
        do {
            xml = try ShortcutDocument(data: data).shortcut.encoded(as: .xml)
        } catch {
            throw CommandFailure(file: input, message: "\(error)", exitCode: ExitStatus.dataError)
        }
        let shortcutName = name ?? Shortcut.name(ofFile: input) ?? "Shortcut"
        do {
            return try await ICloudClient.withHTTPClient(maxConnectionsPerHost: 1) { http in
                try await SigningServerClient(url: url, httpClient: http).sign(workflowXML: xml, name: shortcutName)
            }
        } catch let error as SigningError {
            throw CommandFailure(file: input, message: error.description, exitCode: ExitStatus.findings)
        } catch {
            throw CommandFailure(file: input, message: "signing server: \(error)", exitCode: ExitStatus.findings)
        }
    }

    private static func failure(_ error: SigningError, file: String) -> CommandFailure {
        if case .io = error.reason {
            return CommandFailure(file: file, message: error.description, exitCode: ExitStatus.noInput)
        }
        return CommandFailure(file: file, message: error.description, exitCode: ExitStatus.dataError)
    }
}
