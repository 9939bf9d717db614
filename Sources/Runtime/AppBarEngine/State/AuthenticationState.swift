/// Whether the user is signed in; it picks which items the app bar shows.
public enum AuthenticationState: String, Sendable, Hashable, CaseIterable {
    case signedOut
    case signedIn
}
