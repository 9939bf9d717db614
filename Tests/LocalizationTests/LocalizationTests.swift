import Testing
@testable import Localization
