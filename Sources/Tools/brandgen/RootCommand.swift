import ArgumentParser
import BrandDelivery
import BrandPublishing
import CommandLineSupport
import Foundation

/// `brandgen root`: the signed root of trust apps pin and walk (docs/delivery.md).
struct RootCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "root",
        _superCommandName: "brandgen",
        abstract: "Create, rotate, sign and verify the root of trust apps pin.",
        discussion: """
            A root (root/<version>.json in the bundle folder) lists the offline root keys that \
            sign the next root, with a threshold, and the online keys that sign manifest.json \
            (`brandgen bundle --key`), with a threshold, its version and expiry. Apps ship one root \
            and fetch root/<n+1>.json, root/<n+2>.json... one version at a time: a root is taken \
            only when a threshold of the previous root's keys and a threshold of its own keys \
            signed it. Rotating or revoking the online key is a new root, not an app release.

            Keys are `brandgen keygen` pairs: --key is a private key file (it signs), --root-key \
            and --online-key are public key files (signing.pub). A private key inside a git work \
            tree is refused. Each step is explained in docs/delivery.md.

            THE CEREMONY
              brandgen keygen --output /media/k1     (and k2, k3 offline; online)
              brandgen root init --key /media/k1/signing.key \\
                --root-key k2.pub --root-key k3.pub --threshold 2 \\
                --online-key online/signing.pub --output Bundle
              brandgen root sign Bundle/root/1.json --key /media/k2/signing.key
              brandgen root verify Bundle       then ship root/1.json in the app
              brandgen root rotate --output Bundle --online-key new.pub \\
                --key /media/k1/signing.key --key /media/k3/signing.key

            EXIT CODES
              0  done (verify: every root checks out)
              1  verify: a root does not check out, or the newest has expired
              2  usage or I/O error (bad key file, missing root, threshold out of range)
            """,
        subcommands: [RootInitCommand.self, RootRotateCommand.self, RootSignCommand.self, RootVerifyCommand.self])
}

/// Reading and writing root files and key files for the `root` subcommands.
enum RootFiles {
    static let maximumLifetimeDays = 5 * 365

    /// A private key file, refused inside a git work tree.
    static func signingKey(_ path: String) throws -> BundleSigningKey {
        // Both key files are 32 bytes in base64: only the name tells a public one apart.
        if path.hasSuffix(".pub") {
            throw CommandFailure("\(path) is a public key; --key takes the private key (signing.key), public keys go to --root-key or --online-key")
        }
        if let repository = GitWorkTree.containing(path) {
            throw CommandFailure("\(path) is inside the git work tree \(repository); keep root keys offline, out of any repository")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read the key file \(path)")
        }
        do {
            return try BundleSigningKey(fileText: text)
        } catch {
            throw CommandFailure("\(path): \(error) (--key takes a private key, signing.key; pass public keys as --root-key or --online-key)")
        }
    }

