import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Whether a document parses as XML (Foundation's parser), for the SVG output.
enum XMLWellFormed {
    static func check(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
