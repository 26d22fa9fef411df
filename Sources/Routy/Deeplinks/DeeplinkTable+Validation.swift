extension DeeplinkTable {
    /// Checks the table: every pattern can be read, none is registered twice, and no two have
    /// the same shape (`/a/:x` and `/a/:y`).
    ///
    /// Call it once the table is built, or in a test; matching never does.
    ///
    /// - Throws: ``DeeplinkValidationError`` listing every problem with the patterns it is about.
    public func validate() throws(DeeplinkValidationError) {
        let issues = matcher.issues
        guard issues.isEmpty else { throw DeeplinkValidationError(issues: issues) }
    }
}
