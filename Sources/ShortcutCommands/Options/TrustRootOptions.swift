import ArgumentParser
import Foundation
import ShortcutSigning

/// `--trust-roots DIR`, shared by the commands that verify signatures.
struct TrustRootOptions: ParsableArguments {
    @Option(
        name: .customLong("trust-roots"),
        help: "A folder holding Apple Root CA / Apple Root CA - G3 (DER or PEM); only the pinned fingerprints count.")
    var directory: String?

    /// The folder given, then `$SHORTCUTKIT_TRUST_ROOTS`, then the default folders.
    func discover() -> TrustRoots {
        TrustRoots.discover(explicitDirectory: directory.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }
}
