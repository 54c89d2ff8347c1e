import ReMVVM

// The Sample screen dispatches no actions yet: add one `StoreAction` struct per thing its user
// does, and a reducer for each in SampleReducers.swift.
