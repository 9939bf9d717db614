import FuzzDriver
import FuzzHarnesses

// The harness's body is FuzzHarness.schema, in the main package (Tests/Support/FuzzHarnesses),
// where FuzzSeedTests replays this target's seeds through it in the normal build.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzHarness.schema.runBlocking(start, count)
    return 0
}

/// SwiftPM's entry point for this executable: checks the harness's fixtures (before libFuzzer
/// starts, so what globals keep is not counted as an input's leak), then hands over to libFuzzer.
@_cdecl("FuzzSchema_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzHarness.schema.prepareBlocking()
    return FuzzDriverMain(argc, argv)
}
