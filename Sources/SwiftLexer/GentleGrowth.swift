extension Array {
    /// Appends, growing the storage by a quarter instead of doubling it. For the per-file arrays
    /// that dominate memory on huge generated files (tokens, declarations), doubling leaves up to
    /// half the storage unused and briefly holds three times the elements while copying; a
    /// quarter keeps both bounded, and the copies stay linear in total.
    @inlinable @inline(__always)
    public mutating func appendGrowingGently(_ element: Element) {
        // Small arrays double as usual; the quarter matters only for big ones.
        if count == capacity, count >= 1024 { reserveCapacity(count + count / 4) }
        append(element)
    }
}
