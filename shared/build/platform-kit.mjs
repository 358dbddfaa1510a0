// The platform core the shell and every remote compile: the API call, its errors and operation
// descriptors, the wire helpers, the remote definition and the platform constants. Each build used to
// carry a tree-shaken copy of these files, so a page fetched them once per build on it (up to 6 times).
// Shared through federation, a module keeps every export, so the kit is whole files: the ones the shell
// already fetches before a page's content (its boot calls the API with them) and the remotes all use.
// The shell provides it; a remote takes the shell's copy (rspack-preset.mjs, platformKitShare).
//
// Code elsewhere keeps importing these files as before (`@storefront/shared/platform/api`, or relatively
// from shared's domain zones): the build sends every import of a member from outside the kit to the
// kit's request (KitRequestsPlugin), so no build compiles a member a second time beside the kit. That request,
// `@storefront/shared/platform-kit`, is also an entry point of the package: a build without federation (the
// bench's monolith) compiles the kit as a plain module.
// platform-kit.test.mjs checks that the members' exports do not collide and that nothing is copied.
export * from '../src/platform/api/call.ts';
export * from '../src/platform/api/errors.ts';
export * from '../src/platform/api/ids.ts';
export * from '../src/platform/api/local-rules.ts';
export * from '../src/platform/api/operation.ts';
export * from '../src/platform/api/path.ts';
export * from '../src/platform/api/wire.ts';
export * from '../src/platform/contracts/fragments.ts';
export * from '../src/platform/contracts/remote-definition.ts';
