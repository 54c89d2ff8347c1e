import Testing
@testable import App

@MainActor
struct CartViewModelTests {
    let sut = CartViewModel(items: [.fixture])

    @Test func increment() { sut.send(.increment(CartItem.fixture.id)) }
    @Test func decrement() { sut.send(.decrement(CartItem.fixture.id)) }
    @Test func clear() {
        sut.send(.clear)
        #expect(sut.items.isEmpty)
    }
    @Test func coupon() { sut.send(.couponApplied(.tenPercent)) }
}
