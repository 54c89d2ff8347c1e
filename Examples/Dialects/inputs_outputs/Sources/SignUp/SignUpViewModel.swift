import Foundation
import RxCocoa
import RxRelay
import RxSwift

struct SignUpViewModel {

    // MARK: - Inputs

    /// What the view pushes in.
    struct Input {
        let email = BehaviorRelay<String>(value: "")
        let password = BehaviorRelay<String>(value: "")
        let submit = PublishRelay<Void>()
        let signIn = PublishRelay<Void>()
    }

    let input: Input

    // MARK: - Outputs

    /// Where the screen is done; the flow controller navigates on it.
    enum Navigation {
        case signInRequested
        case accountCreated(Account)
    }

    /// What the view (and the flow controller) observe.
    struct Output {
        let emailError: Driver<String?>
        let canSubmit: Driver<Bool>
        let navigation: Observable<Navigation>
    }

    let output: Output

    // MARK: - Lifecycle

    init(provider: SignUpProviding = SignUpProvider()) {
        let input = Input()
        self.input = input
        let isValidEmail = input.email.map { $0.contains("@") }
        let credentials = Observable.combineLatest(input.email, input.password)
        let created = input.submit
            .withLatestFrom(credentials)
            .flatMapLatest { email, password in provider.signUp(email: email, password: password) }
            .map { Navigation.accountCreated($0) }
        output = Output(
            emailError: isValidEmail.map { $0 ? nil : "Enter an email address" }.asDriver(onErrorJustReturn: nil),
            canSubmit: Observable.combineLatest(isValidEmail, input.password.map { $0.count >= 8 }) { $0 && $1 }
                .asDriver(onErrorJustReturn: false),
            navigation: Observable.merge(input.signIn.map { Navigation.signInRequested }, created)
        )
    }
}