    /// A public key file (`signing.pub`).
    static func publicKey(_ path: String, option: String) throws -> BundlePublicKey {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read the key file \(path) (\(option))")
        }
        do {
            return try BundlePublicKey(base64: text)
        } catch {
            throw CommandFailure("\(path) (\(option)): \(error)")
        }
    }

    static func folder(_ output: String) -> URL {
        URL(fileURLWithPath: output, isDirectory: true).appendingPathComponent(BundleLayout.rootsFolder, isDirectory: true)
    }

    /// The versions of `root/<n>.json` files in the folder, ascending.
    static func versions(in output: String) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(output).path)) ?? []
        return names.compactMap { name -> Int? in
            guard name.hasSuffix(".json"), let version = Int(name.dropLast(".json".count)), version >= 1 else { return nil }
            return version
        }.sorted()
    }

    static func read(_ path: String) throws -> SignedTrustRoot {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("cannot read the root file \(path)") }
        do {
            return try SignedTrustRoot.decode(data)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
    }

    static func path(_ output: String, version: Int) -> String {
        URL(fileURLWithPath: output, isDirectory: true).appendingPathComponent(BundleLayout.rootPath(version: version)).path
    }

    static func write(_ root: SignedTrustRoot, to path: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try root.fileData().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Whose signatures the root still needs, in one line.
    static func status(_ root: SignedTrustRoot, previous: SignedTrustRoot?) -> (line: String, complete: Bool) {
        var parts: [String] = []
        var complete = true
        if let previous {
            let valid = root.validSignatures(among: previous.root.rootKeys)
            parts.append("\(valid) of the \(previous.root.rootThreshold) needed from root \(previous.root.version)'s keys")
            complete = complete && valid >= previous.root.rootThreshold
        }
        let own = root.validSignatures(among: root.root.rootKeys)
        parts.append("\(own) of the \(root.root.rootThreshold) needed from its own keys")
        complete = complete && own >= root.root.rootThreshold
        let line = "root \(root.root.version) is signed by " + parts.joined(separator: " and ")
            + (complete ? "; apps will take it" : "; add signatures with `brandgen root sign` before publishing it")
        return (line, complete)
    }

    static func expiry(days: Int) throws -> Date {
        guard (1...maximumLifetimeDays).contains(days) else {
            throw ValidationError("--expires-in must be 1 to \(maximumLifetimeDays) days")
        }
        return Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down) + Double(days) * 86_400)
    }

    /// Signs a new root with `signers`, writes it and says whose signatures it still needs.
    static func signAndWrite(
        _ document: TrustRoot, signers: [BundleSigningKey], previous: SignedTrustRoot?, to path: String, command: String
    ) throws {
        var root = try SignedTrustRoot(root: document)
        for signer in signers { try root.sign(with: signer) }
        try write(root, to: path)
        ExitCodeContract.printError("brandgen root \(command): wrote \(path); \(status(root, previous: previous).line)")
    }

    /// A key as an operator compares it: the full fingerprint (SHA-256 of its bytes), the
    /// short id beside it.
    static func name(_ key: BundlePublicKey) -> String { "sha256:\(key.fingerprint) (\(key))" }

    /// What a root document says, one fact a line: what a signer signs.
    static func describe(_ root: TrustRoot) -> [String] {
        var lines = [
            "version \(root.version), versionEpoch \(root.versionEpoch), expires \(root.expires.formatted(.iso8601))",
            "root keys, \(root.rootThreshold) of \(root.rootKeys.count) sign the next root:",
        ]
        lines += root.rootKeys.map { "  " + name($0) }
        lines.append("online keys, \(root.manifestThreshold) of \(root.manifestKeys.count) sign each manifest:")
        lines += root.manifestKeys.map { "  " + name($0) }
        return lines
    }

    /// What changed from `previous` to `root`, one change a line ("no change" when none).
    static func diff(from previous: TrustRoot, to root: TrustRoot) -> [String] {
        var lines: [String] = []
        func field<Value: Equatable & CustomStringConvertible>(_ label: String, _ old: Value, _ new: Value) {
            if old != new { lines.append("\(label): \(old) -> \(new)") }
        }
        field("version", previous.version, root.version)
        field("versionEpoch", previous.versionEpoch, root.versionEpoch)
        field("expires", previous.expires.formatted(.iso8601), root.expires.formatted(.iso8601))
        field("rootThreshold", previous.rootThreshold, root.rootThreshold)
        field("manifestThreshold", previous.manifestThreshold, root.manifestThreshold)
        for (role, old, new) in [("root key", previous.rootKeys, root.rootKeys), ("online key", previous.manifestKeys, root.manifestKeys)] {
            lines += new.filter { !old.contains($0) }.map { "+ \(role) \(name($0))" }
            lines += old.filter { !new.contains($0) }.map { "- \(role) \(name($0))" }
        }
        return lines.isEmpty ? ["no change"] : lines
    }

    /// Root keys stay offline: one key in both roles would put a root key on the CI machine.
    static func checkRolesApart(rootKeys: [BundlePublicKey], onlineKeys: [BundlePublicKey]) throws {
        if let shared = Set(rootKeys).intersection(onlineKeys).first {
            throw CommandFailure("\(shared) is both a root key and an online key; root keys stay offline, so use a separate online key")
        }
    }

    /// The current root's threshold, kept for the new root; never lowered silently when the
    /// new root lists fewer keys than it (the operator gives the lower threshold explicitly).
    static func keptThreshold(_ current: Int, keys: Int, option: String) throws -> Int {
        guard current <= keys else {
            throw CommandFailure("the current threshold \(current) is above the \(keys) keys of the new root; give \(option) explicitly to lower it")
        }
        return current
    }

    static func checkThreshold(_ threshold: Int, keys: Int, option: String) throws {
        guard (1...max(1, keys)).contains(threshold), keys >= 1 else {
            throw CommandFailure("\(option) \(threshold) must be between 1 and the \(keys) keys listed")
        }
        guard keys <= TrustRoot.maximumKeys else { throw CommandFailure("a root lists at most \(TrustRoot.maximumKeys) keys of a role; \(keys) given") }
    }
}

