final class Draft {
    var title = ""
}

@MainActor
func clearTitles(_ drafts: [Draft]) {
    let clear = { (draft: Draft) in draft.title = "" }
    drafts.forEach(clear)
}
