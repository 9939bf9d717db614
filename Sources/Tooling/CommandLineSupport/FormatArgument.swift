import ArgumentParser

/// One of a tool's formats on the command line, by its ``OutputFormat`` name. The name of a
/// format the tool does not write parses to nothing, which ArgumentParser reports with the
/// tool's own formats (exit 2 under ``ExitCodeContract``); the help and completions list
/// only the tool's formats.
public struct FormatArgument<Format: OutputFormatSubset>: ExpressibleByArgument, Sendable {
    public var format: Format

    public init(_ format: Format) {
        self.format = format
    }

    public init?(argument: String) {
        guard let shared = OutputFormat(rawValue: argument), let format = Format(shared) else { return nil }
        self.format = format
    }

    public var defaultValueDescription: String { format.outputFormat.rawValue }

    public static var allValueStrings: [String] { Format.names }

    public static var defaultCompletionKind: CompletionKind { .list(Format.names) }
}
