import AppShortcutsFuzzTargets
import Foundation
import LibFuzzerDriver

/// libFuzzer calls this once per input; only crashes and hangs count (the linter never throws).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = AppShortcutsFuzzTarget.swiftSource.run(data)
    return 0
}

/// The program's `main` (SwiftPM links `FuzzSwiftSource_main` as `main`): hands over to libFuzzer.
@_cdecl("FuzzSwiftSource_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
