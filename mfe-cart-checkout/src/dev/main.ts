// The dev host's entry: the async boundary lets the federation runtime set up
// the shared react before anything imports it.
void import('./dev-host');
