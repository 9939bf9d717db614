import BrandModel
import BrandReport
import FlyingFox
import Foundation

/// The studio on HTTP: the page at `/`, its script, and `/studio/changes`, which a page asks
/// for what came after the state it shows (a long poll). It serves no file: every other path
/// is 404, so no request reaches outside the brands it was given. It answers only requests
/// addressed to its own host and port, so a web page elsewhere cannot read it through a
/// name that resolves to loopback (DNS rebinding).
public struct StudioServer: Sendable {
    /// Where the page's script is served.
    public static let scriptPath = "/studio/client.js"
    /// Where a page asks for changes.
    public static let changesPath = "/studio/changes"

    public var studio: Studio
    /// The IPv4 address to listen on: 127.0.0.1 unless told otherwise.
    public var host: String
    /// 0: a free port, which ``run(watching:every:rebuild:listening:)`` reports.
    public var port: UInt16
    /// How long a request for changes waits for one.
    public var longPoll: Duration = .seconds(20)

    public init(studio: Studio, host: String = "127.0.0.1", port: UInt16 = 0) {
        self.studio = studio
        self.host = host
        self.port = port
    }

    /// A failure to start: the address cannot be listened on.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Serves until cancelled, looking at `source`'s files every `interval` and rebuilding
    /// the studio when they change: only the brands saved when nothing else changed, every
    /// brand otherwise. `listening` is told the page's address once the server listens.
    public func run(
        _ source: StudioSource, every interval: Duration = .milliseconds(100), listening: @Sendable (String) -> Void
    ) async throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port)
        } catch {
            throw StartFailure(description: "cannot listen on \(host): not an IPv4 address (\(error))")
        }
        // The handler's time limit: beyond the long poll, so a waiting request is answered by
        // the studio, not cut.
        let limit = Double(longPoll.components.seconds) + 10
        let server = HTTPServer(address: address, timeout: limit, logger: .disabled, handler: Handler(server: self))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            do {
                try await server.waitUntilListening(timeout: 10)
            } catch {
                group.cancelAll()
                throw StartFailure(description: "cannot listen on \(host):\(port) (\(error))")
            }
            guard case .ip4(let ip, let boundPort)? = await server.listeningAddress else {
                group.cancelAll()
                throw StartFailure(description: "cannot tell which port \(host) listens on")
            }
            listening("http://\(ip):\(boundPort)/")
            group.addTask {
                // What to watch is asked for once, and again after each full rebuild (the
                // settings may name other bases): not on every look.
                var paths = source.watched()
                var seen = WatchedFiles(paths: paths)
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    let now = WatchedFiles(paths: paths)
                    let changed = now.changes(since: seen)
                    guard !changed.isEmpty else { continue }
                    seen = now
                    if changed.allSatisfy(source.isBrandFile), let model = source.brands(changed.filter(now.contains)) {
                        await studio.update(brands: model, removing: changed.filter { !now.contains($0) }.map(source.brandID))
                    } else {
                        await studio.update(source.all())
                        // A save during the rebuild still shows at the next look: `seen` is
                        // from before it, unless the paths themselves changed.
                        let named = source.watched()
                        if named != paths {
                            paths = named
                            seen = WatchedFiles(paths: paths)
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// The routes.
    struct Handler: HTTPHandler {
        let server: StudioServer

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            guard request.method == .GET || request.method == .HEAD else {
                return Self.text(.methodNotAllowed, "the studio answers GET only")
            }
            guard isAddressedHere(request) else {
                return Self.text(.forbidden, "the studio answers requests for its own address only")
            }
            switch request.path {
            case "/":
                let picture = Self.picture(in: request.query)
                return Self.response(await server.studio.page(scriptPath: StudioServer.scriptPath, picture: picture), type: "text/html; charset=utf-8")
            case StudioServer.scriptPath:
                return Self.response(StudioClientScript.text, type: "text/javascript; charset=utf-8")
            case StudioServer.changesPath:
                let after = request.query.first { $0.name == "after" }?.value ?? ""
                let changes = await server.studio.changes(after: after, wait: server.longPoll)
                let body = (try? JSONEncoder().encode(changes)) ?? Data("{}".utf8)
                return HTTPResponse(statusCode: .ok, headers: Self.headers(type: "application/json"), body: body)
            default:
                return Self.text(.notFound, "not found: the studio serves /, \(StudioServer.scriptPath) and \(StudioServer.changesPath)")
            }
        }

        /// A request whose Host names this server's address or `localhost`, at its port.
        private func isAddressedHere(_ request: HTTPRequest) -> Bool {
            guard let host = request.headers[.host] else { return false }
            let port = host.split(separator: ":").last.map(String.init) ?? ""
            let name = host.dropLast(port.count + 1)
            return ["127.0.0.1", "localhost", "[::1]", Substring(server.host)].contains(name) && !port.isEmpty
        }

        /// `?brand=ID&appearance=dark`: one brand in one appearance, for a picture.
        private static func picture(in query: [HTTPRequest.QueryItem]) -> StudioPage.Picture? {
            guard let brand = query.first(where: { $0.name == "brand" })?.value,
                  let appearance = query.first(where: { $0.name == "appearance" }).flatMap({ Appearance(rawValue: $0.value) })
            else { return nil }
            return StudioPage.Picture(brand: brand, appearance: appearance)
        }

        private static func headers(type: String) -> HTTPHeaders {
            [
                .contentType: type,
                .cacheControl: "no-store",
                // Nothing from elsewhere: the page's own script, its inline styles and SVG.
                HTTPHeader("Content-Security-Policy"): "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src data:",
                HTTPHeader("X-Content-Type-Options"): "nosniff",
            ]
        }

        private static func response(_ text: String, type: String) -> HTTPResponse {
            HTTPResponse(statusCode: .ok, headers: headers(type: type), body: Data(text.utf8))
        }

        private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
            HTTPResponse(statusCode: status, headers: headers(type: "text/plain; charset=utf-8"), body: Data((message + "\n").utf8))
        }
    }
}

/// What the studio is built from: how to build every brand or some, and which files to
/// watch. The tool gives it (brandreport reads the settings, schemas and bases again on
/// every full build).
public struct StudioSource: Sendable {
    /// Every brand, or why none can be read.
    public var all: @Sendable () -> Result<ReportModel, any Error>
    /// Only these brand files; nil when they cannot be built alone.
    public var brands: @Sendable (_ files: [String]) -> ReportModel?
    /// The files and folders to watch: the brands, the bases, the settings; asked for at the
    /// start and after each full rebuild.
    public var watched: @Sendable () -> [String]
    /// Whether a changed file is a brand's own (not a base, not the settings), so building
    /// it alone is enough.
    public var isBrandFile: @Sendable (String) -> Bool
    /// The brand id a file gives.
    public var brandID: @Sendable (String) -> String

    public init(
        all: @escaping @Sendable () -> Result<ReportModel, any Error>, brands: @escaping @Sendable ([String]) -> ReportModel?,
        watched: @escaping @Sendable () -> [String], isBrandFile: @escaping @Sendable (String) -> Bool,
        brandID: @escaping @Sendable (String) -> String
    ) {
        self.all = all
        self.brands = brands
        self.watched = watched
        self.isBrandFile = isBrandFile
        self.brandID = brandID
    }
}

/// Where the studio listens unless told otherwise.
public enum StudioDefaults {
    /// Loopback only: the studio is for the person at this machine.
    public static let host = "127.0.0.1"
    public static let port: UInt16 = 8460
}
