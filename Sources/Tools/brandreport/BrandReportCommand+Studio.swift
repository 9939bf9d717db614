import BrandModel
import BrandReport
import BrandStudio
import CommandLineSupport
import Foundation
import Infrastructure
import ProfileLoading

extension BrandReportCommand {
    /// `--serve` and `--pictures`: the studio, live or drawn once.
    func runStudio(_ inputs: [String]) throws {
        let command = self
        // Each full build reads the settings, schemas and bases again: a save to
        // brandengine.yml or a base shows as a brand's does.
        let build: @Sendable ([String]) throws -> ReportModel = { paths in
            var builder = try command.makeBuilder(near: inputs[0], announcing: false)
            builder.placesFindings = true
            return try builder.build(paths: paths)
        }
        let rebuild: @Sendable () -> Result<ReportModel, any Error> = { Result { try build(inputs) } }
        let source = StudioSource(
            all: rebuild,
            brands: { files in try? build(files) },
            watched: {
                var paths = inputs
                if let settings = try? command.schemaOptions.settings(near: inputs[0]) { paths.append(settings.file) }
                paths += (try? command.schemaOptions.bases(near: inputs[0])) ?? []
                return paths
            },
            isBrandFile: { file in
                // A file given, or a profile directly in a folder given (not a base, not a
                // file further down, which a folder's scan does not read as a brand).
                let folder = (file as NSString).deletingLastPathComponent
                let name = (file as NSString).lastPathComponent
                let given = inputs.contains { file == $0 || folder == ($0 as NSString).standardizingPath }
                return given && !name.hasPrefix("_") && [".yaml", ".yml", ".json"].contains { name.hasSuffix($0) }
            },
            brandID: ProfileLoader.brandID(forPath:))
        let model: ReportModel
        switch rebuild() {
        case .success(let built): model = built
        case .failure(let error): throw CommandFailure("\(error)")
        }
        schemaOptions.announceSettings(near: inputs[0], tool: "brandreport", quiet: outputOptions.quiet)
        let studio = Studio()
        // What the studio's task ended with, read once it has.
        let failure = LockedValue<String?>(nil)
        let quiet = outputOptions.quiet
        let pictures = pictures
        let browser = browser ?? StudioPictures.findBrowser()
        var configured = StudioServer(studio: studio, host: host, port: pictures == nil ? port : 0)
        if pictures != nil { configured.longPoll = .seconds(1) }
        let server = configured
        let done = DispatchSemaphore(value: 0)
        Task {
            defer { done.signal() }
            await studio.update(.success(model))
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    let listening = AsyncStream<String>.makeStream()
                    group.addTask {
                        try await server.run(source) { address in
                            listening.continuation.yield(address)
                            listening.continuation.finish()
                        }
                    }
                    guard let address = await listening.stream.first(where: { _ in true }) else { return }
                    guard let pictures else {
                        let brands = await studio.brands.count
                        if !quiet { ExitCodeContract.printError("brandreport: the studio for \(brands) brands is at \(address) (Ctrl-C stops it)") }
                        try await group.next()
                        return
                    }
                    guard let browser else {
                        throw CommandFailure("--pictures needs Chromium: install it (apt-get install chromium) or name it with --browser")
                    }
                    let shots = model.brands.flatMap { entry in
                        (entry.section?.appearances ?? []).map { StudioPictures.Shot(brand: entry.id, appearance: $0.appearance) }
                    }
                    let files = try await StudioPictures(browser: browser).write(shots, from: address, into: pictures)
                    if !quiet { ExitCodeContract.printError("brandreport: wrote \(files.count) pictures into \(pictures)") }
                    group.cancelAll()
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }
        done.wait()
        if let failure = failure.withLock({ $0 }) { throw CommandFailure(failure) }
    }
}
