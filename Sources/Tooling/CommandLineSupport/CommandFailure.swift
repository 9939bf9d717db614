/// A usage or I/O problem: the command exits 2 with the message on standard error.
///
/// Exit 2 is the contract every tool here keeps (0 fine, 1 findings, 2 cannot run); a
/// finding is never thrown as a failure.
public struct CommandFailure: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
