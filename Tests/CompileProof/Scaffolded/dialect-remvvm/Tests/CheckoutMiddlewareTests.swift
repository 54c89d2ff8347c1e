@testable import DialectRemvvm
import ReMVVM
import XCTest

final class CheckoutMiddlewareTests: XCTestCase {
    func testCheckoutCancelMiddleware_navigatesOnceTheStoreHasReducedTheAction() {
        var shown: [CheckoutCancelAction] = []
        let store = makeStore(middleware: [CheckoutCancelMiddleware<AppState> { shown.append($0) }])

        store.dispatch(action: CheckoutCancelAction())

        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(store.state?.screen.status, .cancel)
    }

    func testCheckoutFinishedMiddleware_navigatesOnceTheStoreHasReducedTheAction() {
        var shown: [CheckoutFinishedAction] = []
        let store = makeStore(middleware: [CheckoutFinishedMiddleware<AppState> { shown.append($0) }])

        store.dispatch(action: CheckoutFinishedAction(total: 0))

        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(store.state?.screen.status, .finished)
    }

    func testCheckoutFailedMiddleware_navigatesOnceTheStoreHasReducedTheAction() {
        var shown: [CheckoutFailedAction] = []
        let store = makeStore(middleware: [CheckoutFailedMiddleware<AppState> { shown.append($0) }])

        store.dispatch(action: CheckoutFailedAction(value: ""))

        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(store.state?.screen.status, .failed)
    }

    // MARK: - Helpers

    /// The app's state, as far as these tests need one: the screen's part and a factory.
    private struct AppState: StoreState {
        let factory: ViewModelFactory = CompositeViewModelFactory()
        let screen: CheckoutState
    }

    private func makeStore(middleware: [AnyMiddleware]) -> Store<AppState> {
        let screenReducer = CheckoutReducers.reducer
        let reducer = AnyReducer<AppState> { state, action in
            AppState(screen: screenReducer.reduce(state: state.screen, with: action))
        }
        return Store(with: AppState(screen: .initial), reducer: reducer, middleware: middleware)
    }
}
