import BrandDelivery
import BrandPublishing
import Foundation
import Testing

/// How much of ``TrustRoot/maximumFileSize`` a root at every other bound takes: the most keys
/// of each role, the most signatures a root file may carry, the longest numbers. The limit's
/// comment quotes the share; this measures it.
@Suite("Root file size")
struct TrustRootSizeTests {
    /// A root at every bound, signed by its root keys and by as many more keys as the file
    /// may carry.
    static func largestRoot() throws -> SignedTrustRoot {
        let rootKeys = (0..<TrustRoot.maximumKeys).map { _ in BundleSigningKey() }
        let root = try TrustRoot(
            version: Int.max, expires: Date(timeIntervalSince1970: 253_402_300_799),  // 9999-12-31T23:59:59Z
            rootKeys: rootKeys.map(\.publicKey), rootThreshold: TrustRoot.maximumKeys,
            manifestKeys: (0..<TrustRoot.maximumKeys).map { _ in BundleSigningKey().publicKey },
            manifestThreshold: TrustRoot.maximumKeys, versionEpoch: Int.max)
        var signed = try SignedTrustRoot(root: root)
        for key in rootKeys + (rootKeys.count..<TrustRoot.maximumRootSignatures).map({ _ in BundleSigningKey() }) {
            try signed.sign(with: key)
        }
        return signed
    }

    @Test func aRootAtTheLimitsFitsInAnEighthOfTheFileLimit() throws {
        let root = try Self.largestRoot()
        #expect(root.signatures.count == TrustRoot.maximumRootSignatures)
        let file = try root.fileData()
        #expect(file.count <= TrustRoot.maximumFileSize / 8, "a root at the limits takes \(file.count) bytes")
        // And a client reads it, whole.
        #expect(try SignedTrustRoot.pinned(file) == root)
    }
}