/// `brandgen root init`: root version 1.
struct RootInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write root version 1 (FOLDER/root/1.json), signed by the --key files given.",
        discussion: """
            The root keys are the public keys of every --key plus every --root-key; \
            --threshold of them must sign every later root. Sign with the others later \
            (`brandgen root sign`), each on its own offline machine. The online keys \
            (--online-key) sign manifests; --online-threshold of them must (default 1).
            """)

    @Option(help: ArgumentHelp("A private root key that signs now (its public key becomes a root key). Repeatable.", valueName: "file"))
    var key: [String] = []

    @Option(help: ArgumentHelp("The public key of a root key that signs later. Repeatable.", valueName: "file"))
    var rootKey: [String] = []

    @Option(help: ArgumentHelp("How many root keys must sign the next root.", valueName: "n"))
    var threshold: Int

    @Option(help: ArgumentHelp("The public key of an online key that signs manifests. Repeatable; at least one.", valueName: "file"))
    var onlineKey: [String] = []

    @Option(help: ArgumentHelp("How many online keys must sign a manifest.", valueName: "n"))
    var onlineThreshold = 1

    @Option(help: ArgumentHelp("Days until apps refuse manifests under this root, 1 to \(RootFiles.maximumLifetimeDays).", valueName: "days"))
    var expiresIn = 365

    @Option(help: ArgumentHelp("The bundle folder; the root goes to FOLDER/root/1.json.", valueName: "folder"))
    var output: String

    mutating func run() throws {
        let path = RootFiles.path(output, version: 1)
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure("\(path) exists; a root version is written once (`brandgen root rotate` writes the next one)")
        }
        let signers = try key.map(RootFiles.signingKey)
        let rootKeys = Array(Set(try rootKey.map { try RootFiles.publicKey($0, option: "--root-key") } + signers.map(\.publicKey)))
        let onlineKeys = Array(Set(try onlineKey.map { try RootFiles.publicKey($0, option: "--online-key") }))
        guard !onlineKeys.isEmpty else { throw CommandFailure("no --online-key: name the public key that signs manifests (brandgen keygen writes one)") }
        try RootFiles.checkThreshold(threshold, keys: rootKeys.count, option: "--threshold")
        try RootFiles.checkThreshold(onlineThreshold, keys: onlineKeys.count, option: "--online-threshold")
        try RootFiles.checkRolesApart(rootKeys: rootKeys, onlineKeys: onlineKeys)
        try RootFiles.signAndWrite(
            TrustRoot(
                version: 1, expires: try RootFiles.expiry(days: expiresIn), rootKeys: rootKeys, rootThreshold: threshold,
                manifestKeys: onlineKeys, manifestThreshold: onlineThreshold),
            signers: signers, previous: nil, to: path, command: "init")
    }
}

