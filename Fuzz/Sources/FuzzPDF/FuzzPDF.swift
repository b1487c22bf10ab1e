import Foundation
import FuzzTargets
import LibFuzzerDriver

/// libFuzzer calls this once per input; a ``FuzzFailure`` aborts so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        _ = try FuzzTarget.pdf.run(data)
    } catch {
        fatalError("\(error)")
    }
    return 0
}

/// The program's `main` (SwiftPM links `FuzzPDF_main` as `main`): hands over to libFuzzer.
@_cdecl("FuzzPDF_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
