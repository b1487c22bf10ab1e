import PostgresNIO

/// The PostgreSQL schema as numbered migrations (row `n` of `gallery_migrations` = the n-th
/// entry applied). Dates are Unix seconds (DOUBLE PRECISION), like the SQLite schema; the
/// original file is `bytea`.
enum PostgresSchema {
    /// `pg_advisory_lock` key for migrations (any constant; "SKGL").
    static let migrationLock: Int64 = 0x534B_474C

    static let migrations: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE shortcuts (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                version_key TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                name_lower TEXT NOT NULL,
                uploader TEXT NOT NULL,
                icloud_id TEXT,
                created_at DOUBLE PRECISION NOT NULL,
                updated_at DOUBLE PRECISION NOT NULL,
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
                shortcut_id BIGINT NOT NULL REFERENCES shortcuts (id) ON DELETE CASCADE,
                number INTEGER NOT NULL,
                created_at DOUBLE PRECISION NOT NULL,
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
                original BYTEA NOT NULL,
                PRIMARY KEY (shortcut_id, number)
            )
            """,
            """
            CREATE TABLE terms (
                shortcut_id BIGINT NOT NULL REFERENCES shortcuts (id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                term TEXT NOT NULL,
                PRIMARY KEY (shortcut_id, kind, term)
            )
            """,
            "CREATE INDEX terms_kind_term ON terms (kind, term)",
        ],
        // 2: accounts, sessions and API tokens (secrets stored as SHA-256 only), shortcut owners.
        [
            """
            CREATE TABLE accounts (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                username TEXT NOT NULL UNIQUE,
                password_hash TEXT NOT NULL,
                created_at DOUBLE PRECISION NOT NULL
            )
            """,
            """
            CREATE TABLE sessions (
                token_hash TEXT PRIMARY KEY,
                account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                created_at DOUBLE PRECISION NOT NULL,
                expires_at DOUBLE PRECISION NOT NULL
            )
            """,
            "CREATE INDEX sessions_account ON sessions (account_id)",
            """
            CREATE TABLE api_tokens (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE,
                created_at DOUBLE PRECISION NOT NULL
            )
            """,
            "CREATE INDEX api_tokens_account ON api_tokens (account_id)",
            "ALTER TABLE shortcuts ADD COLUMN owner_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL",
            "CREATE INDEX shortcuts_owner ON shortcuts (owner_id)",
        ],
        // 3: what made each rendering; a per-shortcut generation for the page cache's stamp.
        [
            "ALTER TABLE versions ADD COLUMN rendered_with TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE shortcuts ADD COLUMN render_generation INTEGER NOT NULL DEFAULT 0",
            "CREATE INDEX versions_rendered_with ON versions (rendered_with)",
        ],
        // 4: each version's check verdict (line and JSON), the latest one's on its shortcut; NULL
        // for versions stored before, which are rendered again (their record lacks the check).
        [
            "ALTER TABLE versions ADD COLUMN check_verdict TEXT",
            "ALTER TABLE versions ADD COLUMN check_json TEXT",
            "ALTER TABLE shortcuts ADD COLUMN check_verdict TEXT",
        ],
    ]
}
