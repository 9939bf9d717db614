// The start-up floor for a Swift tool: brandbench times `brandlint Brands` against this
// program, which loads the Swift runtime and Foundation and prints one line.
import Foundation

print("hello from \(ProcessInfo.processInfo.processName)")
