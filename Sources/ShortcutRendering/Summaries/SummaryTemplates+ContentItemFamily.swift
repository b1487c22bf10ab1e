import ShortcutModel

extension SummaryTemplates {
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
