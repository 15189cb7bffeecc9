/**
 * Connection-error cases of the network engines' contract tests: each connects with the test
 * server's URL spoiled in one way; an engine's test names the ways it checks and the error type
 * each must give.
 */
import type { ContractFixture } from './contract.test-suite.js';
import type { EngineSpec } from './engine.js';
import type { ErrorType } from './errors.js';

const SPOILED = {
  'wrong password': { spoil: (u: URL) => (u.password = 'meridian-wrong-password') },
  'unknown role': { spoil: (u: URL) => (u.username = 'meridian_no_such_role') },
  'unknown database': { spoil: (u: URL) => (u.pathname = '/meridian_no_such_db') },
  'closed port': { spoil: (u: URL) => (u.port = '1'), connectTimeoutMs: 3000 },
  'unresolvable host': { spoil: (u: URL) => (u.hostname = 'meridian-no-such-host.invalid') },
} satisfies Record<string, { spoil: (u: URL) => void; connectTimeoutMs?: number }>;

type Spoiled = keyof typeof SPOILED;

/** The cases `expected` names, in its order: connecting to `url` spoiled that way fails with that type. */
export function connectionErrorCases(
  spec: EngineSpec,
  url: string,
  expected: Partial<Record<Spoiled, ErrorType>>,
): ContractFixture['connectionErrors'] {
  return Object.entries(expected).map(([label, errorType]) => {
    const how: { spoil: (u: URL) => void; connectTimeoutMs?: number } = SPOILED[label as Spoiled];
    const timeout = how.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: how.connectTimeoutMs };
    const open = () => {
      const uri = new URL(url);
      how.spoil(uri);
      return spec.connect({ uri: uri.toString(), ...timeout });
    };
    return { label, open, errorType };
  });
}
