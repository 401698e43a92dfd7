// A small NetworkPolicy evaluator (the Kubernetes semantics: a pod selected by no policy of a direction
// is open in it; otherwise a connection needs one rule of one selecting policy to admit it), so the
// tests can ask "may A reach B on port P" instead of comparing YAML.
import type { INetworkPolicy as NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';

type Labels = Record<string, string>;
type Selector = {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};
type Peer = { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: { cidr: string; except?: string[] } };
type Port = { port?: number | string; protocol?: string };
type Rule = { from?: Peer[]; to?: Peer[]; ports?: Port[] };

/** A pod in the policies' namespace, a pod in another namespace, or an address outside the cluster. */
export type Endpoint = { pod: Labels } | { pod: Labels; namespace: Labels } | { ip: string };

export function selects(selector: Selector | undefined, labels: Labels): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

const ipToInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inCidr = (ip: string, cidr: string) => {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipToInt(ip) / size) === Math.floor(ipToInt(base) / size);
};

function peerMatches(peer: Peer, endpoint: Endpoint): boolean {
  if ('ip' in endpoint) {
    const block = peer.ipBlock;
    const excepted = (block?.except ?? []).some((c) => inCidr(endpoint.ip, c));
    return Boolean(block && inCidr(endpoint.ip, block.cidr) && !excepted);
  }
  if (peer.ipBlock) return false;
  const podOk = peer.podSelector ? selects(peer.podSelector, endpoint.pod) : true;
  if (peer.namespaceSelector) {
    return 'namespace' in endpoint && selects(peer.namespaceSelector, endpoint.namespace) && podOk;
  }
  return !('namespace' in endpoint) && podOk;
}

const portMatches = (ports: Port[] | undefined, port: number, protocol: string) =>
  !ports || ports.some((p) => (p.protocol ?? 'TCP') === protocol && (p.port === undefined || p.port === port));

function allowed(
  policies: NetworkPolicy[],
  direction: 'Ingress' | 'Egress',
  subject: Labels,
  peer: Endpoint,
  port: number,
  protocol: string,
): boolean {
  const applying = policies.filter(
    (p) => selects(p.spec?.podSelector, subject) && (p.spec?.policyTypes ?? ['Ingress']).includes(direction),
  );
  if (!applying.length) return true;
  return applying.some((p) => {
    const rules = ((direction === 'Ingress' ? p.spec?.ingress : p.spec?.egress) ?? []) as Rule[];
    return rules.some((rule) => {
      const peers = direction === 'Ingress' ? rule.from : rule.to;
      return portMatches(rule.ports, port, protocol) && (!peers || peers.some((x) => peerMatches(x, peer)));
    });
  });
}

/** May `from` open a connection to the pod `to` (in the policies' namespace) on `port`? Both ends must allow it. */
export function canReach(policies: NetworkPolicy[], from: Endpoint, to: Labels, port: number, protocol = 'TCP') {
  const inside = 'pod' in from && !('namespace' in from);
  const egressOk = inside ? allowed(policies, 'Egress', from.pod, { pod: to }, port, protocol) : true;
  return egressOk && allowed(policies, 'Ingress', to, from, port, protocol);
}

/** Does the ingress side of `to` admit `from` on `port` (whatever `from`'s own egress policies say)? */
export function admits(policies: NetworkPolicy[], to: Labels, from: Endpoint, port: number, protocol = 'TCP'): boolean {
  return allowed(policies, 'Ingress', to, from, port, protocol);
}

/** May the pod `from` (in the policies' namespace) open a connection to `to` outside it? */
export function canLeave(policies: NetworkPolicy[], from: Labels, to: Endpoint, port: number, protocol = 'TCP') {
  return allowed(policies, 'Egress', from, to, port, protocol);
}
