import ArgumentParser
import Foundation

/// `-j`/`--jobs`, shared through `@OptionGroup` by the tools that load a folder's brands in
/// parallel: one help text, one check of the number.
public struct JobsOptions: ParsableArguments {
    @Option(
        name: [.customShort("j"), .long],
        help: ArgumentHelp("Brands loaded and checked at once (default: the number of processors). Output is the same for any number.", valueName: "n"))
    public var jobs: Int?

    public init() {}

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// `--jobs`, or the number of processors without it.
    public var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
