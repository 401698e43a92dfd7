// deploy/k8s: both overlays render, every object is valid against the Kubernetes schemas, and the
// rules of the deployment hold (probes, limits, non-root read-only containers, graceful termination,
// one Ingress to the edge, network isolation, configuration and secrets wired, migrations in a Job).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment as Deployment, IStatefulSet as StatefulSet } from 'kubernetes-models/apps/v1';
import type { IHorizontalPodAutoscaler as HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import type { IJob as Job } from 'kubernetes-models/batch/v1';
import type { IIngress as Ingress, INetworkPolicy as NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import type { IPodDisruptionBudget as PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import type {
  IConfigMap as ConfigMap,
  IContainer as Container,
  IPodSpec as PodSpec,
  ISecret as Secret,
  IService as Service,
} from 'kubernetes-models/v1';
import { admits, canLeave, canReach } from './k8s/network';
import { renderOverlay, validateObject, type K8sObject } from './k8s/render';

const deployables = ['edge', 'bff-player', 'bff-organizer', 'bff-admin', 'core-service'] as const;
const EDGE_METRICS_PORT = 9464;
/** service-kit SHUTDOWN_BUDGETS_MS, in seconds: edge > BFF > core > Lichess call timeout (10 s) */
const shutdownBudget: Record<string, number> = {
  edge: 16,
  'bff-player': 14,
  'bff-organizer': 14,
  'bff-admin': 14,
  'core-service': 12,
};
const bffs = ['bff-player', 'bff-organizer', 'bff-admin'];
const ports: Record<string, number> = {
  edge: 8080,
  'bff-player': 8081,
  'bff-organizer': 8082,
  'bff-admin': 8083,
  'core-service': 8090,
};

/** docs/configuration.md's table of the services' variables (one row per variable): variable → the deployables that read it. */
function documentedVariables(): Map<string, string[]> {
  const doc = readFileSync(path.join(__dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');
  const start = doc.indexOf('## Services');
  const table = doc.slice(start, doc.indexOf('\n## ', start + 5));
  const users: Record<string, string[]> = {
    all: [...deployables],
    edge: ['edge'],
    BFFs: bffs,
    core: ['core-service'],
    'bff-player': ['bff-player'],
    'bff-organizer': ['bff-organizer'],
    'bff-admin': ['bff-admin'],
    sandbox: ['lichess-sandbox'],
    journeys: [],
    fuzz: [],
    replicas: [],
    '`npm start`': [], // its own embedded database (scripts/start.mjs), not a deployable
  };
  const variables = new Map<string, string[]>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const [names, , readBy] = row.split('|').slice(1, 4);
    const readers = readBy.split(',').flatMap((u) => {
      const known = users[u.trim()];
      if (!known) throw new Error(`docs/configuration.md: unknown "read by" ${u.trim()} (teach k8s.test.ts)`);
      return known;
    });
    for (const quoted of names.match(/`[A-Z0-9_]+`/g) ?? []) {
      const name = quoted.slice(1, -1);
      // BFF_PLAYER_PORT and the like: each BFF reads its own
      const role = bffs.find((bff) => name.startsWith(`BFF_${bff.slice(4).toUpperCase()}_`));
      variables.set(name, role ? [role] : readers);
    }
  }
  if (variables.size < 30)
    throw new Error(`docs/configuration.md: only ${variables.size} variables found under ## Services`);
  return variables;
}

/** Variables of docs/configuration.md that a Kubernetes deployment deliberately leaves unset. */
const notApplicable: Record<string, string> = {
  PGLITE_DIR: 'DATABASE_URL is always set',
  CORE_TEST_CONTROL: 'browser journeys only; refused in production',
  SANDBOX_HOST: 'all interfaces is right inside a pod',
  E2E_PORT_BASE: 'tests only',
  E2E_STARTUP_TIMEOUT_MS: 'tests only',
  JOBS_ENABLED: 'journeys only: every core replica ticks (one run per tick through the advisory lock)',
  TRUSTED_ORIGINS: "PUBLIC_URL's origin is the only one in a cluster",
};

describe.each(['dev', 'prod'] as const)('deploy/k8s/overlays/%s', (overlay) => {
  let objects: K8sObject[];
  const all = <T>(kind: string) => objects.filter((o) => o.kind === kind) as unknown as T[];
  const one = <T>(kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`${kind} ${name} is missing`);
    return found as unknown as T;
  };
  const podSpec = (name: string): PodSpec => one<Deployment>('Deployment', name).spec!.template.spec!;
  const container = (name: string): Container => podSpec(name).containers[0];
  const podLabels = (name: string) => one<Deployment>('Deployment', name).spec!.template.metadata!.labels!;
  /** Every variable the container gets, with where it comes from. */
  const envOf = (c: Container) => {
    const vars = new Map<string, string>();
    for (const from of c.envFrom ?? []) {
      const source = from.configMapRef
        ? one<ConfigMap>('ConfigMap', from.configMapRef.name!).data
        : one<Secret>('Secret', from.secretRef!.name!).data;
      for (const [key, value] of Object.entries(source ?? {})) vars.set(key, value);
    }
    for (const e of c.env ?? []) {
      const ref = e.valueFrom?.secretKeyRef;
      vars.set(e.name, e.value ?? `secret:${ref?.name}/${ref?.key}`);
    }
    return vars;
  };

  beforeAll(() => {
    objects = renderOverlay(overlay);
  });

  it('renders objects that are valid against the Kubernetes schemas (CloudNativePG: required fields)', () => {
    expect(objects.length).toBeGreaterThan(30);
    const invalid = objects.flatMap((o) => {
      try {
        validateObject(o);
        return [];
      } catch (err) {
        return [`${o.kind} ${o.metadata.name}: ${(err as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
    const namespace = overlay === 'prod' ? 'chess-school-arena' : 'chess-school-arena-dev';
    for (const o of objects.filter((x) => x.kind !== 'Namespace')) {
      expect([o.kind, o.metadata.name, o.metadata.namespace]).toEqual([o.kind, o.metadata.name, namespace]);
    }
  });

  it('gives each deployable a Deployment with /livez and /readyz probes on its port, requests and limits', () => {
    for (const name of deployables) {
      const c = container(name);
      // the edge's /metrics has a port of its own (EDGE_METRICS_PORT), never behind the Service
      const metricsPort = name === 'edge' ? [{ name: 'metrics', containerPort: EDGE_METRICS_PORT }] : [];
      expect(c.ports).toEqual([{ name: 'http', containerPort: ports[name] }, ...metricsPort]);
      expect(c.livenessProbe?.httpGet).toEqual({ path: '/livez', port: 'http' });
      expect(c.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      for (const kind of ['requests', 'limits'] as const) {
        expect(Object.keys(c.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    }
  });

  it('runs every container as non-root on a read-only root filesystem, with /tmp writable', () => {
    const workloads = [...all<Deployment>('Deployment'), ...all<StatefulSet>('StatefulSet'), ...all<Job>('Job')];
    expect(workloads.length).toBeGreaterThanOrEqual(6);
    for (const w of workloads) {
      const spec = w.spec!.template.spec!;
      expect([w.metadata!.name, spec.securityContext?.runAsNonRoot]).toEqual([w.metadata!.name, true]);
      expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const c of spec.containers) {
        const secure = { readOnlyRootFilesystem: true, allowPrivilegeEscalation: false };
        expect([c.name, c.securityContext]).toMatchObject([c.name, secure]);
        const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
        expect(spec.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
      }
    }
  });

  it('drains before it stops: a preStop sleep shorter than the grace period', () => {
    for (const name of deployables) {
      const [command, seconds] = container(name).lifecycle?.preStop?.exec?.command ?? [];
      expect(command).toBe('sleep');
      // after the sleep, SIGTERM: service-kit drains within the deployable's budget
      const needed = Number(seconds) + shutdownBudget[name] + 2;
      expect(podSpec(name).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(needed);
    }
  });

  it('gives each deployable a Service on its port and a PodDisruptionBudget', () => {
    for (const name of deployables) {
      const service = one<Service>('Service', name);
      expect(service.spec?.selector).toEqual({ 'app.kubernetes.io/name': name });
      expect(service.spec?.ports?.[0]).toMatchObject({ port: ports[name], targetPort: 'http' });
      const pdb = one<PodDisruptionBudget>('PodDisruptionBudget', name);
      expect(pdb.spec?.selector?.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
    }
  });

  it('has every deployable scraped by Prometheus on the port that serves its /metrics', () => {
    for (const name of deployables) {
      const annotations = one<Deployment>('Deployment', name).spec!.template.metadata!.annotations ?? {};
      const port = name === 'edge' ? EDGE_METRICS_PORT : ports[name];
      expect([name, annotations]).toEqual([
        name,
        { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(port), 'prometheus.io/path': '/metrics' },
      ]);
      expect(container(name).ports?.some((p) => p.containerPort === port)).toBe(true);
    }
    expect(envOf(container('edge')).get('EDGE_METRICS_PORT')).toBe(String(EDGE_METRICS_PORT));
  });

  it('has one Ingress for the site and one for the event streams, both to the edge on the same host', () => {
    const ingresses = all<Ingress>('Ingress');
    expect(ingresses.map((i) => i.metadata!.name).sort()).toEqual(['edge', 'edge-events']);
    for (const ingress of ingresses) {
      const backends = ingress.spec!.rules!.flatMap((r) => r.http!.paths.map((p) => p.backend.service?.name));
      expect(new Set(backends)).toEqual(new Set(['edge']));
    }
    const [site, events] = ['edge', 'edge-events'].map((name) => ingresses.find((i) => i.metadata!.name === name)!);
    expect(events.spec!.rules!.map((r) => r.host)).toEqual(site.spec!.rules!.map((r) => r.host));
    // each role's stream (its own BFF behind the edge)
    expect(events.spec!.rules![0].http!.paths.map((p) => [p.path, p.pathType])).toEqual([
      ['/api/events', 'Exact'],
      ['/api/organizer/events', 'Exact'],
      ['/api/admin/events', 'Exact'],
    ]);
    // streaming: unbuffered, and a read timeout well above the 10 s heartbeat
    const annotations = events.metadata!.annotations!;
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThan(25);
    expect(site.metadata!.annotations!['nginx.ingress.kubernetes.io/proxy-buffering']).toBeUndefined();
  });

  it('configures each deployable with every documented variable it reads, and its secrets from Secrets', () => {
    const missing: string[] = [];
    for (const [variable, readers] of documentedVariables()) {
      if (variable in notApplicable) continue;
      for (const name of readers) {
        if (name === 'lichess-sandbox' && overlay === 'prod') continue;
        if (!envOf(container(name)).has(variable)) missing.push(`${name}: ${variable}`);
      }
    }
    expect(missing).toEqual([]);
    for (const name of deployables) expect(envOf(container(name)).get('NODE_ENV')).toBe('production');
    for (const name of bffs) expect(envOf(container(name)).get('CORE_URL')).toBe('http://core-service:8090');
    const secretNames = new Set(all<Secret>('Secret').map((s) => s.metadata!.name));
    for (const w of [...all<Deployment>('Deployment'), ...all<Job>('Job')]) {
      for (const e of w.spec!.template.spec!.containers.flatMap((c) => c.env ?? [])) {
        const ref = e.valueFrom?.secretKeyRef;
        if (!ref) continue;
        if (ref.name === 'arena-db-app') continue; // created by CloudNativePG (checked below)
        expect([e.name, secretNames.has(ref.name!)]).toEqual([e.name, true]);
        if (!ref.optional) expect(Object.keys(one<Secret>('Secret', ref.name!).data ?? {})).toContain(ref.key);
      }
    }
    const sessionKeys = container('bff-player').env!.find((e) => e.name === 'SESSION_KEYS');
    expect(sessionKeys?.valueFrom?.secretKeyRef?.name).toMatch(/^arena-secrets-/);
  });

  it('migrates in a Job with core’s image; the core replicas do not migrate', () => {
    const job = one<Job>('Job', 'core-migrate');
    const migrate = job.spec!.template.spec!.containers[0];
    expect(migrate.image).toBe(container('core-service').image);
    expect(migrate.command).toEqual(['node', '--enable-source-maps', 'dist/core-service/migrate.js']);
    expect(envOf(migrate).get('DATABASE_URL')).toBe(envOf(container('core-service')).get('DATABASE_URL'));
    expect(envOf(container('core-service')).get('MIGRATE_ON_START')).toBe('false');
  });

  describe('network policies', () => {
    let policies: NetworkPolicy[];
    const outside = {
      pod: { 'app.kubernetes.io/name': 'ingress-nginx' },
      namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
    };
    const db = () =>
      overlay === 'prod'
        ? { 'cnpg.io/cluster': 'arena-db', 'app.kubernetes.io/component': 'database' }
        : one<StatefulSet>('StatefulSet', 'postgres').spec!.template.metadata!.labels!;
    const migrations = () => one<Job>('Job', 'core-migrate').spec!.template.metadata!.labels!;
    const appPods = () => [
      ...all<Deployment>('Deployment').map((d) => d.spec!.template.metadata!.labels!),
      migrations(),
      db(),
    ];
    const names = (pods: Record<string, string>[]) =>
      pods.map((p) => p['app.kubernetes.io/name'] ?? p['cnpg.io/cluster']).sort();
    beforeAll(() => {
      policies = all<NetworkPolicy>('NetworkPolicy');
    });

    it('deny everything by default', () => {
      const deny = policies.find((p) => p.metadata!.name === 'default-deny')!;
      expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
      expect(canReach(policies, { pod: podLabels('edge') }, podLabels('bff-player'), 9999)).toBe(false);
    });

    it('let only the edge be reached from outside the namespace', () => {
      const anyPort = [8080, 8081, 8082, 8083, 8090, 8099, 5432];
      const fromOutside = appPods().filter((to) => anyPort.some((port) => canReach(policies, outside, to, port)));
      expect(names(fromOutside)).toEqual(['edge']);
      const fromInternet = appPods().filter((to) => canReach(policies, { ip: '203.0.113.7' }, to, 8080));
      expect(fromInternet).toEqual([]);
    });

    it('let only the edge call the BFFs, only the BFFs call core, and only core (and the Job) the database', () => {
      // what each pod's own policy admits, and what actually gets through (the caller's egress too)
      const admitted = (to: Record<string, string>, port: number) =>
        names(appPods().filter((from) => admits(policies, to, { pod: from }, port)));
      const callers = (to: Record<string, string>, port: number) =>
        names(appPods().filter((from) => canReach(policies, { pod: from }, to, port)));
      for (const check of [admitted, callers]) {
        for (const bff of bffs) expect(check(podLabels(bff), ports[bff])).toEqual(['edge']);
        expect(check(podLabels('core-service'), 8090)).toEqual([...bffs].sort());
        const dbCallers = check(db(), 5432).filter((n) => n !== 'arena-db'); // CNPG instances replicate
        expect(dbCallers).toEqual(['core-migrate', 'core-service']);
      }
    });

    it('let Prometheus (monitoring namespace) scrape every deployable, and not the ingress the edge’s metrics', () => {
      const prometheus = {
        pod: { 'app.kubernetes.io/name': 'prometheus' },
        namespace: { 'kubernetes.io/metadata.name': 'monitoring' },
      };
      for (const name of deployables) {
        const port = name === 'edge' ? EDGE_METRICS_PORT : ports[name];
        expect([name, canReach(policies, prometheus, podLabels(name), port)]).toEqual([name, true]);
      }
      expect(canReach(policies, outside, podLabels('edge'), EDGE_METRICS_PORT)).toBe(false);
      const otherPod = { pod: { 'app.kubernetes.io/name': 'something-else' }, namespace: prometheus.namespace };
      expect(canReach(policies, otherPod, podLabels('core-service'), 8090)).toBe(false);
    });

    it('let every pod resolve names, and core (only) reach Lichess over https', () => {
      const dns = { pod: { 'k8s-app': 'kube-dns' }, namespace: { 'kubernetes.io/metadata.name': 'kube-system' } };
      for (const pod of appPods()) expect([pod, canLeave(policies, pod, dns, 53, 'UDP')]).toEqual([pod, true]);
      const lichess = { ip: '37.187.205.99' };
      const toLichess = appPods().filter((pod) => canLeave(policies, pod, lichess, 443));
      expect(names(toLichess)).toEqual(overlay === 'prod' ? ['arena-db', 'core-service'] : ['core-service']);
    });
  });

  if (overlay === 'dev') {
    it('runs one replica of everything, without autoscaling, with the sandbox and a plain PostgreSQL', () => {
      for (const d of all<Deployment>('Deployment')) {
        expect([d.metadata!.name, d.spec!.replicas]).toEqual([d.metadata!.name, 1]);
      }
      expect(all<HorizontalPodAutoscaler>('HorizontalPodAutoscaler')).toEqual([]);
      expect(container('lichess-sandbox').image).toBe('chess-school-arena/lichess-sandbox:dev');
      expect(envOf(container('core-service')).get('LICHESS_URL')).toBe('http://lichess-sandbox:8099');
      const postgres = one<StatefulSet>('StatefulSet', 'postgres').spec!.template.spec!;
      expect(postgres.containers[0].image).toMatch(/^postgres:16/);
      expect(envOf(container('core-service')).get('DATABASE_URL')).toMatch(/^secret:arena-secrets-\w+\/DATABASE_URL$/);
    });
  } else {
    it('runs at least two replicas of each deployable, autoscaled, from tagged images', () => {
      for (const name of deployables) {
        expect(one<Deployment>('Deployment', name).spec!.replicas).toBeGreaterThanOrEqual(2);
        const hpa = one<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', name);
        expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
        expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
        expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
        const image = new RegExp(`^registry\\.example\\.org/chess-school-arena/${name}:\\d+\\.\\d+\\.\\d+$`);
        expect(container(name).image).toMatch(image);
      }
      expect(objects.some((o) => o.metadata.name === 'lichess-sandbox')).toBe(false);
    });

    it('runs PostgreSQL with CloudNativePG: 3 instances, backups, DATABASE_URL from its secret', () => {
      const cluster = one<K8sObject & { spec: Record<string, unknown> }>('Cluster', 'arena-db');
      expect(cluster.spec).toMatchObject({
        instances: 3,
        inheritedMetadata: { labels: { 'app.kubernetes.io/component': 'database' } },
        backup: { barmanObjectStore: { destinationPath: expect.stringMatching(/^s3:\/\//) } },
      });
      expect(cluster.spec.backup).toMatchObject({
        barmanObjectStore: {
          s3Credentials: {
            accessKeyId: { name: 'arena-db-backup', key: 'ACCESS_KEY_ID' },
            secretAccessKey: { name: 'arena-db-backup', key: 'ACCESS_SECRET_KEY' },
          },
        },
      });
      // CNPG reads it by this exact name: the generator must not add a hash suffix
      const backupKeys = Object.keys(one<Secret>('Secret', 'arena-db-backup').data ?? {}).sort();
      expect(backupKeys).toEqual(['ACCESS_KEY_ID', 'ACCESS_SECRET_KEY']);
      type Scheduled = K8sObject & { spec: { cluster: { name: string }; schedule: string; method: string } };
      const scheduled = one<Scheduled>('ScheduledBackup', 'arena-db-daily');
      expect(scheduled.spec.cluster.name).toBe('arena-db');
      expect(scheduled.spec.schedule.split(' ')).toHaveLength(6); // CNPG cron has seconds
      expect(scheduled.spec.method).toBe('barmanObjectStore');
      for (const c of [container('core-service'), one<Job>('Job', 'core-migrate').spec!.template.spec!.containers[0]]) {
        expect(envOf(c).get('DATABASE_URL')).toBe('secret:arena-db-app/uri');
      }
    });
  }
});
