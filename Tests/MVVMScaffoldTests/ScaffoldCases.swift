import Foundation
@testable import MVVMScaffold

/// Option mixes the scaffolder is proved on: each is rendered, linted, and (for the snapshot
/// sets) compiled and run against the stand-in SwiftUI/Combine under Tests/CompileProof/StandIns.
struct ScaffoldCase: CustomStringConvertible {
    var label: String
    var name: String
    var actions: String?
    var responderActions: String?
    var outputs: String?
    var dependencies: String?

    var description: String { label }

    func specification() throws -> ScreenSpecification {
        try ScreenSpecification(name: name, actions: actions, responderActions: responderActions,
                                outputs: outputs, dependencies: dependencies)
    }

    func render(_ flavor: Flavor, module: String? = "App", includesResponder: Bool = true,
                indentation: Indentation = .standard, templates: TemplateSet? = nil) throws -> [RenderedFile] {
        try render(dialect: ScreenDialect(flavor), module: module, declaredSupport: includesResponder ? [] : ["Responder"],
                   indentation: indentation, templates: templates)
    }

    func render(dialect: ScreenDialect, module: String? = "App", declaredSupport: Set<String> = [],
                indentation: Indentation = .standard, templates: TemplateSet? = nil) throws -> [RenderedFile] {
        let request = ScreenRequest(specification: try specification(), dialect: dialect, module: module,
                                    declaredSupport: declaredSupport, indentation: indentation)
        return try ScreenRenderer.render(request, templates: templates ?? TemplateSet(dialect: dialect, overrideDirectory: nil))
    }

    /// `mvvm new Sample`: no options at all.
    static let defaults = ScaffoldCase(label: "no options", name: "Sample")

    /// Everything at once: associated values (labelled, several, optional), a responder action
    /// with a payload, one forwarded by an input action of the same name, outputs, dependencies.
    static let everything = ScaffoldCase(
        label: "everything",
        name: "Checkout",
        actions: "add(id: Int),remove(Int),apply(code: String, replacing: Bool),select(Item?),cancel,checkout",
        responderActions: "cancel,finished(total: Double),failed(String)",
        outputs: "title:String,items:[Item],total:Double,selection:Item?,counts:[String: Int]",
        dependencies: "api:APIClient,now:Date"
    )

    static let matrix: [ScaffoldCase] = [
        defaults,
        ScaffoldCase(label: "one action", name: "Refresh", actions: "refresh"),
        ScaffoldCase(label: "actions with associated values", name: "Login",
                     actions: "signIn(String,String),signInWith(token: String),forgotPassword,pick([Int], [String: Int]?)"),
        ScaffoldCase(label: "responder actions only", name: "Onboarding", responderActions: "done,skipped(reason: String)"),
        ScaffoldCase(label: "outputs only", name: "Profile", outputs: "name:String,age:Int,avatar:URL?,tags:Set<String>"),
        ScaffoldCase(label: "dependencies only", name: "Feed", dependencies: "api:APIClient,store:Store=.inMemory"),
        everything,
    ]
}
