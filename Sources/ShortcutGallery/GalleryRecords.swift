import Foundation

/// One version as listed on a shortcut's page and in the API.
public struct GalleryVersionInfo: Sendable, Codable, Equatable {
    public var number: Int
    public var createdAt: Date
    public var sha256: String
    public var size: Int
    public var encoding: String
    public var signingVerdict: String
    public var auditVerdict: String?

    public init(
        number: Int, createdAt: Date, sha256: String, size: Int, encoding: String, signingVerdict: String,
        auditVerdict: String?
    ) {
        self.number = number
        self.createdAt = createdAt
        self.sha256 = sha256
        self.size = size
        self.encoding = encoding
        self.signingVerdict = signingVerdict
        self.auditVerdict = auditVerdict
    }
}

/// A shortcut in the gallery: its identity, owner and display name, and its latest version's
/// summary.
public struct GalleryShortcut: Sendable, Codable, Equatable {
    public var id: Int64
    public var name: String
    /// Who added it, for display: the owner's user name, or the label of a shortcut uploaded
    /// anonymously or before the gallery had accounts.
    public var uploader: String
    /// The owning account; nil for anonymous uploads and for shortcuts from before accounts
    /// that no admin has assigned yet (no one can add versions to those).
    public var ownerID: Int64?
    public var iCloudID: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var latestVersion: Int
    public var signingVerdict: String
    public var auditVerdict: String?
    public var summary: ShortcutSummary

    public init(
        id: Int64, name: String, uploader: String, ownerID: Int64?, iCloudID: String?, createdAt: Date,
        updatedAt: Date, latestVersion: Int, signingVerdict: String, auditVerdict: String?, summary: ShortcutSummary
    ) {
        self.id = id
        self.name = name
        self.uploader = uploader
        self.ownerID = ownerID
        self.iCloudID = iCloudID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.latestVersion = latestVersion
        self.signingVerdict = signingVerdict
        self.auditVerdict = auditVerdict
        self.summary = summary
    }
}

/// One stored version as the shortcut page shows it (the original bytes are read separately,
/// only for downloads and diffs, so a page view never loads a multi-megabyte blob).
public struct GalleryVersion: Sendable, Equatable {
    public var shortcutID: Int64
    public var info: GalleryVersionInfo
    public var summary: ShortcutSummary
    public var signingSummary: String
    /// The audit report as JSON (``ShortcutAudit/AuditReport`` encoded), when there is one.
    public var auditJSON: String?
    public var tileSVG: String
    public var flowHTML: String

    public init(
        shortcutID: Int64, info: GalleryVersionInfo, summary: ShortcutSummary, signingSummary: String,
        auditJSON: String?, tileSVG: String, flowHTML: String
    ) {
        self.shortcutID = shortcutID
        self.info = info
        self.summary = summary
        self.signingSummary = signingSummary
        self.auditJSON = auditJSON
        self.tileSVG = tileSVG
        self.flowHTML = flowHTML
    }
}

/// Where an add landed.
public struct VersionReference: Sendable, Codable, Equatable {
    public var shortcutID: Int64
    public var version: Int
    public init(shortcutID: Int64, version: Int) {
        self.shortcutID = shortcutID
        self.version = version
    }
}

/// Row counts, for tests that check a refused request changed nothing.
public struct GalleryStatistics: Sendable, Equatable {
    public var shortcuts: Int
    public var versions: Int
    public var terms: Int
    public var accounts: Int
    public var sessions: Int
    public var apiTokens: Int
    public init(shortcuts: Int, versions: Int, terms: Int, accounts: Int = 0, sessions: Int = 0, apiTokens: Int = 0) {
        self.shortcuts = shortcuts
        self.versions = versions
        self.terms = terms
        self.accounts = accounts
        self.sessions = sessions
        self.apiTokens = apiTokens
    }
}

/// What changes when a shortcut's page changes: its latest version number and the time of its
/// last add (with its creation time, so a reused id is a new stamp), its owner (who may see the
/// owner's forms) and its rendering generation (counted up each time a version is rendered
/// again). Read on every page request to validate cached pages (`PageCache`); the times are the
/// stored seconds, compared exactly.
public struct GalleryShortcutStamp: Sendable, Hashable {
    public var latestVersion: Int
    public var createdAt: Double
    public var updatedAt: Double
    public var ownerID: Int64?
    public var renderGeneration: Int

    public init(latestVersion: Int, createdAt: Double, updatedAt: Double, ownerID: Int64?, renderGeneration: Int) {
        self.latestVersion = latestVersion
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.ownerID = ownerID
        self.renderGeneration = renderGeneration
    }
}

/// Everything a shortcut's page shows, read together: the shortcut, one version in full and the
/// list of all its versions.
public struct GalleryShortcutPage: Sendable, Equatable {
    public var shortcut: GalleryShortcut
    /// The version asked for, or nil when the shortcut has no version with that number.
    public var version: GalleryVersion?
    /// All versions, oldest first.
    public var versions: [GalleryVersionInfo]

    public init(shortcut: GalleryShortcut, version: GalleryVersion?, versions: [GalleryVersionInfo]) {
        self.shortcut = shortcut
        self.version = version
        self.versions = versions
    }
}
