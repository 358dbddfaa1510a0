// The monolith's stand-in for `@module-federation/enhanced/runtime`. The
// shell's code is built unchanged; where it asks the federation runtime for a
// remote's exposed module, this answers with the module bundled statically from
// the remote's source (remote-map.generated.mjs, written by build.mjs). There is
// no container, no manifest and no shared scope: one build, one copy of each
// library. Registering remotes or runtime plugins has nothing to do here.
import { EXPOSED_MODULES } from './remote-map.generated.mjs';

function load(id) {
  const module = EXPOSED_MODULES[id];
  return module ? Promise.resolve(module) : Promise.reject(new Error(`The monolith bundles no module ${id}`));
}

const instance = {
  options: { name: 'storefront_monolith', remotes: [], shared: {}, plugins: [] },
  registerRemotes() {},
  registerPlugins() {},
  registerShared() {},
  initOptions() {},
  loadRemote: load,
  preloadRemote: () => Promise.resolve(),
  loadShare: () => Promise.resolve(false),
  loadShareSync: () => undefined,
};

export const getInstance = () => instance;
export const init = () => instance;
export const createInstance = () => instance;
export const loadRemote = load;
export const preloadRemote = () => Promise.resolve();
export const loadShare = () => Promise.resolve(false);
export const loadShareSync = () => undefined;
export const registerRemotes = () => undefined;
export const registerPlugins = () => undefined;
export const registerShared = () => undefined;
