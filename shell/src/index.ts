// The async boundary: the federation runtime must set up the shared react
// before any module imports it (module federation's "eager consumption" trap).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
