/// The SQLite schema and the fixed statements that are long enough to name. Dates are Unix
/// seconds (REAL); the original file is a BLOB in `versions`.
enum SQLiteSchema {
    static let v1 = [
        """
        CREATE TABLE shortcuts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            version_key TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            name_lower TEXT NOT NULL,
            uploader TEXT NOT NULL,
            icloud_id TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            latest_version INTEGER NOT NULL,
            signing_verdict TEXT NOT NULL,
            audit_verdict TEXT,
            summary_json TEXT NOT NULL,
            tile_svg TEXT NOT NULL
        )
        """,
        "CREATE INDEX shortcuts_updated ON shortcuts (updated_at DESC, id DESC)",
        """
        CREATE TABLE versions (
            shortcut_id INTEGER NOT NULL REFERENCES shortcuts (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            created_at REAL NOT NULL,
            sha256 TEXT NOT NULL,
            size INTEGER NOT NULL,
            encoding TEXT NOT NULL,
            signing_verdict TEXT NOT NULL,
            signing_summary TEXT NOT NULL,
            audit_verdict TEXT,
            audit_json TEXT,
            summary_json TEXT NOT NULL,
            tile_svg TEXT NOT NULL,
            flow_html TEXT NOT NULL,
            original BLOB NOT NULL,
            PRIMARY KEY (shortcut_id, number)
        )
        """,
        """
        CREATE TABLE terms (
            shortcut_id INTEGER NOT NULL REFERENCES shortcuts (id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            term TEXT NOT NULL,
            PRIMARY KEY (shortcut_id, kind, term)
        )
        """,
        "CREATE INDEX terms_kind_term ON terms (kind, term)",
    ]

    static let shortcutColumns = """
        id, name, uploader, icloud_id, created_at, updated_at, latest_version, signing_verdict, audit_verdict, \
        summary_json
        """

    /// Free text over name and terms, then the action / app / category filters; an empty field
    /// (bound as '') switches its condition off. One row more than a page, for "next".
    static let search = """
        SELECT \(shortcutColumns) FROM shortcuts s
        WHERE (? = '' OR s.name_lower LIKE ? ESCAPE '\\'
               OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id AND t.term LIKE ? ESCAPE '\\'))
          AND (? = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id AND t.kind = 'action'
                                 AND t.term LIKE ? ESCAPE '\\'))
          AND (? = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id AND t.kind = 'app'
                                 AND t.term LIKE ? ESCAPE '\\'))
          AND (? = '' OR EXISTS (SELECT 1 FROM terms t WHERE t.shortcut_id = s.id AND t.kind = 'category'
                                 AND t.term = ?))
        ORDER BY s.updated_at DESC, s.id DESC
        LIMIT ? OFFSET ?
        """
}
