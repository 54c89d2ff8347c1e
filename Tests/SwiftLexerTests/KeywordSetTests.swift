import SwiftLexer
import XCTest

/// `KeywordSet` answers as a `Set<Keyword>` of the same keywords would, for every keyword.
final class KeywordSetTests: XCTestCase {
    func testMembershipMatchesAHashedSetForEveryKeyword() {
        let all = Keyword.allCases
        let picks: [[Keyword]] = [[], [all[0]], [all[all.count - 1]], all, all.enumerated().filter { $0.offset % 3 == 0 }.map(\.element),
                                  [.private, .fileprivate, .internal, .public, .static], [.consuming, .borrowing, .open]]
        for pick in picks {
            let set = KeywordSet(keywords: pick)
            let hashed = Set(pick)
            for keyword in all {
                XCTAssertEqual(set.contains(keyword), hashed.contains(keyword), "\(keyword) in \(pick)")
            }
        }
        XCTAssertGreaterThan(all.map(\.rawValue).max()!, 63, "keywords reach past the set's first word")
    }
}
