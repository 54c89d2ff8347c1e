import SwiftLexer
import SwiftOutline

/// ViewState dialect: a store is a protocol with an `…Impl` implementation, and view models only
/// ever see the protocol — the implementation is injected, so tests can hand in a fake.
public struct StoreBehindProtocolRule: Rule {
    public static let description = RuleDescription(
        id: "store_behind_protocol",
        name: "Store Behind Protocol",
        summary: "A store is a protocol with an `…Impl` implementation; view models never name the `…Impl` type",
        defaultSeverity: .warning,
        roles: [.storeSuffixes, .storeImplementationSuffixes],
        profiles: [.viewstate],
        alsoReads: DialectFiles.declaringStores
    )

    /// Base classes from Apple's frameworks: inheriting one is not conforming to a store protocol.
    static let frameworkClasses: Set<String> = ["NSObject", "NSManagedObject", "NSPersistentContainer", "UIResponder"]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let storeSuffixes = context.roles[.storeSuffixes]
        let implementationSuffixes = context.roles[.storeImplementationSuffixes]
        let outline = context.outline, index = context.index
        var findings: [Finding] = []
        for (position, declaration) in outline.declarations.enumerated() {
            // A store is a dependency other types are given: a type nested in another one, or
            // private to its file, is a helper of that code, whatever its name.
            guard declaration.kind == .class || declaration.kind == .struct || declaration.kind == .actor,
                  declaration.parent == nil, !context.isPrivate(declaration),
                  let name = QualifiedNames.path(of: position, in: outline),
                  let id = index.type(declaredAs: name, isExtension: false, inFile: outline.file.path) else { continue }
            let type = index.types[id], simpleName = type.simpleName
            guard storeSuffixes.contains(where: { simpleName.hasSuffix($0) && simpleName != $0 }) else { continue }
            // Not a dependency a view model is given: a property wrapper (`@propertyWrapper struct
            // DefaultsStore`), a generic box for any value (`final class ValueStore<Value>`), or a
            // namespace of static members (no instance state, no behaviour).
            if type.attributes.contains("propertyWrapper") || !type.genericParameters.isEmpty || type.isStaticOnly { continue }
            // A conformance to something that is not a project type or a framework class is a
            // protocol: then this is an implementation behind it, only named unusually.
            let conformsToProtocol = index.ancestors(of: id, including: true).contains { ancestor in
                index.types[ancestor].inheritance.contains { written in
                    index.resolve(written, from: ancestor) == nil && !Self.frameworkClasses.contains(QualifiedNames.simpleName(written))
                }
            }
            if conformsToProtocol { continue }
            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: declaration.keywordToken),
                                    message: "store `\(simpleName)` is a concrete \(declaration.kind.rawValue); declare `protocol \(simpleName)` and implement it in `\(simpleName)\(implementationSuffixes.first ?? "Impl")`"))
        }
        for viewModel in context.viewModelBodies {
            // Where a view model can hold an implementation: its properties' and parameters' types.
            var typeRanges: [Range<Int>] = []
            for member in context.members(of: viewModel.declaration) {
                typeRanges += member.bindings.compactMap(\.type) + member.parameters.compactMap(\.type)
            }
            // Held (a property's or parameter's type) or built (`RepoStoreImpl(…)`,
            // `RepoStoreImpl.init(…)`); a static member of the type (`RepoStoreImpl.defaults`)
            // holds nothing.
            var named = Set(typeRanges.flatMap { outline.names(in: $0) })
            for chain in outline.postfixChains(in: viewModel.declaration.tokens) {
                if let built = outline.construction(chain)?.typePath.last { named.insert(built) }
            }
            for token in named.sorted() {
                let written = outline.text(token)
                guard outline.isCapitalized(token),
                      implementationSuffixes.contains(where: { written.hasSuffix($0) && written != $0 }) else { continue }
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                                        message: "view model `\(viewModel.name)` names the implementation `\(written)`; depend on its protocol and have it injected"))
            }
        }
        return findings
    }
}
