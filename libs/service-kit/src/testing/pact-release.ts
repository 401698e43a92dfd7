// Which version of a deployable a pact or a verification result belongs to, for the Pact Broker
// (README "Releasing with contracts"): PACT_VERSION, else GIT_SHA, else `git rev-parse --short HEAD`;
// the branch from PACT_BRANCH, else GIT_BRANCH, else git. Locally the providers verify the pact files
// in contracts/pacts; with PACT_BROKER_BASE_URL set they fetch the pacts to verify from the broker
// (main branch, deployed or released, and this branch's) and, with PACT_PUBLISH_VERIFICATION=true,
// publish the results under this version, which is what `pact-broker can-i-deploy` reads.
import { execFileSync } from 'node:child_process';
import type { VerifierOptions } from '@pact-foundation/pact';

type Env = Record<string, string | undefined>;

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export type PactRelease = { version: string; branch: string };

export function pactRelease(env: Env = process.env): PactRelease {
  const version = env.PACT_VERSION || env.GIT_SHA || git(['rev-parse', '--short', 'HEAD']) || 'local';
  const branch = env.PACT_BRANCH || env.GIT_BRANCH || git(['rev-parse', '--abbrev-ref', 'HEAD']) || 'local';
  return { version, branch };
}

type Source = Pick<
  VerifierOptions,
  | 'pactUrls'
  | 'pactBrokerUrl'
  | 'pactBrokerToken'
  | 'consumerVersionSelectors'
  | 'enablePending'
  | 'publishVerificationResult'
  | 'providerVersion'
  | 'providerVersionBranch'
>;

/**
 * The Verifier options naming this provider's version and branch, and where its pacts come from
 * (`consumer`: only that consumer's pacts from the broker, when a provider verifies each separately).
 */
export function providerRelease(localPactFiles: string[], consumer?: string, env: Env = process.env): Source {
  const { version, branch } = pactRelease(env);
  const release = { providerVersion: version, providerVersionBranch: branch };
  if (!env.PACT_BROKER_BASE_URL) return { ...release, pactUrls: localPactFiles };
  return {
    ...release,
    pactBrokerUrl: env.PACT_BROKER_BASE_URL,
    pactBrokerToken: env.PACT_BROKER_TOKEN,
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }].map(
      (selector) => (consumer ? { ...selector, consumer } : selector),
    ),
    enablePending: true,
    publishVerificationResult: env.PACT_PUBLISH_VERIFICATION === 'true',
  };
}
