import Foundation
import Testing
@testable import BrandDelivery

/// Which redirects ``URLSessionTransport`` follows: within the bundle's origin only, never
/// from HTTPS down to HTTP (the loopback tests cover a real redirect to another port).
@Suite("delivery redirect policy")
struct RedirectPolicyTests {
    @Test(arguments: [
        ("https://cdn.example.com/brands/", "https://cdn.example.com/brands/v2/manifest.json", true),
        ("https://cdn.example.com/brands/", "https://CDN.example.com:443/manifest.json", true),
        ("http://cdn.example.com/brands/", "https://cdn.example.com/brands/manifest.json", true),
        ("https://cdn.example.com/brands/", "http://cdn.example.com/brands/manifest.json", false),
        ("https://cdn.example.com/brands/", "https://evil.example.net/brands/manifest.json", false),
        ("https://cdn.example.com/brands/", "https://cdn.example.com:8443/brands/manifest.json", false),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8081/manifest.json", false),
        ("https://cdn.example.com/brands/", "file:///etc/passwd", false),
    ])
    func redirect(from base: String, to target: String, allowed: Bool) throws {
        let policy = RedirectPolicy(base: try #require(URL(string: base)))
        #expect(policy.allows(try #require(URL(string: target))) == allowed)
    }
}
