import Testing
@testable import RevalidatingCache
