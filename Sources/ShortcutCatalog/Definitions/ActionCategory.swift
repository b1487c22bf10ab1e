import ShortcutModel

/// Our own grouping of actions, modelled on the Shortcuts app's action categories. The sources
/// record none, so categories are assigned by rules on the identifier (documented in
/// `Docs/Catalog.md`): an exact table, then keyword rules in priority order. The rules work
/// for identifiers the catalog does not know.
public enum ActionCategory: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case scripting, text, documents, media, location, calendar, contacts, sharing, web, health,
        device, apps, other

    /// Display name of the category ("Scripting").
    public var displayName: String {
        switch self {
        case .scripting: "Scripting"
        case .text: "Text"
        case .documents: "Documents"
        case .media: "Media"
        case .location: "Location"
        case .calendar: "Calendar"
        case .contacts: "Contacts"
        case .sharing: "Sharing"
        case .web: "Web"
        case .health: "Health"
        case .device: "Device"
        case .apps: "Apps"
        case .other: "Other"
        }
    }

    /// SF Symbol name a renderer can use when an action has no icon of its own.
    public var symbolName: String {
        switch self {
        case .scripting: "chevron.left.forwardslash.chevron.right"
        case .text: "text.alignleft"
        case .documents: "doc"
        case .media: "music.note"
        case .location: "location"
        case .calendar: "calendar"
        case .contacts: "person.crop.circle"
        case .sharing: "square.and.arrow.up"
        case .web: "globe"
        case .health: "heart"
        case .device: "iphone"
        case .apps: "app"
        case .other: "square.dashed"
        }
    }

    /// The category of any action identifier.
    ///
    /// Built-in actions (`is.workflow.actions.*`) go through the exact table and the keyword
    /// rules; Apple app actions (`com.apple.*`) through the keyword rules, falling back to
    /// ``apps``; every other identifier is a third-party app action, ``apps``.
    public init(identifier: String) {
        let builtInPrefix = ActionIdentifier.workflowPrefix
        if identifier.hasPrefix(builtInPrefix) {
            let stem = identifier.dropFirst(builtInPrefix.count).lowercased()
            self = ActionCategory.exact[stem] ?? ActionCategory.byKeyword(stem) ?? .other
        } else if identifier.hasPrefix(ActionIdentifier.applePrefix) {
            let rest = identifier.dropFirst(ActionIdentifier.applePrefix.count).lowercased()
            if rest.hasPrefix("accessibilityutilities") || rest.hasPrefix("universalaccess") {
                self = .device
            } else if rest.hasPrefix("writingtools") {
                self = .text
            } else {
                self = ActionCategory.byKeyword(rest, includeApps: false) ?? .apps
            }
        } else {
            self = .apps
        }
    }

    private static func byKeyword(_ stem: String, includeApps: Bool = true) -> ActionCategory? {
        guard stem.utf8.count <= 256 else { return nil }
        // Byte-level search: Foundation's `String.contains` made loading the catalog take
        // tens of milliseconds (783 identifiers × every keyword).
        let bytes = Array(stem.utf8)
        for (category, keywords) in keywordBytes where includeApps || category != .apps {
            if keywords.contains(where: { containsBytes(bytes, $0) }) { return category }
        }
        return nil
    }

    private static func containsBytes(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var matched = true
            for offset in 1..<needle.count where haystack[start + offset] != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }

    /// Stems whose keywords would mislead the rules below.
    private static let exact: [String: ActionCategory] = [
        "date": .calendar, "email": .contacts, "address": .location, "openapp": .device,
        "getlastscreenshot": .media, "takescreenshot": .media, "showresult": .scripting,
        "gettext": .text, "getitemname": .scripting, "setitemname": .scripting,
        "getitemtype": .scripting, "viewresult": .scripting, "previewdocument": .documents,
        "openin": .sharing, "openurl": .web, "url": .web, "urlencode": .web, "print": .documents,
        "getipaddress": .device, "runjavascriptonwebpage": .web, "getarticle": .web,
        "properties.articles": .web, "detectlanguage": .text, "runworkflow": .scripting,
        "sirikit.donation.handle": .apps, "useractivity.open": .apps, "contacts": .contacts,
        "phonenumber": .contacts, "showdefinition": .text, "speaktext": .media,
        "choosefromlist": .scripting, "getitemfromlist": .scripting, "list": .scripting,
        "number": .scripting, "number.random": .scripting, "showlist": .calendar,
        "setters.contacts": .contacts, "importaudiofiles": .media, "detect.address": .location,
        "detect.link": .web, "format.filesize": .documents, "getparentdirectory": .documents,
        // Stems that ToolKit v78 added to the catalog and no keyword files.
        "setstoredcontent": .scripting, "deletestoredcontent": .scripting, "input": .scripting,
        "intercom": .sharing, "logout": .device, "setparkedcar": .location, "silenceunknowncallers.set": .device,
    ]

    /// Keyword rules in priority order: the first category with a keyword contained in the
    /// stem wins. Service names first (they are specific), scripting last (its words are generic).
    /// ``rules`` as UTF-8 bytes, converted once.
    private static let keywordBytes: [(ActionCategory, [[UInt8]])] = rules.map { ($0.0, $0.1.map { Array($0.utf8) }) }

    private static let rules: [(ActionCategory, [String])] = [
        (
            .apps,
            [
                "evernote", "dropbox", "trello", "todoist", "ulysses", "things", "drafts", "bear.",
                "tumblr", "wordpress", "instapaper", "pocket", "pinboard", "ifttt", "slack", "uber",
                "lyft", "facebook", "twitter", "tweet", "deskconnect", "cloudapp", "blindsquare",
                "omnifocus", "dayone", "wunderlist", "lightroom", "giphy", "transloc", "instagram",
                "whatsapp", "skype", "venmo", "overcast", "fantastical", "avairy", "diffbot", "chrome",
                "runscene", "home.", "homeaccessory", "goodreader", "imgur",
            ]
        ),
        (.health, ["health", "workout"]),
        (
            .location,
            [
                "location", "maps", "direction", "traveltime", "distance", "halfway", "weather",
                "streetview", "localbusiness", "geocode", "ride",
            ]
        ),
        (
            .calendar,
            [
                "calendar", "event", "reminder", "alarm", "timer", "stopwatch", "adjustdate",
                "format.date", "detect.date", "timebetweendates", "currentdate",
            ]
        ),
        (.contacts, ["contact", "phone", "selectemail", "emailaddress", "facetime"]),
        (
            .sharing,
            [
                "share", "clipboard", "airdrop", "sendemail", "send", "message", "mail", "postto", "poston",
                "runextension", "sms",
            ]
        ),
        (
            .documents,
            [
                "pdf", "file", "folder", "document", "note", "zip", "archive", "barcode", "qr",
                "richtext", "markdown", "html", "disk", "finder", "print", "quicklook",
            ]
        ),
        (
            .web,
            [
                "url", "web", "safari", "rss", "http", "download", "article", "appstore", "itunes", "readinglist",
                "searchapp", "searappstore", "stock", "instore",
            ]
        ),
        (
            .media,
            [
                "music", "song", "playlist", "podcast", "audio", "sound", "video", "photo", "image",
                "camera", "screenshot", "gif", "burst", "album", "media", "shazam", "upnext", "playback",
                "seek", "skip", "record", "movie", "tvremote", "appletv", "wallpaper", "posters", "frames",
                "watchmedo",
            ]
        ),
        (
            .text,
            [
                "text", "translate", "spelling", "dictate", "definition", "emoji", "language",
                "changecase", "match",
            ]
        ),
        (
            .device,
            [
                "brightness", "volume", "wifi", "bluetooth", "cellular", "airplane", "dnd", "focus",
                "appearance", "nightshift", "truetone", "flashlight", "lowpower", "battery",
                "orientation", "hotspot", "devicedetails", "sleep", "reboot", "shutdown", "lock",
                "screensaver", "window", "stagemanager", "splitscreen", "servers", "siri",
                "homescreen", "openapp", ".app", "filter.apps", "network", "vpn", "sound", "silent", "ringer",
                "airplay",
                "onscreen", "display", "keyboard", "accessibility", "voiceover", "zoom", "password",
                "spotlight", "vibrate", "magnifier",
            ]
        ),
        (
            .scripting,
            [
                "variable", "conditional", "repeat", "menu", "choose", "dictionary", "valueforkey",
                "math", "calculate", "count", "round", "statistics", "workflow", "shortcut", "item",
                "exit", "nothing", "comment", "delay", "wait", "alert", "ask", "notification",
                "output", "script", "hash", "base64", "class", "type", "measurement", "convert",
                "format", "random", "list", "number", "continue", "handoff", "debug", "intent",
                "useractivity", "llm", "model", "filter", "properties", "setters", "detect", "get",
            ]
        ),
    ]
}
