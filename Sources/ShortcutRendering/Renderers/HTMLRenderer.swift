import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics
import TextEscaping

/// One self-contained HTML page (inline CSS, no scripts, no network): the tile, the detail
/// line, links that open the shortcut, and the flow as nested blocks like the Shortcuts editor.
///
/// Structure, for tools and tests: every action is one element with `class="action"`,
/// `data-index`, `data-depth` and `data-identifier`. A block is
/// `<li class="sk-block">` holding its opener, middles and end as `.action` elements and each
/// section's body as `<ol class="sk-body">`, so the number of `.sk-body` ancestors of an
/// action equals its control-flow depth. A Content-Security-Policy forbids scripts and remote
/// loads, as a second line of defence behind escaping every string from the file.
public struct HTMLRenderer: ShortcutRenderer {
    public var artwork: IconArtwork

    public init(artwork: IconArtwork) {
        self.artwork = artwork
    }

    public var fileExtension: String { "html" }

    /// The policy in the page's `<meta http-equiv>`.
    public static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    public func render(_ shortcut: RenderableShortcut) -> String {
        var sprite = IconSprite(artwork: artwork)
        let flow = renderFlow(shortcut, sprite: &sprite)
        let name = shortcut.displayName
        var out = ""
        out.reserveCapacity(flow.utf8.count + 16_384)
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
        out +=
            "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"ShortcutKit\">\n<title>"
        MarkupEscaping.append(name, to: &out)
        out += "</title>\n<style>\n" + HTMLStyleSheet.css
        if !shortcut.annotations.isEmpty { out += RenderAnnotations.css }
        out += "</style>\n</head>\n<body>\n"
        out += sprite.definitions + "\n<div class=\"sk-page\">\n<header class=\"sk-header\">\n"
        out += SVGTileRenderer(artwork: artwork, width: 300, height: 180).tile(
            name: name, style: shortcut.tile, standalone: false, cssClass: "sk-tile")
        out += "\n<div class=\"sk-title\"><h1>"
        MarkupEscaping.append(name, to: &out)
        out += "</h1><p class=\"sk-detail\">"
        MarkupEscaping.append(shortcut.detailLine, to: &out)
        out += "</p>"
        if let verdict = shortcut.annotations.verdict {
            out += "<p class=\"sk-verdict\">"
            MarkupEscaping.append(verdict, to: &out)
            out += "</p>"
        }
        out += links(shortcut, name: name) + "</div>\n</header>\n<main>\n"
        out += flow
        out += "</main>\n<footer>"
        if artwork.directory != nil { MarkupEscaping.append(IconArtwork.attribution, to: &out) }
        out += "</footer>\n</div>\n</body>\n</html>\n"
        return out
    }

    private func links(_ shortcut: RenderableShortcut, name: String) -> String {
        let links = ShortcutLinks(metadata: shortcut.metadata, name: name)
        var out = "<p class=\"sk-links\"><a href=\""
        MarkupEscaping.append(links.open, to: &out)
        out += "\">Open in Shortcuts</a>"
        if let importURL = links.importURL {
            out += "<a class=\"sk-secondary\" href=\""
            MarkupEscaping.append(importURL, to: &out)
            out += "\">Add to Shortcuts</a>"
        }
        if let iCloud = links.iCloud {
            out += "<a class=\"sk-secondary\" href=\""
            MarkupEscaping.append(iCloud, to: &out)
            out += "\">iCloud link</a>"
        }
        return out + "</p>"
    }

