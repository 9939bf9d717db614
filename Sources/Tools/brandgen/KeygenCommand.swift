import ArgumentParser
import BrandDelivery
import BrandPublishing
import CommandLineSupport
import Foundation

/// `brandgen keygen`: a new Ed25519 key pair for signing bundles.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        _superCommandName: "brandgen",
        abstract: "Write a new Ed25519 key pair for signing brand bundles.",
        discussion: """
            Writes DIR/signing.key (the private key: base64 of its raw 32 bytes, file mode 0600) \
            and DIR/signing.pub (the public key: base64 of its raw 32 bytes). A root lists the \
            public key (`brandgen root init --online-key` or `--root-key`; apps without a root \
            list it in RemoteBrandCatalog.Configuration(publicKeys:)); `brandgen bundle --key` \
            and `brandgen root --key` sign with the private one. Keep signing.key out of the repository: in a CI secret \
            (BRANDGEN_SIGNING_KEY) or a key vault. Existing files are never overwritten. A folder \
            inside a git work tree is refused (`brandgen bundle` refuses a key there too) unless \
            --force is given.

            EXIT CODES
              0  both files written
              2  usage or I/O error (a file already exists, the folder is inside a git
                 work tree without --force, the folder cannot be written)
            """)

    @Option(help: ArgumentHelp("Folder to write signing.key and signing.pub into (created if missing).", valueName: "folder"))
    var output: String

    @Flag(help: "Write the key pair even inside a git work tree (with a warning).")
    var force = false

    mutating func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let privateURL = folder.appendingPathComponent("signing.key")
        let publicURL = folder.appendingPathComponent("signing.pub")
        let manager = FileManager.default
        for url in [privateURL, publicURL] where manager.fileExists(atPath: url.path) {
            throw CommandFailure("\(url.path) exists; keygen never overwrites a key (move it away first)")
        }
        let repository = GitWorkTree.containing(folder.path)
        if let repository, !force {
            throw CommandFailure(
                "\(output) is inside the git work tree \(repository); a private key there is one `git add` away from being published, and `brandgen bundle` refuses it: write it outside the repository (e.g. --output ~/keys), or pass --force")
        }
        let key = BundleSigningKey()
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            // Created with mode 0600 before the key is written, so it is never readable by others.
            guard manager.createFile(atPath: privateURL.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CommandFailure("cannot create \(privateURL.path)")
            }
            let handle = try FileHandle(forWritingTo: privateURL)
            try handle.write(contentsOf: Data(key.fileText.utf8))
            try handle.close()
            try Data((key.publicKey.base64 + "\n").utf8).write(to: publicURL)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot write the key pair to \(output): \(error.localizedDescription)")
        }
        print("wrote \(privateURL.path) (private, keep secret) and \(publicURL.path) (\(key.publicKey))")
        if let repository {
            ExitCodeContract.printError(
                "brandgen keygen: warning: \(privateURL.path) is inside the git work tree \(repository); keep it out of commits and move it to a CI secret ($\(BundleCommand.keyEnvironmentVariable)) before signing")
        }
    }
}
