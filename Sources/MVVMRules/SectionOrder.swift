import SwiftLexer
import SwiftOutline

/// The anatomy rules' shared reading: named sections in a fixed order, each recognised from a
/// `MARK` title by configurable aliases, and members placed by MARK or else by kind.
struct SectionOrder {
    struct Section {
        var name: String
        var option: RuleOption
    }

    let sections: [Section]

    /// Option values (alias lists) turned into normalised title → rank.
    func aliases(_ options: RuleOptions) -> [String: Int] {
        var result: [String: Int] = [:]
        for (rank, section) in sections.enumerated() {
            for alias in options.list(section.option.key, default: section.option.defaultValue) {
                result[Self.normalized(alias)] = rank
            }
        }
        return result
    }

    /// The section a member's MARK names, by `aliases`. A dashless sub-heading of a dashed MARK
    /// (`// MARK: - Properties` then `// MARK: Private` over private properties) divides the
    /// dashed group rather than naming a section: it names the member's section only where that
    /// agrees with the member's kind (`kindRank`); else the dashed heading names it — for a member
    /// of no kind, or one the heading agrees with —, or nothing does. A bare `Private` over a
    /// stored property names the property's own section.
    static func markRank(of member: Declaration, in type: Declaration, kindRank: Int?, aliases: [String: Int],
                         outline: SourceOutline) -> Int? {
        let title = outline.sectionTitle(of: member).map(normalized)
        let nearest = title.flatMap { aliases[$0] }
        // `// MARK: - Private` names private properties as well as private methods: over a stored
        // property it names the property's own section.
        if title == "private", let kindRank, member.kind == .variable,
           member.bindings.first?.isStored(in: outline.tokens) == true { return kindRank }
        guard let nearest, nearest != kindRank, let heading = outline.headingAbove(subheadingOf: member, in: type) else { return nearest }
        let headingRank = aliases[normalized(heading)]
        return kindRank == nil || headingRank == kindRank ? headingRank : nil
    }

    /// A title as aliases are compared: lowercased, spaces collapsed, and without a closing dash
    /// some teams write (`// MARK: - Properties -`).
    static func normalized(_ title: String) -> String {
        var words = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        while words.count > 1, words.last.map({ $0.allSatisfy { $0 == "-" } }) == true { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// One finding per displaced section: the first member whose section ranks below one already
    /// seen. `placements` pairs each member's reported token with its section rank (nil: anywhere).
    func orderFindings(_ placements: [(token: Int, rank: Int?)], ruleID: String, context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var highest: Int?
        var reported: Set<Int> = []
        for (token, rank) in placements {
            guard let rank else { continue }
            if let seen = highest, rank < seen {
                if reported.insert(rank).inserted {
                    findings.append(Finding(ruleID: ruleID, offset: context.offset(of: token),
                                            message: "\(sections[rank].name) comes after \(sections[seen].name); the order is "
                                                + sections.map(\.name).joined(separator: " → ")))
                }
            } else {
                highest = rank
            }
        }
        return findings
    }

    static func option(_ key: String, _ section: String, _ aliases: [String]) -> RuleOption {
        RuleOption(key: key, kind: .stringList, defaultValue: aliases,
                   summary: "MARK titles that name the \(section) section (case, spacing and a closing dash ignored)")
    }
}

/// A property declared again in another branch of a `#if` (`#if os(iOS) @Environment(…) var
/// delegate #else @State var delegate = … #endif`) is one member, whose first declaration's kind
/// places every branch: the branches never compile together.
struct ConditionalMembers {
    private var ranks: [String: Int?] = [:]

    mutating func rank(_ kindRank: Int?, of member: Declaration, _ outline: SourceOutline) -> Int? {
        guard member.kind == .variable, member.conditionalDepth > 0, let name = outline.name(of: member) else { return kindRank }
        if let first = ranks[name] { return first }
        ranks[name] = kindRank
        return kindRank
    }
}
