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

    /// Accounts, their sessions and API tokens (each secret stored as its SHA-256 only), and the
    /// owner of each shortcut. Shortcuts from before stay without an owner (`--assign-owner`).
    static let v2Accounts = [
        """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            username TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL,
            created_at REAL NOT NULL
        )
        """,
        """
        CREATE TABLE sessions (
            token_hash TEXT PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL
        )
        """,
        "CREATE INDEX sessions_account ON sessions (account_id)",
        """
        CREATE TABLE api_tokens (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            token_hash TEXT NOT NULL UNIQUE,
            created_at REAL NOT NULL
        )
        """,
        "CREATE INDEX api_tokens_account ON api_tokens (account_id)",
        "ALTER TABLE shortcuts ADD COLUMN owner_id INTEGER REFERENCES accounts (id) ON DELETE SET NULL",
        "CREATE INDEX shortcuts_owner ON shortcuts (owner_id)",
    ]

    /// What made each stored rendering, and a per-shortcut generation counted up when one of its
    /// versions is rendered again (part of the page cache's stamp). Versions stored before
    /// record the empty string, which no renderer has: they are all rendered again.
    static let v3Rendering = [
        "ALTER TABLE versions ADD COLUMN rendered_with TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE shortcuts ADD COLUMN render_generation INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX versions_rendered_with ON versions (rendered_with)",
    ]

    /// Each version's check verdict (line and ``GalleryCheck`` JSON), the latest one's on its
    /// shortcut. Versions stored before hold NULL; their `rendered_with` lacks the check's part, so
    /// they are rendered again at start and get it.
    static let v4Check = [
        "ALTER TABLE versions ADD COLUMN check_verdict TEXT",
        "ALTER TABLE versions ADD COLUMN check_json TEXT",
        "ALTER TABLE shortcuts ADD COLUMN check_verdict TEXT",
    ]

    static let shortcutColumns = """
        id, name, uploader, owner_id, icloud_id, created_at, updated_at, latest_version, signing_verdict, \
        audit_verdict, check_verdict, summary_json
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
