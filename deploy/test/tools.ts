// The Debian tools the deployment tests drive. A missing one fails with one line saying how to get it
// (`npm test` and .ci/run install them when run as root with apt).
import { existsSync } from 'node:fs';

const tools = { kubectl: '/usr/bin/kubectl', 'docker-compose': '/usr/bin/docker-compose' } as const;

export function requireTool(name: keyof typeof tools): string {
  const bin = tools[name];
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run "apt-get install -y ${name}" and try again.`);
  return bin;
}
