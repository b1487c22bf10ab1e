import Diagnostics

/// Something wrong or suspicious found in a shortcut: kept, reported, never fatal. One
/// `Diagnostic` like every other finding in the toolkit.
public typealias Problem = Diagnostic
