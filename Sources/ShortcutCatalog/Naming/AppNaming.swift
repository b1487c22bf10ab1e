/// Names for actions the catalog does not know and for the apps that provide them.
struct AppNaming: Sendable, Equatable {
    let segmenter: WordSegmenter

    /// Apple bundle-id prefixes whose last component is not the app's name (our own facts,
    /// from the apps' public names).
    static let appleApps: [(prefix: String, name: String)] = [
        ("com.apple.mobilenotes", "Notes"), ("com.apple.mobiletimer", "Clock"),
        ("com.apple.clock", "Clock"), ("com.apple.mobilephone", "Phone"),
        ("com.apple.MobileSMS", "Messages"), ("com.apple.mobilesafari", "Safari"),
        ("com.apple.mobilemail", "Mail"), ("com.apple.mobilecal", "Calendar"),
        ("com.apple.mobileslideshow", "Photos"), ("com.apple.iBooks", "Books"),
        ("com.apple.TVRemoteUIService", "Apple TV Remote"),
        ("com.apple.AccessibilityUtilities", "Accessibility"),
        ("com.apple.UniversalAccess", "Accessibility"), ("com.apple.facetime", "FaceTime"),
        ("com.apple.VoiceMemos", "Voice Memos"), ("com.apple.shortcuts", "Shortcuts"),
        ("com.apple.ShortcutsActions", "Shortcuts"), ("com.apple.weather", "Weather"),
        ("com.apple.WritingTools", "Writing Tools"), ("com.apple.Magnifier", "Magnifier"),
        ("com.apple.GenerativePlaygroundApp", "Image Playground"), ("com.apple.Music", "Music"),
        ("com.apple.Maps", "Maps"), ("com.apple.reminders", "Reminders"), ("com.apple.Home", "Home"),
        ("com.apple.podcasts", "Podcasts"), ("com.apple.news", "News"), ("com.apple.freeform", "Freeform"),
        ("com.apple.intelligenceplatform", "Apple Intelligence"), ("com.apple.HydraUSD", "Reality Composer"),
    ]

    /// The app's display name from a bundle id: `com.alexhay.ToolboxProForShortcuts` →
    /// "Toolbox Pro For Shortcuts", `dk.simonbs.DataJar` → "Data Jar", `net.shinyfrog.bear-IOS`
    /// → "Bear", `com.dayonelog.dayoneiphone` → "Day One". Apple ids use a small table.
    func appName(bundleIdentifier bundle: String) -> String? {
        guard !bundle.isEmpty, bundle.utf8.count <= 512 else { return nil }
        if let apple = AppNaming.appleApps.first(where: {
            bundle == $0.prefix || bundle.hasPrefix($0.prefix + ".") || bundle.hasPrefix($0.prefix + "-")
        }) {
            return apple.name
        }
        var components = bundle.split(separator: ".").map(String.init)
        // The app is the last component, once platform words, a bare `app` (`ai.perplexity.app`)
        // and extension or framework components (`…Intents`, `…Extension`) are dropped.
        while let last = components.last, components.count > 1,
            CommonWords.platformWords.contains(last.lowercased()) || last.lowercased() == "app"
                || ["extension", "intents", "framework"].contains(where: { last.lowercased().hasSuffix($0) })
        {
            components.removeLast()
        }
        guard let component = components.last, !component.isEmpty else { return nil }
        var words = words(of: component)
        while words.count > 1, let last = words.last, CommonWords.platformWords.contains(last.lowercased()) {
            words.removeLast()
        }
        // "Drafts5" → "Drafts": a version number glued to the name.
        if let last = words.last, words.count == 1, let cut = last.firstIndex(where: \.isNumber),
            last.distance(from: last.startIndex, to: cut) >= 3, last[cut...].allSatisfy(\.isNumber)
        {
            words[words.count - 1] = String(last[..<cut])
        }
        let name = words.map(CamelCase.capitalizedFirst).joined(separator: " ")
        return name.isEmpty ? nil : name
    }

    /// "Some Intent Name" from `SomeIntentNameIntent`, `MTCreateAlarmIntent` (class prefix
    /// dropped), `AppendToNoteLinkAction`, or a lower-case Workflow-era id (`openurl`).
    func intentName(_ intent: String) -> String {
        var words = words(of: intent)
        // A two- or three-letter class prefix (MT, AX) glued to a word is not part of the name.
        if words.count > 1, let first = words.first, (2...3).contains(first.count),
            first.allSatisfy(\.isUppercase), segmenter.vocabulary[first.lowercased()] == nil
        {
            words.removeFirst()
        }
        for suffix in [["Link", "Action"], ["Intent"], ["Action"]] where words.count > suffix.count {
            if Array(words.suffix(suffix.count)) == suffix {
                words.removeLast(suffix.count)
                break
            }
        }
        return WordSegmenter.title(words: words)
    }

    /// Words of one name component: camel case when it has capitals, else the dictionary.
    func words(of component: String) -> [String] {
        if component.contains(where: \.isUppercase) {
            return CamelCase.words(component).flatMap { word -> [String] in
                // A long lower-case run inside camel case ("dayoneiphone") is still segmented.
                word.allSatisfy({ $0.isLowercase }) && word.count > 8
                    ? segmenter.split(word).map(segmenter.display) : [word]
            }
        }
        return segmenter.split(component).map(segmenter.display)
    }

    /// A readable name for an unknown built-in stem (`shownotification`,
    /// `properties.contacts`, `dropbox.save`).
    func builtInName(stem: String) -> String {
        let parts = stem.split(separator: ".").map { segmenter.split(String($0)).map(segmenter.display) }
            .filter { !$0.isEmpty }
        guard let first = parts.first else { return stem.isEmpty ? "Action" : stem }
        let rest = Array(parts.dropFirst())
        let restWords = rest.flatMap { $0 }
        switch first.first?.lowercased() {
        case "properties" where first.count == 1 && !restWords.isEmpty:
            return WordSegmenter.title(words: ["Get", "Details", "of"] + restWords)
        case "filter" where first.count == 1 && !restWords.isEmpty:
            return WordSegmenter.title(words: ["Find"] + restWords)
        case "detect" where first.count == 1 && !restWords.isEmpty:
            return WordSegmenter.title(words: ["Get"] + restWords + ["from", "Input"])
        default:
            break
        }
        // `<object>.<verb phrase>`: "Split Text", "Save (Dropbox)".
        if let last = rest.last, let verb = last.first?.lowercased(), CommonWords.verbs.contains(verb),
            !CommonWords.verbs.contains(first.first?.lowercased() ?? "")
        {
            let object = (parts.dropLast()).flatMap { $0 }
            if last.count == 1 {
                return WordSegmenter.title(words: last + object)
            }
            return WordSegmenter.title(words: last) + " (" + WordSegmenter.title(words: object) + ")"
        }
        return WordSegmenter.title(words: first + restWords)
    }
}
