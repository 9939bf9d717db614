import BrandDelivery
import BrandPublishing
import Foundation
import Testing

/// Attack 7 (issue 39): signed bytes that mean two things. `JSONDecoder` read the first of two
/// equal members and Python the last, so a reviewer's script and the app saw different
/// versions. Every signed document is read strictly: each hostile shape here is refused.
@Suite("delivery strict signed documents")
struct StrictSignedDocumentTests {
    let keys = (0..<2).map { _ in BundleSigningKey() }

    private func rootText() throws -> String {
        let root = try TrustRoot(
            version: 1, expires: DeliveryFixtures.created.addingTimeInterval(86_400), rootKeys: keys.map(\.publicKey), rootThreshold: 1,
            manifestKeys: [BundleSigningKey().publicKey])
        return String(decoding: try root.encoded(), as: UTF8.self)
    }

    private func manifestText() throws -> String {
        let manifest = BundleManifest(
            version: 5, created: DeliveryFixtures.created, expires: DeliveryFixtures.created.addingTimeInterval(86_400), brands: [])
        return String(decoding: try manifest.encoded(), as: UTF8.self)
    }

    /// Each hostile shape of `text`, by name; `version` is the field replaced.
    private func shapes(of text: String, version: String) -> [(String, String)] {
        [
            ("a member twice", text.replacingOccurrences(of: "\"version\" : \(version)", with: "\"version\" : \(version), \"version\" : 2")),
            ("trailing data", text + "{}"),
            ("a second document", text + text),
            ("a number past Int", text.replacingOccurrences(of: "\"version\" : \(version)", with: "\"version\" : 99999999999999999999")),
            ("a fraction", text.replacingOccurrences(of: "\"version\" : \(version)", with: "\"version\" : \(version).0")),
            ("an exponent", text.replacingOccurrences(of: "\"version\" : \(version)", with: "\"version\" : \(version)e0")),
            ("a comment", text.replacingOccurrences(of: "{", with: "{ // note\n")),
        ]
    }

    @Test func theShapesAreReadableOtherwise() throws {
        #expect(try TrustRoot.decode(Data(try rootText().utf8)).version == 1)
        #expect(try BundleManifest.decode(Data(try manifestText().utf8)).version == 5)
    }

    @Test func aRootDocumentIsReadStrictly() throws {
        let text = try rootText()
        for (name, hostile) in shapes(of: text, version: "1") {
            #expect(hostile != text, "\(name) changed nothing")
            #expect(throws: DeliveryRejection.self, "\(name)") { try TrustRoot.decode(Data(hostile.utf8)) }
        }
    }

    @Test func aManifestIsReadStrictly() throws {
        let text = try manifestText()
        for (name, hostile) in shapes(of: text, version: "5") {
            #expect(hostile != text, "\(name) changed nothing")
            #expect(throws: DeliveryRejection.self, "\(name)") { try BundleManifest.decode(Data(hostile.utf8)) }
        }
    }

    @Test func aSignedRootFileIsReadStrictly() throws {
        var signed = try SignedTrustRoot(root: try TrustRoot.decode(Data(try rootText().utf8)))
        try signed.sign(with: keys[0])
        let text = String(decoding: try signed.fileData(), as: UTF8.self)
        #expect(try SignedTrustRoot.decode(Data(text.utf8)).root.version == 1)
        let twice = text.replacingOccurrences(of: "\"signatures\" :", with: "\"signatures\" : [], \"signatures\" :")
        #expect(twice != text)
        #expect(throws: DeliveryRejection.self) { try SignedTrustRoot.decode(Data(twice.utf8)) }
        #expect(throws: DeliveryRejection.self) { try SignedTrustRoot.decode(Data((text + "[]").utf8)) }
    }
}
