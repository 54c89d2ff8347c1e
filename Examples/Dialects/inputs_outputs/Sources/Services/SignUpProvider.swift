import Foundation
import RxSwift

struct Account: Equatable {
    let email: String
}

/// Creates accounts; the view model gets one through its `init`.
protocol SignUpProviding {
    func signUp(email: String, password: String) -> Single<Account>
}

struct SignUpProvider: SignUpProviding {
    func signUp(email: String, password: String) -> Single<Account> {
        .just(Account(email: email))
    }
}

struct FeedService {
    func titles() -> [String] { [] }
}
