import ArgumentParser

/// Every exit status the `shortcut` tool uses, by name (`sysexits.h` meanings from 64 up), so no
/// command writes a bare number and the README's table has one source.
public enum ExitStatus {
    /// Everything worked and nothing was found.
    public static let success: Int32 = 0
    /// The check ran and failed, or found problems (`verify` untrusted, `intents` errors, `fetch`
    /// with failed links, `audit`/lint findings at the threshold).
    public static let findings: Int32 = 1
    /// Bad arguments (swift-argument-parser's own validation errors use this too).
    public static let usage: Int32 = 2
    /// `verify` on a plain property-list shortcut: there is no signature to check.
    public static let notSigned: Int32 = 3
    /// `EX_DATAERR`: the input is not a valid shortcut (or definition, or …).
    public static let dataError: Int32 = 65
    /// `EX_NOINPUT`: the input cannot be read.
    public static let noInput: Int32 = 66
    /// `EX_UNAVAILABLE`: a command that another of the toolkit's executables runs (`serve`,
    /// `appshortcuts`) was asked for, and that executable is not built.
    public static let unavailable: Int32 = 69
    /// `EX_SOFTWARE`: the tool's own resources are broken (the bundled catalog failed to load).
    public static let software: Int32 = 70
    /// `EX_CANTCREAT`: the output cannot be written.
    public static let cannotCreate: Int32 = 73
}

extension ExitCode {
    /// `ExitCode` for one of the named ``ExitStatus`` values.
    package static func status(_ value: Int32) -> ExitCode { ExitCode(value) }
}
