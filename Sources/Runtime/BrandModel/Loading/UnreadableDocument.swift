import YAMLNode

/// A document that could not be read as bytes, with the diagnostic the tools print for it.
public struct UnreadableDocument: Error, Sendable {
    /// `file-unreadable`, or `yaml-size-limit-exceeded` for a file over the limit, at line 1.
    public var diagnostic: Diagnostic
}

extension ProfileFileSystem {
    /// The bytes of the document at `path`, read as the loader reads a profile: no more
    /// than the size limit, a failure named by its loading check. Shared by the loader and
    /// `brandlint --schema`, so the two cannot read a file differently.
    public func documentBytes(atPath path: String, limits: ParseLimits) throws(UnreadableDocument) -> [UInt8] {
        do {
            return try contents(atPath: path, maxBytes: limits.maxInputBytes)
        } catch let error as ProfileFileError {
            throw UnreadableDocument(diagnostic: Diagnostic(file: path, check: error.check, message: error.description))
        } catch {
            throw UnreadableDocument(diagnostic: Diagnostic(file: path, check: .fileUnreadable, message: "\(error)"))
        }
    }
}
