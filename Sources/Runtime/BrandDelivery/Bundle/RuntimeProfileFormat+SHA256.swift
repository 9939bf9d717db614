import BrandRuntime
import Crypto
import Foundation

extension RuntimeProfileFormat {
    /// The SHA-256 of `bytes` in hex, as `digest` is written (without its `sha256:` prefix),
    /// with swift-crypto: the tools and the delivery client hash whole bundles with it.
    public static func sha256Hex<Bytes: DataProtocol>(_ bytes: Bytes) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
