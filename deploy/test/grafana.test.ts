// deploy/grafana: the dashboard reads its Prometheus from the datasource variable, and every csa_*
// metric it queries is one the services register (a renamed metric would leave a panel empty).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
type Target = { expr: string; datasource: { uid: string } };
type Panel = { title: string; datasource: { type: string; uid: string }; targets: Target[] };
const dashboard = JSON.parse(readFileSync(path.join(root, 'deploy/grafana/chess-school-arena.json'), 'utf8')) as {
  panels: Panel[];
  templating: { list: { name: string; type: string; query: unknown }[] };
};

/** Every metric name registered in the services' source (counter(...), gauge(...), histogram(...)). */
function registeredMetrics(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        for (const m of readFileSync(file, 'utf8').matchAll(/(?:counter|gauge|histogram)\(\s*'(csa_[a-z_]+)'/g))
          names.add(m[1]);
      }
    }
  };
  for (const dir of ['libs/service-kit/src', 'core-service/src', 'bff-player/src', 'shell/server'])
    walk(path.join(root, dir));
  return names;
}

describe('deploy/grafana dashboard', () => {
  it('takes its Prometheus from a datasource variable on every panel and query', () => {
    const variable = dashboard.templating.list.find((v) => v.name === 'datasource');
    expect(variable).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const panel of dashboard.panels) {
      expect([panel.title, panel.datasource]).toEqual([panel.title, { type: 'prometheus', uid: '${datasource}' }]);
      for (const t of panel.targets) expect(t.datasource.uid).toBe('${datasource}');
    }
  });

  it('queries only metrics the services register, and covers the issue’s numbers', () => {
    const registered = registeredMetrics();
    const queried = new Set(
      dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/csa_[a-z_]+/g)].map((m) => m[0]))),
    );
    const base = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
    expect([...queried].map(base).filter((name) => !registered.has(name))).toEqual([]);
    for (const metric of [
      'csa_http_requests_total',
      'csa_http_request_duration_seconds',
      'csa_lichess_requests_total',
      'csa_lichess_queue_waiting',
      'csa_job_runs_total',
      'csa_db_pool_connections',
      'csa_poll_revalidation_total',
    ]) {
      expect([metric, [...queried].map(base).includes(metric)]).toEqual([metric, true]);
    }
  });
});
