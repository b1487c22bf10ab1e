import ShortcutCatalog

/// The inline CSS of ``HTMLRenderer``: cards like the Shortcuts editor, light and dark through
/// `prefers-color-scheme`, and a narrow layout for phones.
enum HTMLStyleSheet {
    /// Icon colour of each category (our choice, close to the editor's families).
    static func color(of category: ActionCategory) -> String {
        switch category {
        case .scripting: "#8e8e93"
        case .text: "#f4b400"
        case .documents: "#3478f6"
        case .media: "#ff375f"
        case .location: "#0a84ff"
        case .calendar: "#ff453a"
        case .contacts: "#a2845e"
        case .sharing: "#30b0c7"
        case .web: "#007aff"
        case .health: "#ff2d55"
        case .device: "#5e5ce6"
        case .apps: "#34c759"
        case .other: "#98989d"
        }
    }

    static let css: String = {
        var css = """
            :root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--text:#1c1c1e;--muted:#6e6e73;\
            --value:#0a60d0;--pill-bg:#e1edff;--pill-text:#0b4db0;--guide:#c7c7cc;--shadow:0 1px 2px rgba(0,0,0,.08);--button:#0a60d0}
            @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--text:#f2f2f7;--muted:#98989f;\
            --value:#6cb0ff;--pill-bg:#1e3a5f;--pill-text:#a9cfff;--guide:#3a3a3c;--shadow:none;--button:#0a6ad9}}
            *{box-sizing:border-box}
            body{margin:0;background:var(--bg);color:var(--text);\
            font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
            .sk-sprite{position:absolute;overflow:hidden}
            .sk-page{max-width:780px;margin:0 auto;padding:28px 18px 48px}
            .sk-header{display:flex;gap:18px;align-items:center;margin-bottom:22px}
            .sk-tile{flex:none;width:150px;height:90px;display:block;filter:drop-shadow(0 2px 6px rgba(0,0,0,.18))}
            .sk-title{min-width:0}
            h1{font-size:26px;line-height:1.2;margin:0 0 6px;overflow-wrap:anywhere}
            .sk-detail{color:var(--muted);font-size:13px;margin:0 0 10px}
            .sk-links{margin:0;display:flex;flex-wrap:wrap;gap:8px}
            .sk-links a{color:#fff;background:var(--button);border-radius:999px;padding:4px 12px;font-size:13px;\
            font-weight:600;text-decoration:none}
            .sk-links a.sk-secondary{background:transparent;color:var(--value);box-shadow:inset 0 0 0 1px var(--value)}
            ol{list-style:none;margin:0;padding:0}
            li{margin:6px 0}
            .action{display:flex;gap:10px;align-items:flex-start;background:var(--card);border-radius:12px;\
            padding:9px 12px;box-shadow:var(--shadow)}
            .sk-ic{flex:none;width:24px;height:24px;border-radius:6px;display:flex;align-items:center;\
            justify-content:center;color:#fff;background:var(--c,#8e8e93);margin-top:-1px}
            .sk-ic svg{width:14px;height:14px}
            .sk-line{min-width:0;overflow-wrap:anywhere}
            .sk-name{font-weight:600}
            .sk-value{color:var(--value)}
            .sk-pill{display:inline-block;padding:0 8px;border-radius:9px;background:var(--pill-bg);color:var(--pill-text);\
            font-weight:500;font-size:.92em;line-height:1.55;margin:1px 0}
            .sk-app{color:var(--muted);font-size:12px;margin-left:6px;white-space:nowrap}
            .sk-note{white-space:pre-wrap;margin:4px 0 0;color:var(--muted);font-size:14px}
            .sk-block>.sk-body{margin:0 0 0 12px;padding:1px 0 1px 10px;border-left:2px solid var(--guide)}
            .sk-block>.sk-body.sk-deep{margin-left:2px;padding-left:4px;border-left-width:1px}
            .sk-block>.action.sk-start{border-bottom-left-radius:4px}
            .sk-block>.action.sk-middle,.sk-block>.action.sk-end{background:transparent;box-shadow:none;\
            padding:3px 12px;color:var(--muted)}
            .sk-block>.action.sk-middle .sk-name,.sk-block>.action.sk-end .sk-name{font-weight:500}
            .sk-block>.action.sk-middle .sk-ic,.sk-block>.action.sk-end .sk-ic{width:18px;height:18px;opacity:.7}
            .sk-comment{background:transparent;box-shadow:inset 0 0 0 1px var(--guide)}
            .sk-empty{color:var(--muted);font-style:italic}
            footer{color:var(--muted);font-size:12px;margin-top:32px}
            @media (max-width:520px){.sk-page{padding:16px 10px 32px}.sk-header{flex-direction:column;align-items:flex-start}\
            .sk-tile{width:120px;height:72px}h1{font-size:22px}.action{padding:8px 9px;gap:8px}\
            .sk-block>.sk-body{margin-left:5px;padding-left:6px}\
            .sk-block>.sk-body.sk-deep{margin-left:1px;padding-left:2px}}

            """
        for category in ActionCategory.allCases {
            css += ".sk-c-\(category.rawValue){--c:\(color(of: category))}"
        }
        return css + "\n"
    }()
}
