import ArgumentParser

/// `--quiet`, shared through `@OptionGroup` by every tool that ends with a summary on
/// standard error (what it checked, wrote or generated), so the flag reads the same in each.
public struct SummaryOptions: ParsableArguments, Sendable {
    @Flag(help: "Do not print the summary on standard error.")
    public var quiet = false

    public init() {}
}