    /// The flow, written in one pass over the actions with a stack of open blocks (no
    /// recursion, whatever the nesting depth). The stack mirrors the control-flow analysis:
    /// a part of an outer block closes inner blocks left open, and blocks never closed are
    /// closed at the end.
    func renderFlow(_ shortcut: RenderableShortcut, sprite: inout IconSprite) -> String {
        let flow = shortcut.analysis.controlFlow
        let summaries = shortcut.summaries
        let marks = shortcut.annotations.marks
        var out = ""
        out.reserveCapacity(summaries.count * 420 + 64)
        out += "<ol class=\"sk-flow\">\n"
        var open: [Int] = []  // block indices
        for (index, summary) in summaries.enumerated() {
            let blockIndex = flow.blockIndexOfPart.indices.contains(index) ? flow.blockIndexOfPart[index] : nil
            let depth = flow.depths.indices.contains(index) ? flow.depths[index] : open.count
            guard let blockIndex, flow.blocks.indices.contains(blockIndex) else {
                out += "<li>"
                action(&out, summary, index: index, depth: depth, part: nil, mark: marks[index], sprite: &sprite)
                out += "</li>\n"
                continue
            }
            let block = flow.blocks[blockIndex]
            if block.start == index {
                out += "<li class=\"sk-block sk-kind-\(Self.kindName(block.kind))\">"
                action(&out, summary, index: index, depth: depth, part: "sk-start", mark: marks[index], sprite: &sprite)
                out += Self.bodyOpening(depth: block.depth + 1)
                open.append(blockIndex)
                continue
            }
            guard let position = open.lastIndex(of: blockIndex) else {
                out += "<li>"
                action(&out, summary, index: index, depth: depth, part: nil, mark: marks[index], sprite: &sprite)
                out += "</li>\n"
                continue
            }
            while open.count > position + 1 {
                open.removeLast()
                out += "</ol></li>\n"
            }
            out += "</ol>"
            if block.end == index {
                action(&out, summary, index: index, depth: depth, part: "sk-end", mark: marks[index], sprite: &sprite)
                out += "</li>\n"
                open.removeLast()
            } else {
                action(
                    &out, summary, index: index, depth: depth, part: "sk-middle", mark: marks[index], sprite: &sprite)
                out += Self.bodyOpening(depth: block.depth + 1)
            }
        }
        for _ in open { out += "</ol></li>\n" }
        out += "</ol>\n"
        return out
    }

    private func action(
        _ out: inout String, _ summary: ActionSummary, index: Int, depth: Int, part: String?, mark: String? = nil,
        sprite: inout IconSprite
    ) {
        let isComment = summary.identifier == "is.workflow.actions.comment"
        out += "<div class=\"action"
        if let part { out += " " + part }
        if isComment { out += " sk-comment" }
        if !summary.known { out += " sk-unknown" }
        if mark != nil { out += " sk-flagged" }
        out += " sk-c-" + summary.category.rawValue
        out += "\" data-index=\"\(index)\" data-depth=\"\(depth)\" data-identifier=\""
        MarkupEscaping.append(summary.identifier, to: &out)
        out += "\"><span class=\"sk-ic\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\"><use href=\"#"
        out += sprite.id(for: summary.symbolName)
        out += "\"/></svg></span><div class=\"sk-line\"><span class=\"sk-name\">"
        MarkupEscaping.append(summary.name, to: &out)
        out += "</span>"
        if let note = summary.note, isComment {
            out += "<p class=\"sk-note\">"
            MarkupEscaping.append(note, to: &out)
            out += "</p></div></div>"
            return
        }
        if !summary.segments.isEmpty { out += " " }
        for segment in summary.segments {
            switch segment {
            case .text(let text):
                MarkupEscaping.append(text, to: &out)
            case .value(let value):
                out += "<span class=\"sk-value\">"
                MarkupEscaping.append(value, to: &out)
                out += "</span>"
            case .variable(let name):
                out += "<span class=\"sk-pill\">"
                MarkupEscaping.append(name, to: &out)
                out += "</span>"
            }
        }
        if let app = summary.shownAppName {
            out += "<span class=\"sk-app\">"
            MarkupEscaping.append(app, to: &out)
            out += "</span>"
        }
        if let mark {
            out += "<span class=\"sk-flag\">⚠ "
            MarkupEscaping.append(mark, to: &out)
            out += "</span>"
        }
        out += "</div></div>"
    }

    /// Bodies deeper than this are indented less, so 30+ levels still fit a phone screen.
    static let fullIndentLevels = 6

    static func bodyOpening(depth: Int) -> String {
        depth > fullIndentLevels ? "<ol class=\"sk-body sk-deep\">\n" : "<ol class=\"sk-body\">\n"
    }

    static func kindName(_ kind: BlockKind) -> String {
        switch kind {
        case .conditional: "if"
        case .menu: "menu"
        case .repeatCount: "repeat"
        case .repeatEach: "repeat-each"
        case .other: "other"
        }
    }
}
