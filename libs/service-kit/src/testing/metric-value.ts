// Tests read one sample of the process registry: `metricValue('csa_http_requests_total', { route })`.
// `name` may be a histogram's `<name>_count` / `_sum`; labels not given match any value.
import { metricsRegistry } from '../observability/metrics';

export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const base = name.replace(/_(count|sum)$/, '');
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === name || m.name === base);
  const samples = (metric?.values ?? []) as { value: number; labels: Record<string, unknown>; metricName?: string }[];
  return samples
    .filter(
      (v) => (v.metricName ?? metric?.name) === name && Object.entries(labels).every(([k, l]) => v.labels[k] === l),
    )
    .reduce((sum, v) => sum + v.value, 0);
}
