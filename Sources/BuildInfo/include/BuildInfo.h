#ifndef MVVM_BUILD_INFO_H
#define MVVM_BUILD_INFO_H

// The commit mvvm was built from. `make install` and Scripts/make-artifactbundle.sh define it
// (`-Xcc -DMVVM_COMMIT='"…"'`); a plain `swift build` leaves it empty. A C macro, because Swift's
// own conditional compilation flags carry no values.
#ifndef MVVM_COMMIT
#define MVVM_COMMIT ""
#endif

static inline const char *mvvm_build_commit(void) { return MVVM_COMMIT; }

#endif
