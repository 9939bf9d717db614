import Foundation

/// Every file under a folder, by relative path, for comparing two runs byte for byte.
enum GeneratedTree {
    static func read(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = root + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    static func modificationDates(_ folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in try read(folder).keys {
            dates[path] = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + path)[.modificationDate] as? Date
        }
        return dates
    }
}
