import BrandModel
import CommandLineSupport
import Foundation

/// The editor modeline on a profile's first line (`# yaml-language-server: $schema=PATH`,
/// docs/editors.md) when PATH names no file: a base copied into a brands repository of its own
/// keeps `../../Schemas/…`, which that repository does not have. brandlint says so, and
/// `--fix` points the modeline at the schema the run uses: `--schemas FOLDER`'s (relative to
/// the profile), else the one `make install` put beside the tools
/// (`PREFIX/share/brandengine/Schemas`).
struct EditorModelines {
    static let prefix = "# yaml-language-server: $schema="
    static let schemaFile = "brand-profile.schema.json"

    /// The schema file a modeline should name; nil when there is none to name.
    var target: String?

    /// `--schemas FOLDER`'s schema, else the installed one beside this executable.
    init(schemasFolder: String?) {
        let manager = FileManager.default
        if let schemasFolder {
            let file = URL(fileURLWithPath: schemasFolder).appendingPathComponent(Self.schemaFile).standardizedFileURL.path
            target = manager.fileExists(atPath: file) ? file : nil
            return
        }
        let installed = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../share/brandengine/Schemas/" + Self.schemaFile).standardizedFileURL.path
        target = installed.flatMap { manager.fileExists(atPath: $0) ? $0 : nil }
    }

    /// Profiles of `paths` (files, and the YAML files of folders and of their `_` folders, the
    /// bases) whose modeline names a file that does not exist, with the path it names.
    static func dangling(in paths: [String]) -> [(file: String, named: String)] {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { files.append(path); continue }
            let names = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for name in names {
                let child = path + "/" + name
                if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { files.append(child) }
                var childIsFolder: ObjCBool = false
                if name.hasPrefix("_"), manager.fileExists(atPath: child, isDirectory: &childIsFolder), childIsFolder.boolValue {
                    files += ((try? manager.contentsOfDirectory(atPath: child)) ?? []).sorted()
                        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { child + "/" + $0 }
                }
            }
        }
        return files.compactMap { file in
            guard let named = modeline(of: file) else { return nil }
            let resolved = named.hasPrefix("/") ? named : folder(of: file) + "/" + named
            return manager.fileExists(atPath: resolved) || named.contains("://") ? nil : (file, named)
        }
    }

    /// The folder `file` is in, as written (`.` for a bare file name).
    static func folder(of file: String) -> String {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The path a file's first-line modeline names; nil when it has none.
    static func modeline(of file: String) -> String? {
        // Profiles are untrusted: a FIFO, a device or a link named like a profile must not
        // block or lead the tool elsewhere. Opened without blocking or following a link, and
        // read only when it is a regular file.
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let head = (try? handle.read(upToCount: 1024)) ?? Data()
        return named(inFirstLineOf: head)
    }

    /// The path the modeline at the start of `head` names, up to the end of its first line,
    /// without the blanks (spaces, tabs, a carriage return) around it; nil when `head` starts
    /// with no modeline or the modeline names nothing. Read as bytes: every profile of a run
    /// goes through here, and reading its first line as characters cost more than the rest of
    /// the file's read.
    static func named(inFirstLineOf head: Data) -> String? {
        head.withUnsafeBytes { bytes -> String? in
            let prefixBytes = prefix.utf8
            guard bytes.count >= prefixBytes.count, zip(bytes, prefixBytes).allSatisfy({ $0 == $1 }) else { return nil }
            func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
            var start = prefixBytes.count
            var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return start == end ? nil : String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// What the modeline of `file` should name: the target, relative to the file's folder
    /// when they share a root other than `/`, else absolute.
    func value(for file: String) -> String? {
        guard let target else { return nil }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path.split(separator: "/")
        let goal = target.split(separator: "/")
        var common = 0
        while common < folder.count, common < goal.count - 1, folder[common] == goal[common] { common += 1 }
        guard common > 1 else { return target }
        return String(repeating: "../", count: folder.count - common) + goal[common...].joined(separator: "/")
    }

    /// Rewrites `file`'s modeline; false when it could not.
    func fix(_ file: String) -> Bool {
        guard let value = value(for: file), var text = try? String(contentsOfFile: file, encoding: .utf8),
            let end = text.firstIndex(of: "\n"), text.hasPrefix(Self.prefix)
        else { return false }
        text.replaceSubrange(text.startIndex..<end, with: Self.prefix + value)
        return (try? text.write(toFile: file, atomically: true, encoding: .utf8)) != nil
    }

    /// Says what is dangling (or fixes it, with `fix`), on standard error.
    func report(_ paths: [String], fix: Bool, quiet: Bool) {
        for (file, named) in Self.dangling(in: paths) {
            let shown = DisplayText.escaped(file)
            if fix, self.fix(file), let value = value(for: file) {
                ExitCodeContract.printError("brandlint: fixed: \(shown): its editor modeline now names \(DisplayText.escaped(value))")
            } else if !quiet {
                let advice = target.flatMap { _ in value(for: file) }.map { "`brandlint --fix` points it at \(DisplayText.escaped($0))" }
                    ?? "install the tools (`make install`, which puts the schemas in PREFIX/share/brandengine/Schemas) or pass --schemas FOLDER, then `brandlint --fix`"
                ExitCodeContract.printError("brandlint: \(shown): its editor modeline names \(DisplayText.escaped(named)), which does not exist; \(advice)")
            }
        }
    }
}
