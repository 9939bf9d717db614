import AppBarEngine
import BrandModel
import BrandRuntime
import Foundation
import Infrastructure
import Localization
import OddsBoost
import YAMLNode

/// A runtime other than this engine that replays scenarios (`brandsim --runtime kotlin`): a
/// process that speaks JSON lines (the Kotlin runtime's `ScenarioHost`). brandsim parses the
/// scenario, sends the runtime each step, and judges the state it reports under the same keys
/// as its own (docs/brandsim.md, "Other runtimes"). One process serves a whole run; each
/// scenario starts a session from the brand's envelope and the engine's locale data, which
/// brandsim writes into a folder of its own, removed by ``close()``.
package final class ExternalRuntime: Sendable {
    /// How brandsim and its verdicts name the runtime (`kotlin`).
    package let name: String
    private let command: [String]
    private let envelope: EnvelopeWriter
    private let folder: URL
    private let connection = LockedValue<Connection?>(nil)

    /// The longest answer read: a state is a few kilobytes.
    static let maximumAnswerBytes = 16 << 20

    /// A runtime started by `command` (`kotlin -classpath brandengine.jar brandengine.jvm.ScenarioHostKt`)
    /// when the first scenario needs it; `envelope` writes a brand's runtime profile envelope
    /// (BrandPublishing's, which the engine's brandsim links).
    package init(name: String, command: [String], envelope: @escaping EnvelopeWriter, temporaryDirectory: URL = FileManager.default.temporaryDirectory) {
        self.name = name
        self.command = command
        self.envelope = envelope
        folder = temporaryDirectory.appendingPathComponent("brandsim-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    /// Why the runtime could not answer.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The process and what it has sent that is not yet a whole line.
    private final class Connection: @unchecked Sendable {
        let process: Process
        let input: FileHandle
        let output: FileHandle
        let errors: URL
        var pending: [UInt8] = []

        init(process: Process, input: FileHandle, output: FileHandle, errors: URL) {
            self.process = process
            self.input = input
            self.output = output
            self.errors = errors
        }
    }

    /// Writes what the runtime reads for `profile` (its envelope from `document`, the engine's
    /// locale data) and starts a session in `locale` with the scenario's flag overrides.
    /// Returns the keys the runtime reports and its first state.
    func load(
        profile: BrandProfile, document: Node, locale: LocaleIdentifier, flags: [(name: String, isOn: Bool)]
    ) throws(Failure) -> (keys: Set<String>, state: Node) {
        let envelopeFile = folder.appendingPathComponent("\(profile.id).json")
        let localeData = folder.appendingPathComponent("\(profile.id).locales.json")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(envelope(document)).write(to: envelopeFile)
            try Data(RuntimeLocaleData.json(for: profile).bytes).write(to: localeData)
        } catch {
            throw Failure(description: "cannot write the \(profile.id) envelope for the \(name) runtime: \(error.localizedDescription)")
        }
        let answer = try request(.object([("load", .object([
            ("envelope", .string(envelopeFile.path)), ("localeData", .string(localeData.path)), ("id", .string(profile.id)), ("locale", .string(locale.description)),
            ("flags", .object(flags.map { ($0.name, Node(.bool($0.isOn))) })),
            ("engineFlags", .array(FeatureFlag.allCases.map { .string($0.rawValue) })),
            ("colorTokens", .array(ColorTokenName.allCases.map { .string($0.rawValue) })),
        ]))]))
        let keys = Set((answer["keys"]?.sequence ?? []).compactMap(\.string))
        return (keys, answer["state"] ?? Node(.null))
    }

    /// Sends one request; returns the answer, or throws the runtime's refusal.
    func request(_ request: Node) throws(Failure) -> Node {
        let line = JSONEmitter(pretty: false).emit(request) + "\n"
        let answer: Node
        do {
            answer = try connection.withLock { connection -> Node in
                if connection == nil { connection = try start() }
                guard let connection else { throw Failure(description: "the \(name) runtime did not start") }
                do {
                    try connection.input.write(contentsOf: Data(line.utf8))
                } catch {
                    throw Failure(description: "the \(name) runtime stopped: \(Self.tail(of: connection.errors))")
                }
                let bytes = try readLine(from: connection)
                do {
                    return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) in try JSONParser().parse(bytes: buffer) }
                } catch {
                    throw Failure(description: "the \(name) runtime answered what is not JSON: \(error)")
                }
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
        if let error = answer["error"]?.string { throw Failure(description: "the \(name) runtime refused \(line.dropLast()): \(error)") }
        return answer
    }

    /// Stops the process and removes the folder of envelopes.
    package func close() {
        connection.withLock { connection in
            if let connection {
                try? connection.input.close()
                connection.process.waitUntilExit()
                try? FileManager.default.removeItem(at: connection.errors)
            }
            connection = nil
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func start() throws(Failure) -> Connection {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let errors = folder.appendingPathComponent("stderr.txt")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw Failure(description: "cannot start the \(name) runtime (\(command.joined(separator: " "))): \(error.localizedDescription)")
        }
        return Connection(process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading, errors: errors)
    }

    private func readLine(from connection: Connection) throws(Failure) -> [UInt8] {
        while true {
            if let end = connection.pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(connection.pending[..<end])
                connection.pending.removeSubrange(...end)
                return line
            }
            guard connection.pending.count <= Self.maximumAnswerBytes else {
                throw Failure(description: "the \(name) runtime's answer is over \(Self.maximumAnswerBytes) bytes")
            }
            let data = connection.output.availableData
            guard !data.isEmpty else {
                throw Failure(description: "the \(name) runtime stopped: \(Self.tail(of: connection.errors))")
            }
            connection.pending += data
        }
    }

    /// The last lines the runtime wrote to standard error, for a failure's message.
    private static func tail(of file: URL) -> String {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").filter { !$0.contains("OpenJDK 64-Bit Server VM warning") }.suffix(5)
        return lines.isEmpty ? "it wrote nothing" : lines.joined(separator: " / ")
    }
}

/// Writes a brand's runtime profile envelope from its resolved document (`brandgen --platform json`'s
/// bytes): BrandPublishing's writer, passed in by the engine's brandsim, so BrandSim links no
/// publishing code.
package typealias EnvelopeWriter = @Sendable (Node) -> [UInt8]

/// Scenario steps as the runtime's requests.
enum ExternalRuntimeRequest {
    /// The request for `step`, or nil when no runtime but the engine runs it (cache, delivery and
    /// a handler's own actions but the locker's).
    static func request(_ kind: ScenarioStep.Kind) -> Node? {
        switch kind {
        case .send(let sent): action(sent).map { .object([("send", $0)]) }
        case .flagContext: nil  // sent as the action the runner builds, once it has found the user
        case .advance(let duration): .object([("advance", .number(Double(milliseconds(duration))))])
        case .selections(let count): .object([("selections", .number(Double(count)))])
        case .stairs(let stairs): .object([("stairs", stairs.map { stairs in
            .object([("current", tier(stairs.current)), ("next", tier(stairs.next))])
        } ?? Node(.null))])
        case .reduceMotion(let isOn): .object([("reduceMotion", Node(.bool(isOn)))])
        case .appearance(let appearance): .object([("appearance", .string(appearance.rawValue))])
        case .cache(let step): .object([("cache", cache(step))])
        case .delivery, .toolSlotAction, .expect, .expectEffect: nil
        }
    }

    /// A cache step as the runtime's session takes it: `openAppBar`, `settle`, or `{ step: argument }`.
    static func cache(_ step: CacheStep) -> Node {
        switch step {
        case .cached(let balance, let age):
            .object([("cached", .object([("balance", .number(Double(balance))), ("age", .number(Double(milliseconds(age))))]))])
        case .fetchResult(let balance): .object([("fetchResult", .number(Double(balance)))])
        case .fetchFailure(let message): .object([("fetchFailure", .string(message))])
        case .bundled(let balance): .object([("bundled", .number(Double(balance)))])
        case .openAppBar: .string("openAppBar")
        case .settle: .string("settle")
        }
    }

    static func action(_ action: AppBarAction) -> Node? {
        switch action {
        case .signedIn(let balance): .object([("signedIn", Node(.double(balance)))])
        case .signedOut: .object([("signedOut", Node(.bool(true)))])
        case .balanceChanged(let balance): .object([("balanceChanged", Node(.double(balance)))])
        case .toolInfoArrived(let info): .object([("toolInfoArrived", .number(Double(info.balance)))])
        case .toolInfoEnded(.finished): .object([("toolInfoEnded", Node(.null))])
        case .toolInfoEnded(.failed(let message)): .object([("toolInfoEnded", .string(message))])
        case .betslipCountChanged(let count, let source):
            .object([("betslipCountChanged", .object([("count", .number(Double(count))), ("source", .string(source.rawValue))]))])
        case .itemTapped(let item): .object([("itemTapped", .string(item.rawValue))])
        case .userTrayVisibilityChanged(let visible): .object([("userTrayVisibilityChanged", Node(.bool(visible)))])
        case .toolSlot(let value):
            if case .visibilityChanged(let visible)? = value.value(as: LockerAction.self) {
                .object([("lockerVisibilityChanged", Node(.bool(visible)))])
            } else {
                nil
            }
        case .requestVisibility(let panel, let visible):
            .object([("requestVisibility", .object([("panel", .string(panel.rawValue)), ("visible", Node(.bool(visible)))]))])
        case .flagContextChanged(let context):
            .object([("flagContextChanged", .object([
                ("userId", .string(context.userId)), ("platform", .string(context.platform?.rawValue)), ("appVersion", .string(context.appVersion)),
                ("market", .string(context.market)), ("locale", .string(context.locale?.description)),
                ("attributes", .object(context.attributes.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ]))])
        case .reduceMotionChanged, .appearanceChanged: nil  // the scenario's `reduceMotion` and `appearance` steps
        }
    }

    private static func tier(_ tier: OddsBoostTier?) -> Node {
        tier.map { .object([("minSelections", .number(Double($0.minSelections))), ("percent", .number(Double($0.percent)))]) } ?? Node(.null)
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
