import BrandModel
import CommandLineSupport
import Foundation
import YAMLNode

/// An app's handler declarations as files, written from and checked against the typed Swift
/// declarations its handler modules register (`register(_:declaredBy:)`): the Swift value is
/// the one source, `<id>.handler.json` its copy for the tools that do not link the app's code
/// (`brandsim-app --write-declarations Handlers`, `--check-declarations Handlers`).
struct DeclarationFiles {
    var folder: String
    var fileSystem = LocalFileSystem()

    private func path(of declaration: HandlerDeclaration) -> String {
        folder + "/" + declaration.id + HandlerDeclaration.fileSuffix
    }

    /// Writes each declaration's file, keeping an existing file's `$schema` (an editor's link);
    /// a file whose bytes would not change is left alone.
    func write(_ declarations: [HandlerDeclaration]) throws {
        guard !declarations.isEmpty else { throw CommandFailure("this brandsim links no app handler registered with a declaration: nothing to write") }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create \(DisplayText.escaped(folder)): \(error.localizedDescription)")
        }
        for declaration in declarations {
            let file = path(of: declaration)
            let existing = try? fileSystem.contents(atPath: file, maxBytes: 1 << 20)
            let schema = existing.flatMap { try? DocumentFormat.json.parser().parse($0) }?["$schema"]?.string
            let text = JSONEmitter(pretty: true).emit(declaration.document(schemaReference: schema)) + "\n"
            if existing == Array(text.utf8) {
                ExitCodeContract.printError("brandsim: \(DisplayText.escaped(file)) is current")
                continue
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw CommandFailure("cannot write \(DisplayText.escaped(file)): \(error.localizedDescription)")
            }
            ExitCodeContract.printError("brandsim: wrote \(DisplayText.escaped(file)) from \(DisplayText.escaped(declaration.path))")
        }
    }

    /// Whether each declaration's file declares the same (``HandlerDeclaration/differences(from:)``);
    /// prints each difference, and a missing or unreadable file, on standard output.
    func check(_ declarations: [HandlerDeclaration]) throws -> Bool {
        guard !declarations.isEmpty else { throw CommandFailure("this brandsim links no app handler registered with a declaration: nothing to check") }
        var current = true
        for declaration in declarations {
            let file = path(of: declaration)
            guard fileSystem.fileExists(atPath: file) else {
                print("\(DisplayText.escaped(file)): missing; write it with --write-declarations \(DisplayText.escaped(folder))")
                current = false
                continue
            }
            let read: HandlerDeclaration
            do {
                let document = try DocumentFormat.json.parser().parse(try fileSystem.contents(atPath: file, maxBytes: ParseLimits.default.maxInputBytes))
                read = try HandlerDeclaration(document: document, expectedID: declaration.id, path: file)
            } catch let error as YAMLError {
                print("\(DisplayText.escaped(file)):\(error.mark): \(DisplayText.escaped(error.message))")
                current = false
                continue
            } catch {
                print(DisplayText.escaped("\(error)"))
                current = false
                continue
            }
            let differences = declaration.differences(from: read)
            if differences.isEmpty { continue }
            current = false
            print("\(DisplayText.escaped(file)): does not declare what \(DisplayText.escaped(declaration.path)) does:")
            for line in differences { print("  " + line) }
            print("  hint: write it from the Swift declaration with --write-declarations \(DisplayText.escaped(folder))")
        }
        if current { ExitCodeContract.printError("brandsim: \(declarations.count) declaration\(declarations.count == 1 ? "" : "s") in \(DisplayText.escaped(folder)) current") }
        return current
    }
}
