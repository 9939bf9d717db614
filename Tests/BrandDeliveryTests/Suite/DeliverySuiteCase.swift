import Foundation

/// One case of Tests/DeliverySuite as its `case.json` holds it (Tests/DeliverySuite/README.md):
/// the pinned root, the client's settings and the steps, each with its expected outcome.
struct DeliverySuiteCase: Codable, Equatable {
    var description: String
    /// The existing test (suite type and function) the case comes from.
    var from: String
    /// The root the app pins, relative to the case's folder.
    var pinnedRoot: String
    var settings: Settings
    var steps: [Step]

    struct Settings: Codable, Equatable {
        /// The engine level the client reads (documents declare `minimumEngineVersion`).
        var engineVersion: Int
        /// Most roots one refresh takes.
        var maximumRootSteps: Int
        var requestDeadlineMilliseconds: Int
        var refreshDeadlineMilliseconds: Int
    }

    struct Step: Codable, Equatable {
        /// `pin`, `refresh` or `restart`.
        var action: String
        /// `refresh`: the folder (relative to the case's) the host serves.
        var served: String?
        /// The device's wall clock, ISO 8601 in UTC, to the second.
        var now: String?
        /// `restart`: what happens to the client's folder before the new instance starts.
        var damage: [Damage]?
        var expect: Expect
    }

    /// A change to the client's own folder while the app is not running (a device that writes
    /// the app's files, a disk that loses a write).
    struct Damage: Codable, Equatable {
        /// `document`: the stored document with `digest`; `manifest`: the stored accepted
        /// manifest's bytes; `roots`: the stored roots replaced by `roots` (files relative to
        /// the case's folder, oldest first).
        var target: String
        var digest: String?
        /// `bit-flipped` (byte count/3 XOR 0x10), `truncated` (last 7 bytes dropped), `removed`.
        var how: String?
        var roots: [String]?
    }

    struct Expect: Codable, Equatable {
        /// `pinned` or `rejected` for `pin`; `updated`, `unchanged` or `rejected` for `refresh`;
        /// `started` for `restart`.
        var outcome: String
        /// The rejection's code for `rejected`; for `started`, the rejection the start reports
        /// (null: none).
        var code: String?
        /// The manifest version the client serves after the step; null: the bundled catalog.
        var version: Int?

        init(outcome: String, code: String? = nil, version: Int? = nil) {
            self.outcome = outcome
            self.code = code
            self.version = version
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(code, forKey: .code)
            try container.encode(version, forKey: .version)
        }
    }

    static func decode(_ data: Data) throws -> DeliverySuiteCase {
        try JSONDecoder().decode(DeliverySuiteCase.self, from: data)
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
