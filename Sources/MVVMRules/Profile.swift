/// A dialect of MVVM (SPEC §4.2): which rules run, and later which roles and templates apply.
/// A project picks one with `profile:`, a folder another through a nested `.mvvm.yml`.
public enum Profile: String, CaseIterable, Sendable {
    /// Seed 000's rulebook: `@MainActor` view models with `Action` + `send` and a `Responder`.
    case rulebook
    /// Seed 001: one immutable `ViewState`, commands, stores behind protocols.
    case viewstate
    /// Seed 002: a Redux-style `StoreState`, one reducer per `StoreAction`, view models from a provider.
    case remvvm
    /// Seed 003: `@Observable` view models with methods, `@Bindable` views.
    case observable
    /// Seed 004: inputs/outputs view models; controllers only bind, flow controllers navigate.
    case inputsOutputs = "inputs_outputs"

    /// Every profile: rules that hold in all of them.
    public static let everyProfile = Set(allCases)

    public static var names: [String] { allCases.map(\.rawValue) }
}
