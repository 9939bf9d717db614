import ArgumentParser
import BrandDelivery
import CommandLineSupport
import Foundation

/// `brandgen log`: the acceptance log a catalog keeps in its folder (docs/delivery.md).
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        _superCommandName: "brandgen",
        abstract: "Check a catalog folder's acceptance log.",
        discussion: """
            A catalog appends one line to FOLDER/accepted-log for each manifest it accepts, each \
            line carrying the SHA-256 of the line before it; full files become accepted-log.1, \
            accepted-log.2... Each step is explained in docs/delivery.md.

            EXIT CODES
              0  every line reads and chains
              1  a line was removed or changed, or the tail is torn (FILE:LINE says where)
              2  usage or I/O error
            """,
        subcommands: [LogVerifyCommand.self])
}

/// `brandgen log verify`: reads every segment and checks the chain.
struct LogVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check that no line of FOLDER's acceptance log was removed or changed.",
        discussion: """
            Prints the number of records, the first and last, and where the log stops being \
            readable, if it does. Exit 1 when it does.
            """)

    @Argument(help: ArgumentHelp("The catalog's folder (its `directory`).", valueName: "folder"))
    var folder: String

    mutating func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(folder) is not a folder")
        }
        let verification = try AcceptanceLog(directory: URL(fileURLWithPath: folder, isDirectory: true)).verify()
        print("\(verification.records.count) records")
        for (label, record) in [("first", verification.records.first), ("last", verification.records.last)] {
            guard let record else { continue }
            print("\(label): version \(record.version) accepted \(record.acceptedAt.formatted(.iso8601)) manifest \(record.manifestDigest)")
        }
        if let damage = verification.damage {
            print("\(folder)/\(damage)")
            throw ExitCode(1)
        }
        print("the chain holds")
    }
}
