import Foundation
import ShortcutCloud
import ShortcutRuntime

/// How `shortcut mcp` was started: the root folder, what runs may do, and the signing identity.
public struct MCPServerOptions: Sendable, Equatable {
    /// The identity `sign_shortcut` signs with.
    public enum Signing: Sendable, Equatable {
        /// A folder with `key.pem`, `certificates.pem` and, for an Apple ID, `validation-record`
        /// (`--identity DIR`).
        case identity(URL)
        /// A private CA and signing key, created in the folder the first time (`--self-signed DIR`).
        case selfSigned(URL)
    }

    /// The folder every path argument must stay inside (`--root`, default: the working folder).
    public var root: URL
    /// `run_shortcut` may make real HTTP requests and `fetch_shortcut` may reach iCloud (`--allow-network`).
    public var allowsNetwork: Bool
    /// `run_shortcut` may run Run Shell Script (`--allow-shell`).
    public var allowsShell: Bool
    /// The identity for `sign_shortcut`; nil: the tool says how to start the server with one.
    public var signing: Signing?
    /// Where `fetch_shortcut` reads shared-shortcut records (tests point it at a local server).
    public var iCloudAPIBase: URL
    /// The bounds of every run (as `shortcut run`'s defaults).
    public var runLimits: RunLimits

    /// Options with the defaults of `shortcut mcp` (nothing allowed, no identity).
    public init(
        root: URL, allowsNetwork: Bool = false, allowsShell: Bool = false, signing: Signing? = nil,
        iCloudAPIBase: URL = ICloudClient.defaultAPIBase, runLimits: RunLimits = .default
    ) {
        self.root = root
        self.allowsNetwork = allowsNetwork
        self.allowsShell = allowsShell
        self.signing = signing
        self.iCloudAPIBase = iCloudAPIBase
        self.runLimits = runLimits
    }
}
