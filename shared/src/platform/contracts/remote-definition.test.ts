import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, checkRemoteDefinition } from './remote-definition';

const definition = { name: 'search', contractVersion: CONTRACT_VERSION, routes: {}, fragments: {} };

describe('checkRemoteDefinition', () => {
  it('accepts the default export of a compatible remote module', () => {
    expect(checkRemoteDefinition({ default: definition }, 'search')).toEqual({ ok: true, definition });
  });

  it('refuses a remote built against another contract version', () => {
    const result = checkRemoteDefinition({ default: { ...definition, contractVersion: CONTRACT_VERSION + 1 } }, 'search');
    expect(result).toEqual({
      ok: false,
      problem: { kind: 'incompatible-contract', expected: CONTRACT_VERSION, actual: CONTRACT_VERSION + 1 },
    });
  });

  it('refuses a module that is another remote or no definition at all', () => {
    expect(checkRemoteDefinition({ default: definition }, 'content')).toMatchObject({ ok: false, problem: { kind: 'wrong-remote' } });
    expect(checkRemoteDefinition(null, 'search')).toMatchObject({ ok: false, problem: { kind: 'not-a-definition' } });
    expect(checkRemoteDefinition({ default: { name: 'search' } }, 'search')).toMatchObject({ ok: false });
  });
});
