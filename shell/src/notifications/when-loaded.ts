/**
 * Runs uses of a module that is still loading (a lazy chunk) once it is there,
 * in the order they came; right away after that. If the module cannot load,
 * the waiting uses and later ones are dropped: the shell's optional services
 * fail quietly, never the page.
 */
export function whenLoaded<T>(load: Promise<T>): (use: (loaded: T) => void) => void {
  let waiting: Array<(loaded: T) => void> | undefined = [];
  let loaded: { value: T } | undefined;
  load.then(
    (value) => {
      loaded = { value };
      waiting?.forEach((use) => use(value));
      waiting = undefined;
    },
    () => {
      waiting = undefined;
    },
  );
  return (use) => {
    if (loaded) use(loaded.value);
    else waiting?.push(use);
  };
}
