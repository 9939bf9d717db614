/// What a profile file's name says, as the tools' loader and the runtime read it alike: the
/// brand id it gives, and whether an id is well-formed.
package enum ProfileFileName {
    /// The name endings of profile files, whichever formats a loader reads.
    package static let extensions = [".yaml", ".yml", ".json"]

    /// `^[a-z0-9][a-z0-9-]*$`
    package static func isValidBrandID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, isLowerAlphanumeric(first) else { return false }
        return id.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
    }

    private static func isLowerAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// The brand id a file name gives: the name without its folder and `.yaml`/`.yml`/`.json`.
    package static func brandID(forPath path: String) -> String {
        // An ASCII path, as nearly every one is, is read as bytes: a `Character` reading of
        // the name and its endings was a twentieth of a deep `extends` chain's lint, which
        // asks it of every base. Other paths keep it, so a mark that joins a `.` to the
        // character before it is read the same as before.
        let utf8 = path.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let start = utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
            let name = utf8[start...]
            for suffix in extensions where name.reversed().starts(with: suffix.utf8.reversed()) {
                return String(path[start..<utf8.index(name.endIndex, offsetBy: -suffix.utf8.count)])
            }
            return String(path[start...])
        }
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        for suffix in extensions where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return String(name)
    }

}
