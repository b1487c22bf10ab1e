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

    /// Files, media, contacts and content-item filters.
    static let filesAndMedia: [String: Template] = [
        "documentpicker.open": { b in
            if b.bool("WFShowFilePicker") == false {
                b.param("WFGetFilePath", quoted: true)
            } else {
                b.option("file picker", "from ")
            }
        },
        "documentpicker.save": { b in
            b.param("WFInput")
            if b.bool("WFAskWhereToSave") == false { b.param("WFFileDestinationPath", " to ", quoted: true) }
            if b.bool("WFSaveFileOverwrite") == true { b.option("overwrite") }
        },
        "file.createfolder": { $0.param("WFFilePath", quoted: true) },
        "file.append": { b in
            b.param("WFInput")
            b.param("WFFilePath", " to ", quoted: true)
        },
        "file.delete": { $0.param("WFInput") },
        "image.resize": { b in
            b.param("WFImage")
            b.param("WFImageResizeWidth", " to ")
            b.param("WFImageResizeHeight", " × ")
        },
        "health.quantity.log": { b in
            b.param("WFQuantitySampleType")
            b.param("WFQuantitySampleQuantity", " · ")
        },
    ]

    /// Templates shared by every `properties.*` and `filter.*` action (Get Details of …, Find …).
    static func family(of stem: Substring) -> Template? {
        if stem.hasPrefix("properties.") {
            return { b in
                if let property = b.value("WFContentItemPropertyName") {
                    b.add("", [.text("· ")] + b.formatter.segments(property))  // "Get Details of Files · Size of «X»"
                }
                b.param("WFInput", " of ")
            }
        }
        if stem.hasPrefix("filter.") {
            return { b in
                b.param("WFContentItemInputParameter", "in ")
                if case .predicateTable(let table)? = b.value("WFContentItemFilter") {
                    let conditions = b.filterSegments(table)
                    b.add(" where ", conditions)
                }
                if let property = b.string("WFContentItemSortProperty") {
                    b.add(" · ", [.text("sorted by "), .value(DisplayText.singleLine(property, limit: 30))])
                }
                if b.bool("WFContentItemLimitEnabled") == true { b.param("WFContentItemLimitNumber", " · limit ") }
            }
        }
        return nil
    }
}