/// `brandgen root rotate`: the next root version.
struct RootRotateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate",
        abstract: "Write the next root version (FOLDER/root/<n+1>.json) with changed keys, thresholds or expiry.",
        discussion: """
            Reads the newest root in FOLDER/root/ and writes the next version. What is not given \
            is kept; --root-key and --online-key, when given, replace the whole list (revoking \
            every key not named again). A threshold of the current root's keys AND a threshold of \
            the new root's keys must sign it: sign with --key here or later with `brandgen root \
            sign`.

            --reset-versions raises the version epoch: apps forget the manifest version they \
            accepted, so after a stolen online key published a huge version, manifests can \
            start again from any version. It needs new --online-key keys (none of the current \
            ones), or old manifests could be replayed.
            """)

    @Option(help: ArgumentHelp("A private key (of the current or the new root) that signs now. Repeatable.", valueName: "file"))
    var key: [String] = []

    @Option(help: ArgumentHelp("The public key of a root key of the new root; replaces the list. Repeatable.", valueName: "file"))
    var rootKey: [String] = []

    @Option(help: ArgumentHelp("How many of the new root's keys must sign the root after it.", valueName: "n"))
    var threshold: Int?

    @Option(help: ArgumentHelp("The public key of an online key; replaces the list. Repeatable.", valueName: "file"))
    var onlineKey: [String] = []

    @Option(help: ArgumentHelp("How many online keys must sign a manifest.", valueName: "n"))
    var onlineThreshold: Int?

    @Option(help: ArgumentHelp("Days until apps refuse manifests under the new root, 1 to \(RootFiles.maximumLifetimeDays).", valueName: "days"))
    var expiresIn = 365

    @Flag(help: "Raise the version epoch: apps start manifest versions again (recovery from a fast-forward).")
    var resetVersions = false

    @Option(help: ArgumentHelp("The bundle folder holding root/.", valueName: "folder"))
    var output: String

    mutating func run() throws {
        guard let newest = RootFiles.versions(in: output).last else {
            throw CommandFailure("no root in \(RootFiles.folder(output).path); `brandgen root init` writes version 1")
        }
        let current = try RootFiles.read(RootFiles.path(output, version: newest))
        let signers = try key.map(RootFiles.signingKey)
        let rootKeys = rootKey.isEmpty ? current.root.rootKeys : Array(Set(try rootKey.map { try RootFiles.publicKey($0, option: "--root-key") }))
        let onlineKeys = onlineKey.isEmpty
            ? current.root.manifestKeys : Array(Set(try onlineKey.map { try RootFiles.publicKey($0, option: "--online-key") }))
        let rootThreshold = try threshold ?? RootFiles.keptThreshold(current.root.rootThreshold, keys: rootKeys.count, option: "--threshold")
        let manifestThreshold = try onlineThreshold
            ?? RootFiles.keptThreshold(current.root.manifestThreshold, keys: onlineKeys.count, option: "--online-threshold")
        try RootFiles.checkThreshold(rootThreshold, keys: rootKeys.count, option: "--threshold")
        try RootFiles.checkThreshold(manifestThreshold, keys: onlineKeys.count, option: "--online-threshold")
        if resetVersions, !Set(onlineKeys).isDisjoint(with: current.root.manifestKeys) {
            throw CommandFailure(
                "--reset-versions keeps an online key of root \(newest); apps refuse a reset that keeps one (old manifests could be replayed): pass new --online-key keys")
        }
        let allowed = Set(rootKeys).union(current.root.rootKeys)
        if let stranger = signers.first(where: { !allowed.contains($0.publicKey) }) {
            throw CommandFailure("--key \(stranger.publicKey) is a root key of neither root \(newest) nor the new root; its signature would not count")
        }
        try RootFiles.checkRolesApart(rootKeys: rootKeys, onlineKeys: onlineKeys)
        let (version, overflow) = newest.addingReportingOverflow(1)
        let (epoch, epochOverflow) = current.root.versionEpoch.addingReportingOverflow(resetVersions ? 1 : 0)
        if overflow || epochOverflow { throw CommandFailure("root \(newest) has the highest version or epoch there is") }
        try RootFiles.signAndWrite(
            TrustRoot(
                version: version, expires: try RootFiles.expiry(days: expiresIn), rootKeys: rootKeys, rootThreshold: rootThreshold,
                manifestKeys: onlineKeys, manifestThreshold: manifestThreshold, versionEpoch: epoch),
            signers: signers, previous: current, to: RootFiles.path(output, version: version), command: "rotate")
    }
}

