// Placeholder: the Cassowary solver lands here (issue 3).
