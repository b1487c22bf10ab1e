import Foundation

extension RuntimeRegistry {
    /// What the app hands to the system to present — a URL to open, an app to launch, a web
    /// page to show, text to speak — recorded in the run's result (``RunResult/opened``,
    /// ``RunResult/launched``, ``RunResult/shown``, ``RunResult/spoken``) instead of presented, as
    /// Show Result and Quick Look are. Nothing opens or speaks on this machine; a test checks
    /// what would have.
    mutating func registerPresentationActions() {
        native("is.workflow.actions.openurl") { call in
            let input = try call.input("WFInput")
            let urls = try input.items.filter { !$0.isEmpty }.map { item in
                guard let url = Self.urlToOpen(item, call) else {
                    throw ActionFailure.failed("“\(call.coercion.text(item).prefix(80))” is not a URL to open")
                }
                return url
            }
            // No input opens nothing (the run goes on, and the trace shows the action ran).
            try call.open(urls)
            return .nothing
        }
        native("is.workflow.actions.showwebpage") { call in
            // A URL, or rich text shown as a page; recorded as shown, like Quick Look. Nothing
            // given shows nothing.
            let page = try call.input("WFURL", "WFInput")
            if !page.isEmpty {
                call.show(Self.urlToOpen(page, call).map(RuntimeValue.url) ?? page)
            }
            return .nothing
        }
        native("is.workflow.actions.openapp") { call in
            // The app by bundle identifier (`WFAppIdentifier`, or the older `WFSelectedApp`
            // dictionary's `BundleIdentifier`), recorded as launched.
            var identifier = try call.text("WFAppIdentifier")
            if identifier.isEmpty, case .dictionary(let selected)? = try call.value("WFSelectedApp") {
                identifier = selected["BundleIdentifier"].map(call.coercion.text) ?? ""
            }
            guard !identifier.isEmpty else { throw ActionFailure.parameter("WFAppIdentifier", "no app chosen") }
            try call.launch(identifier)
            return .nothing
        }
        native("is.workflow.actions.showinstore") { call in
            // A store product (Search iTunes Store / App Store) shown on its store page: its Store
            // URL, recorded as opened.
            let product = try call.input("WFProduct", "WFInput")
            for item in product.items where !item.isEmpty {
                guard let page = call.coercion.dictionary(item)?["Store URL"].flatMap(call.coercion.url) else {
                    throw ActionFailure.failed("the input (\(item.typeName)) is not a store product with a Store URL")
                }
                try call.open([page])
            }
            return .nothing
        }
        native("is.workflow.actions.speaktext") { call in
            // Rate, pitch, language and voice change how it sounds, not what is said.
            let text = call.coercion.text(try call.input("WFText", "WFInput"))
            try call.speak(text)
            return .nothing
        }
    }

    /// A value as the URL to open: a URL, or text that is one. Text without a scheme that is a
    /// host name (`regex101.com`, `example.com/a`) is a web address, as the app's link detection
    /// reads it.
    private static func urlToOpen(_ value: RuntimeValue, _ call: ActionCall) -> String? {
        if let url = call.coercion.url(value) { return url }
        let text = call.coercion.text(value).trimmingCharacters(in: .whitespacesAndNewlines)
        let host = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !text.contains(where: \.isWhitespace), host.contains("."), !host.hasPrefix("."), !host.hasSuffix("."),
            !host.contains(".."),
            host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" }),
            URL(string: "http://" + text)?.host != nil
        else { return nil }
        return "http://" + text
    }
}
