import Foundation

/// A W3C WebDriver session on Debian's chromedriver with headless Chromium: what a test uses
/// to open a page in a real browser, run script in it and take a screenshot. The protocol is
/// JSON over HTTP, spoken here with ``LoopbackHTTP`` (no Selenium needed).
public final class WebDriver: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let driver: ServiceProcess
    private let port: UInt16
    private let session: String

    /// Starts chromedriver on a free loopback port and a headless Chromium session of
    /// `width` × `height`.
    public init(width: Int = 1280, height: Int = 900) async throws {
        guard let chromedriver = ExternalTool.path(of: "chromedriver"), let chromium = ExternalTool.path(of: "chromium") else {
            throw Failure(description: "chromedriver and chromium are needed: apt-get install chromium chromium-driver")
        }
        driver = try ServiceProcess(URL(fileURLWithPath: chromedriver), ["--port=0"])
        let printed = try driver.awaitLine(matching: #"started successfully on port (\d+)"#)
        guard let port = UInt16(printed) else { throw Failure(description: "chromedriver printed no port: \(printed)") }
        self.port = port
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": chromium,
                        "args": ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),\(height)"],
                    ],
                ]
            ]
        ]
        let created = try await Self.call(port, "POST", "/session", capabilities)
        guard let value = created as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(description: "chromedriver started no session: \(String(describing: created))")
        }
        session = id
    }

    deinit { driver.stop() }

    /// Opens `url`.
    public func open(_ url: String) async throws {
        _ = try await Self.call(port, "POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body: `return …`) in the page, with `arguments`, and gives
    /// what it returns.
    public func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await Self.call(port, "POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// The page as a PNG.
    public func screenshot() async throws -> Data {
        guard let text = try await Self.call(port, "GET", "/session/\(session)/screenshot", nil) as? String,
              let data = Data(base64Encoded: text) else { throw Failure(description: "chromedriver sent no screenshot") }
        return data
    }

    /// Closes the browser and chromedriver.
    public func quit() async {
        _ = try? await Self.call(port, "DELETE", "/session/\(session)", nil)
        driver.stop()
    }

    /// One WebDriver command: its `value`, or its error as a failure.
    private static func call(_ port: UInt16, _ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any? {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let reply = try await LoopbackHTTP.request(
            port: port, method: method, path: path, headers: ["Content-Type": "application/json"], body: data)
        let answer = try JSONSerialization.jsonObject(with: reply.body, options: [.fragmentsAllowed]) as? [String: Any]
        let value = answer?["value"]
        if let error = value as? [String: Any], let kind = error["error"] as? String {
            throw Failure(description: "WebDriver \(method) \(path): \(kind): \(error["message"] as? String ?? "")")
        }
        return value is NSNull ? nil : value
    }
}

extension ExternalTool {
    public static let chromeDriver = ExternalTool("chromedriver", install: "apt-get install chromium-driver")
}
