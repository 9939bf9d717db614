/// What a tool's data source reports: Ladbrokes' locker info, Neds' toolbox info.
public struct ToolInfo: Sendable, Hashable, Codable {
    /// New items in the tool, shown as the badge when above zero.
    public var balance: Int

    public init(balance: Int) {
        self.balance = balance
    }
}
