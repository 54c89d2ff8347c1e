struct Manga {
    var title: String
    var chapters: [String] = []
}

@MainActor
func merged(_ manga: Manga?, chapters: [String]) -> Manga {
    var target = manga ?? Manga(title: "")
    target.chapters = chapters
    return target
}

@MainActor
func rename(_ fallback: ChapterViewModel?) {
    let model = fallback ?? ChapterViewModel()
    model.title = "Renamed"
}
