import ArgumentParser

/// `--format` and `--quiet`, shared through `@OptionGroup` by the tools that write a report in
/// one of several formats (as swift-format's `ConfigurationOptions`): the option, its help and
/// its names are written once.
///
/// `Format` is the tool's own subset of ``OutputFormat``: the help lists only its formats and
/// its default, completions offer only them, and any other format (`brandlint --format html`)
/// is refused as a usage error (exit 2) naming the ones the tool writes.
public struct OutputOptions<Format: OutputFormatSubset>: ParsableArguments, Sendable {
    @Option(name: .customLong("format"), help: ArgumentHelp("The output format.", valueName: "format"))
    var argument = FormatArgument(Format.defaultFormat)

    @OptionGroup public var summary: SummaryOptions

    public init() {}

    /// The format asked for with `--format`, or the tool's default.
    public var format: Format { argument.format }

    /// True with `--quiet`: no summary on standard error.
    public var quiet: Bool { summary.quiet }
}
