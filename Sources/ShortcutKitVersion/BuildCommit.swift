// The commit of an unstamped build: none. `Scripts/release.sh` builds with `-DSHORTCUTKIT_STAMPED` and a
// git-ignored BuildCommit+Stamped.swift (written by `Scripts/version.py --stamp`) that sets it instead.
#if !SHORTCUTKIT_STAMPED
    let stampedCommit: String? = nil
#endif
