import Testing
@testable import OddsBoost
