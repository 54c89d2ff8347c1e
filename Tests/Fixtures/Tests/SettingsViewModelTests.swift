import Testing
@testable import App

@Test @MainActor func settingsViewModel_setNotifications() {
    let sut = SettingsViewModel()
    sut.send(.setNotifications(true))
    #expect(sut.notificationsEnabled)
}
