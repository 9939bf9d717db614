import AppBarEngine
import AppBarEngineTesting
import Testing

extension AppBarTestStore {
    /// Signs in with `balance`, asserting the whole change: the signed-in items and layout, and
    /// the balance as the pill shows it (`shown`).
    func signIn(balance: Double, shown: String, sourceLocation: SourceLocation = #_sourceLocation) {
        send(.signedIn(balance: balance), sourceLocation: sourceLocation) {
            $0.authentication = .signedIn
            $0.items = self.reducer.signedInItems
            $0.layout = self.reducer.signedInLayout
            $0.balance = shown
            $0.balanceAmount = balance
        }
    }
}
