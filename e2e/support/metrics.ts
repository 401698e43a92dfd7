// Reading a service's Prometheus page in a journey (core and the BFFs serve /metrics on their own ports).

/** Sum of the samples of `metric` whose labels include `labels`, from a Prometheus text page. */
export function sampleSum(text: string, metric: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{([^}]*)\} ([0-9.e+-]+)$/.exec(line);
    if (!m || m[1] !== metric) continue;
    const has = Object.entries(labels).every(([k, v]) => m[2].includes(`${k}="${v}"`));
    if (has) sum += Number(m[3]);
  }
  return sum;
}

/** The /metrics page of the service at `url`. */
export async function metricsOf(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  if (res.status !== 200) throw new Error(`${url}/metrics answered ${res.status}`);
  return res.text();
}
