extension AppCoordinator {
    func play() {
        let model = PlayerViewModel()
        model.start()
        player = model
    }
}
