// docker-compose.yml cannot run here (no Docker engine); Debian's docker-compose validates it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

it('docker-compose.yml is a valid compose file with every deployable', () => {
  const file = path.join(__dirname, '..', 'docker-compose.yml');
  execFileSync('docker-compose', ['-f', file, 'config', '-q'], { stdio: 'pipe' });
  const services = execFileSync('docker-compose', ['-f', file, 'config', '--services'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .sort();
  expect(services).toEqual(['bff-admin', 'bff-organizer', 'bff-player', 'core-service', 'edge', 'lichess-sandbox', 'postgres']);
});
