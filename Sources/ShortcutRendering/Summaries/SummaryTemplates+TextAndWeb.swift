import ShortcutModel

extension SummaryTemplates {
    /// Text, URLs and the web.
    static let textAndWeb: [String: Template] = [
        "url": { $0.param("WFURLActionURL") },
        "openurl": { $0.param("WFInput") },
        "showwebpage": { $0.param("WFURL") },
        "downloadurl": { b in
            b.param("WFURL")
            let method = b.string("WFHTTPMethod")
            b.option(method)
            if let method, method != "GET", let body = b.string("WFHTTPBodyType") {
                let values = body == "JSON" ? b.value("WFJSONValues") : body == "Form" ? b.value("WFFormValues") : nil
                if let values {
                    b.add(" · ", [.value(body), .text(" (")] + b.formatter.segments(values) + [.text(")")])
                } else {
                    b.option(body)
                }
            }
            if b.bool("ShowHeaders") == true, let headers = b.value("WFHTTPHeaders") {
                b.add(" · headers ", b.formatter.segments(headers))
            }
        },
        "geturlcomponent": { b in
            b.option(b.string("WFURLComponent") ?? "Scheme", "")
            b.param("WFURL", " of ")
        },
        "urlencode": { b in
            b.param("WFInput")
            if b.string("WFEncodeMode") == "Decode" { b.option("Decode") }
        },
        "base64encode": { b in
            b.param("WFInput")
            if b.string("WFEncodeMode") == "Decode" { b.option("Decode") }
        },
        "text.replace": { b in
            b.param("WFReplaceTextFind", quoted: true)
            if b.value("WFReplaceTextReplace") != nil {
                b.param("WFReplaceTextReplace", " with ", quoted: true)
            } else if !b.isEmpty {
                b.words(" with \"\"")
            }
            b.param("WFInput", " in ")
            if b.bool("WFReplaceTextRegularExpression") == true { b.option("regular expression") }
            if b.bool("WFReplaceTextCaseSensitive") == false { b.option("ignoring case") }
        },
        "text.split": { b in
            b.param("text")
            if b.string("WFTextSeparator") == "Custom" {
                b.param("WFTextCustomSeparator", " by ", quoted: true)
            } else {
                b.option(b.string("WFTextSeparator") ?? "New Lines", " by ")
            }
        },
        "text.combine": { b in
            b.param("text")
            if b.string("WFTextSeparator") == "Custom" {
                b.param("WFTextCustomSeparator", " with ", quoted: true)
            } else {
                b.option(b.string("WFTextSeparator") ?? "New Lines", " with ")
            }
        },
        "text.match": { b in
            b.param("WFMatchTextPattern", quoted: true)
            b.param("text", " in ")
        },
        "text.match.getgroup": { b in
            if b.string("WFGetGroupType") == "All Groups" {
                b.option("All Groups", "")
            } else {
                b.param("WFGroupIndex", "at index ")
            }
            b.param("matches", " in ")
        },
        "text.changecase": { b in
            b.param("text")
            b.param("WFCaseType", " · ")
        },
        "text.translate": { b in
            b.param("WFInputText")
            b.param("WFSelectedLanguage", " to ")
        },
        "speaktext": { b in
            if !b.param("WFText", quoted: true) { b.param("WFInput") }
        },
        "setitemname": { b in
            b.param("WFInput", "of ")
            b.param("WFName", " to ", quoted: true)
        },
        "runjavascriptonwebpage": { b in
            b.param("WFInput")
            b.param("WFJavaScript", " · ", quoted: true)
        },
        "openxcallbackurl": { $0.param("WFXCallbackURL") },
    ]
}
