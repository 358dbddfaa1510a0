declare module '*.css';

/** Replaced by rspack with the build mode. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
