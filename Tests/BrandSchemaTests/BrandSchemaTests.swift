import Testing
@testable import BrandSchema