/// `brandgen root sign`: adds signatures to a root file.
struct RootSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Add the --key signatures to a root file (each key of that root or the one before it).",
        discussion: """
            Rewrites FILE with the signatures added; the root document itself is unchanged. Run \
            it on each offline machine in turn, carrying the file, until `brandgen root verify` \
            passes.
            """)

    @Argument(help: ArgumentHelp("The root file, FOLDER/root/<n>.json.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("A private root key to sign with. Repeatable; at least one.", valueName: "file"))
    var key: [String] = []

    mutating func run() throws {
        guard !key.isEmpty else { throw CommandFailure("no --key: name the private root key to sign with") }
        var root = try RootFiles.read(file)
        let previousPath = URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent("\(root.root.version - 1).json").path
        let previous = root.root.version > 1 && FileManager.default.fileExists(atPath: previousPath) ? try RootFiles.read(previousPath) : nil
        let allowed = Set(root.root.rootKeys).union(previous?.root.rootKeys ?? [])
        // What is signed, before it is: the document and what it changes.
        ExitCodeContract.printError("brandgen root sign: \(file) holds")
        for line in RootFiles.describe(root.root) { ExitCodeContract.printError("  " + line) }
        if let previous {
            ExitCodeContract.printError("changes from root \(previous.root.version):")
            for line in RootFiles.diff(from: previous.root, to: root.root) { ExitCodeContract.printError("  " + line) }
        }
        for signer in try key.map(RootFiles.signingKey) {
            guard allowed.contains(signer.publicKey) else {
                throw CommandFailure("--key \(signer.publicKey) is not a root key of root \(root.root.version) or the root before it; its signature would not count")
            }
            try root.sign(with: signer)
        }
        try RootFiles.write(root, to: file)
        ExitCodeContract.printError("brandgen root sign: \(RootFiles.status(root, previous: previous).line)")
    }
}

/// `brandgen root verify`: checks the chain as an app walks it.
struct RootVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check FOLDER/root/ as an app walks it: each root signed by its threshold and its predecessor's.",
        discussion: """
            Starts from --pinned (the root an app ships; default FOLDER/root/1.json, which must \
            be signed by its own threshold) and takes root/<n+1>.json while it exists, with the \
            checks apps make. Prints one line per root. Exit 1 when a root fails or the newest \
            has expired.

            It checks the roots only: their signatures, thresholds, succession and expiry. It \
            does not read manifest.json, manifest.sig or any brand document; to check what an \
            app would get from a served bundle, run `brandgen fetch URL --root FILE`.
            """)

    @Argument(help: ArgumentHelp("The bundle folder holding root/.", valueName: "folder"))
    var folder: String

    @Option(help: ArgumentHelp("The root the app ships (default: FOLDER/root/1.json).", valueName: "file"))
    var pinned: String?

    mutating func run() throws {
        let start = pinned ?? RootFiles.path(folder, version: 1)
        guard let data = FileManager.default.contents(atPath: start) else { throw CommandFailure("cannot read the root file \(start)") }
        var trusted: SignedTrustRoot
        do {
            trusted = try SignedTrustRoot.pinned(data)
        } catch {
            print("\(start): \(error)")
            throw ExitCode(1)
        }
        print("root \(trusted.root.version): pinned, expires \(trusted.root.expires.formatted(.iso8601))")
        while case (let version, false) = trusted.root.version.addingReportingOverflow(1) {
            let path = RootFiles.path(folder, version: version)
            guard FileManager.default.fileExists(atPath: path) else { break }
            do {
                let next = try SignedTrustRoot.decode(FileManager.default.contents(atPath: path) ?? Data())
                try trusted.checkSuccessor(next)
                trusted = next
            } catch {
                print("\(path): \(error)")
                throw ExitCode(1)
            }
            print("root \(trusted.root.version): ok, expires \(trusted.root.expires.formatted(.iso8601))")
        }
        if trusted.root.expires <= Date() {
            print("root \(trusted.root.version) has expired: apps refuse manifests until a newer root is published")
            throw ExitCode(1)
        }
        print("manifests need \(trusted.root.manifestThreshold) signature(s) of:")
        for key in trusted.root.manifestKeys { print("  " + RootFiles.name(key)) }
        print("checked: the roots only (signatures, thresholds, succession, expiry), not the manifest or the brands; `brandgen fetch URL --root FILE` checks a served bundle as an app does")
    }
}
