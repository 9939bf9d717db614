import ArgumentParser
import Foundation

/// Runs a command with the tools' exit codes: 0 success, the command's own `ExitCode` for
/// findings, and 2 for every usage error (ArgumentParser's default would be 64).
public enum ExitCodeContract {
    /// Runs `command` on `arguments` (the process's own when nil).
    public static func run<Command: ParsableCommand>(_ command: Command.Type, arguments: [String]? = nil) -> Never {
        do {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
            exit(0)
        } catch {
            finish(command, error)
        }
    }

    /// Parses the arguments as `command` and hands it to `body` instead of its `run()`: for a
    /// command run with values the command line cannot carry (brandsim with an app's handlers).
    public static func run<Command: AsyncParsableCommand>(_ command: Command.Type, _ body: (Command) async throws -> Void) async -> Never {
        do {
            var parsed = try command.parseAsRoot()
            if let typed = parsed as? Command {
                try await body(typed)
            } else {
                // `--help` and the like, which ArgumentParser parses as commands of its own.
                try parsed.run()
            }
            exit(0)
        } catch {
            finish(command, error)
        }
    }

    public static func run<Command: AsyncParsableCommand>(_ command: Command.Type) async -> Never {
        do {
            let parsed = try command.parseAsRoot()
            if var asyncCommand = parsed as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                var syncCommand = parsed
                try syncCommand.run()
            }
            exit(0)
        } catch {
            finish(command, error)
        }
    }

    /// Prints to standard error.
    public static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    private static func finish<Command: ParsableCommand>(_ command: Command.Type, _ error: any Error) -> Never {
        let name = command.configuration.commandName ?? String(describing: command)
        switch error {
        case let failure as CommandFailure:
            printError("\(name): error: \(failure)")
            exit(2)
        case let code as ExitCode:
            exit(code.rawValue)
        default:
            if command.exitCode(for: error) == .success {
                print(command.fullMessage(for: error))
                exit(0)
            }
            printError(command.fullMessage(for: error))
            exit(2)
        }
    }
}
