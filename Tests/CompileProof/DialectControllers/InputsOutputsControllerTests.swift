import Combine
import UIKit
import XCTest
@testable import DialectInputsOutputsCombine
@testable import DialectInputsOutputsRxSwift

/// Not generated: drives the generated inputs/outputs controllers and flow controllers (the
/// "everything" screen, in both libraries) through the stand-in UIKit, to show that what they
/// bind really connects — a tap reaches an input, an output reaches a label, a navigation output
/// makes the flow controller navigate.
// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class InputsOutputsControllerTests: XCTestCase {

    func testCombineScreenBindsAndItsFlowControllerNavigates() async throws {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let flow = DialectInputsOutputsCombine.CheckoutFlowController(navigationController: navigationController)
        flow.start()
        let controller = try XCTUnwrap(navigationController.viewControllers.last as? DialectInputsOutputsCombine.CheckoutViewController)
        try checkBindings(of: controller, in: navigationController)
    }

    func testRxSwiftScreenBindsAndItsFlowControllerNavigates() async throws {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let flow = DialectInputsOutputsRxSwift.CheckoutFlowController(navigationController: navigationController)
        flow.start()
        let controller = try XCTUnwrap(navigationController.viewControllers.last as? DialectInputsOutputsRxSwift.CheckoutViewController)
        try checkBindings(of: controller, in: navigationController)
    }

    /// The seed's stubbed outputs: the generated view models keep their memberwise
    /// `init(input:output:)` (their logic is an extension's `init`), so a controller can be shown
    /// any output without the logic behind it.
    func testAControllerRendersStubbedOutputsThroughTheMemberwiseInitializer() throws {
        let combine = DialectInputsOutputsCombine.SampleViewModel(
            input: .init(), output: .init(state: Just(.idle).eraseToAnyPublisher()))
        let combineController = DialectInputsOutputsCombine.SampleViewController()
        combineController.viewModel = combine
        combineController.loadViewIfNeeded()
        XCTAssertEqual((combineController.view.subviews.first as? UILabel)?.text, "idle")

        let rx = DialectInputsOutputsRxSwift.SampleViewModel(input: .init(), output: .init(state: .just(.idle)))
        let rxController = DialectInputsOutputsRxSwift.SampleViewController()
        rxController.viewModel = rx
        rxController.loadViewIfNeeded()
        XCTAssertEqual((rxController.view.subviews.first as? UILabel)?.text, "idle")
    }

    /// The first label shows the state; "Checkout" changes it, "Cancel" pops the screen.
    private func checkBindings(of controller: UIViewController, in navigationController: UINavigationController) throws {
        XCTAssertEqual(navigationController.viewControllers.count, 2)
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.title, "Checkout")
        let stateLabel = try XCTUnwrap(controller.view.subviews.first as? UILabel)
        XCTAssertEqual(stateLabel.text, "idle")
        func button(_ title: String) throws -> UIButton {
            try XCTUnwrap(controller.view.subviews.compactMap { $0 as? UIButton }.first { $0.titles.last == title })
        }
        try button("Checkout").sendActions(for: .touchUpInside)
        XCTAssertEqual(stateLabel.text, "checkout")
        try button("Cancel").sendActions(for: .touchUpInside)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }
}
