// docker-compose.yml cannot run here (no Docker engine); Debian's docker-compose validates it and prints
// the resolved file, which the policies below are checked against.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'yaml';
import { requireTool } from './tools';

type ComposeService = {
  restart?: string;
  healthcheck?: { test?: string[] | string };
  depends_on?: Record<string, { condition?: string }>;
};

const file = path.join(__dirname, '..', '..', 'docker-compose.yml');
const compose = (...args: string[]) =>
  execFileSync(requireTool('docker-compose'), ['-f', file, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const appServices = ['bff-admin', 'bff-organizer', 'bff-player', 'core-service', 'edge', 'lichess-sandbox'];

describe('docker-compose.yml', () => {
  let services: Record<string, ComposeService>;
  beforeAll(() => {
    compose('config', '-q');
    services = (parse(compose('config')) as { services: Record<string, ComposeService> }).services;
  });

  it('is a valid compose file with every deployable', () => {
    expect(Object.keys(services).sort()).toEqual([...appServices, 'postgres'].sort());
  });

  it('restarts every service unless it was stopped by hand', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
    }
  });

  it('gives every service a health check; the Node services fetch /livez (the sandbox its clock)', () => {
    for (const [name, service] of Object.entries(services)) {
      const test = [service.healthcheck?.test ?? []].flat().join(' ');
      const expected = name === 'postgres' ? /pg_isready/ : /^CMD node -e fetch\(/;
      expect([name, test]).toEqual([name, expect.stringMatching(expected)]);
      if (name !== 'postgres') expect(test).toContain(name === 'lichess-sandbox' ? "'/_sandbox/clock'" : "'/livez'");
    }
  });

  it('starts each service only once what it calls is healthy', () => {
    const dependsOn = (name: string) =>
      Object.fromEntries(Object.entries(services[name].depends_on ?? {}).map(([dep, d]) => [dep, d.condition]));
    expect(dependsOn('core-service')).toEqual({ postgres: 'service_healthy' });
    for (const bff of ['bff-player', 'bff-organizer', 'bff-admin']) {
      expect(dependsOn(bff)).toEqual({ 'core-service': 'service_healthy' });
    }
    expect(dependsOn('edge')).toEqual({
      'bff-player': 'service_healthy',
      'bff-organizer': 'service_healthy',
      'bff-admin': 'service_healthy',
    });
  });
});
