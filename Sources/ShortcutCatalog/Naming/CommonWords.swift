/// Our own word lists for naming unknown identifiers. They supplement the vocabulary taken
/// from the catalog's display names; keep them short and general.
enum CommonWords {
    /// Everyday English and computing words likely in action identifiers but absent from, or
    /// too rare in, catalog names. Written for this project.
    static let english: [String] = [
        "about", "account", "action", "actions", "dropbox", "evernote", "active", "activity", "after", "album", "all",
        "alarm", "alert", "app", "apps", "archive", "article", "ask", "audio", "auto", "back",
        "background", "badge", "battery", "before", "book", "books", "bookmark", "browser",
        "button", "cache", "calendar", "call", "camera", "cancel", "capture", "card", "cell",
        "change", "channel", "chart", "check", "clear", "clip", "clock", "close", "cloud", "code",
        "color", "colour", "command", "compose", "connect", "contact", "content", "contents", "copy",
        "count", "create", "current", "data", "date", "day", "days", "default", "delete", "detail",
        "details", "device", "dial", "dictionary", "disable", "display", "document", "done",
        "download", "draft", "edit", "enable", "end", "entry", "event", "events", "export", "extract",
        "favorite", "favourite", "feed", "file", "files", "filter", "find", "first", "flag", "focus",
        "folder", "folders", "format", "frame", "from", "get", "go", "group", "hide", "history",
        "home", "image", "images", "import", "info", "input", "insert", "item", "items", "join",
        "key", "keyboard", "last", "latest", "launch", "light", "line", "link", "list", "lists",
        "load", "location", "lock", "log", "look", "make", "map", "maps", "mark", "media",
        "memo", "menu", "message", "messages", "mode", "more", "move", "music", "mute", "name",
        "new", "next", "night", "note", "notes", "now", "number", "off", "on", "one", "open",
        "output", "page", "pages", "password", "paste", "pause", "phone", "photo", "photos",
        "pick", "picker", "play", "playlist", "post", "preview", "print", "process", "project", "properties",
        "push", "query", "queue", "quick", "random", "read", "record", "refresh", "reminder",
        "remove", "rename", "reply", "request", "reset", "resume", "return", "rich", "row", "run",
        "save", "scan", "screen", "script", "search", "select", "send", "series", "set",
        "settings", "share", "sheet", "shortcut", "shortcuts", "show", "size", "sleep", "song",
        "sort", "sound", "speak", "start", "status", "step", "stop", "style", "sync", "tab",
        "tag", "tags", "task", "tasks", "text", "time", "timer", "title", "today", "toggle",
        "top", "track", "translate", "trigger", "turn", "type", "update", "updates", "upload",
        "value", "values", "video", "view", "voice", "volume", "wake", "watch", "weather", "web",
        "week", "widget", "window", "word", "words", "work", "workflow", "workflows", "write", "year",
    ]

    /// Words with a fixed spelling in display names.
    static let displayForms: [String] = [
        "AirDrop", "AirPlay", "API", "GitHub", "YouTube", "WhatsApp", "CSV", "DND", "FaceTime", "GIF", "GPS", "HTML",
        "HTTP",
        "ID", "iCloud", "iMessage", "iOS", "iPad", "iPhone", "iTunes", "IP", "JPEG", "JSON", "LLM",
        "macOS", "MP3", "MP4", "NFC", "OCR", "PDF", "PNG", "QR", "RSS", "SIM", "SMS", "SSH", "SVG",
        "TV", "URL", "URLs", "UUID", "VPN", "Wi-Fi", "XML", "ZIP",
    ]

    /// Words written in lower case inside a title (Apple's style: "Get Contents of URL").
    static let minorWords: Set<String> = [
        "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the",
        "to", "via", "with",
    ]

    /// Verbs that start an action name; used to order dotted identifiers (`dropbox.save`).
    static let verbs: Set<String> = [
        "add", "append", "ask", "call", "change", "choose", "clear", "close", "combine", "convert",
        "copy", "create", "crop", "delete", "detect", "dismiss", "download", "edit", "encode",
        "export", "extract", "filter", "find", "format", "get", "hide", "import", "log", "make",
        "mark", "move", "open", "pause", "play", "post", "quit", "record", "remove", "rename",
        "replace", "resize", "reveal", "reverse", "rotate", "blur", "trim", "flip", "mask", "run", "save", "scan",
        "search", "select", "send",
        "set", "share", "show", "skip", "sort", "speak", "split", "start", "stop", "subscribe",
        "take", "toggle", "translate", "update", "upload",
    ]

    /// Platform words dropped from the end of an app name taken from a bundle id
    /// (`dayoneiphone` → "Day One", `bear-IOS` → "Bear").
    static let platformWords: Set<String> = ["ios", "iphone", "ipad", "mac", "macos", "watchkitapp", "mobile"]
}
