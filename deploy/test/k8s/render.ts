// Renders an overlay of deploy/k8s with `kubectl kustomize` and validates every object: Kubernetes kinds
// against the API schemas (kubernetes-models), CloudNativePG kinds (no schema package exists) by their
// required fields.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { requireTool } from '../tools';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  [key: string]: unknown;
};

const k8sDir = path.join(__dirname, '..', '..', 'k8s');

/** Validators by `apiVersion/kind`: the schema package's classes throw on an invalid object. */
const schemaValidators: Record<string, (object: object) => void> = {
  'v1/ConfigMap': (o) => new ConfigMap(o as ConfigMap).validate(),
  'v1/Namespace': (o) => new Namespace(o as Namespace).validate(),
  'v1/Secret': (o) => new Secret(o as Secret).validate(),
  'v1/Service': (o) => new Service(o as Service).validate(),
  'apps/v1/Deployment': (o) => new Deployment(o as Deployment).validate(),
  'apps/v1/StatefulSet': (o) => new StatefulSet(o as StatefulSet).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (o) => new HorizontalPodAutoscaler(o as HorizontalPodAutoscaler).validate(),
  'batch/v1/Job': (o) => new Job(o as Job).validate(),
  'networking.k8s.io/v1/Ingress': (o) => new Ingress(o as Ingress).validate(),
  'networking.k8s.io/v1/NetworkPolicy': (o) => new NetworkPolicy(o as NetworkPolicy).validate(),
  'policy/v1/PodDisruptionBudget': (o) => new PodDisruptionBudget(o as PodDisruptionBudget).validate(),
};

type Fields = Record<string, unknown>;
const at = (object: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Fields)[key] : undefined), object);

/** CloudNativePG (postgresql.cnpg.io/v1): the fields its CRDs require, with their types. */
const cnpgRequired: Record<string, Record<string, 'string' | 'number' | 'object'>> = {
  Cluster: { 'spec.instances': 'number', 'spec.storage.size': 'string' },
  ScheduledBackup: { 'spec.schedule': 'string', 'spec.cluster.name': 'string' },
  Backup: { 'spec.cluster.name': 'string' },
};

export function validateObject(object: K8sObject): void {
  const id = `${object.apiVersion}/${object.kind}`;
  if (object.apiVersion === 'postgresql.cnpg.io/v1') {
    const required = cnpgRequired[object.kind];
    if (!required) throw new Error(`${id} ${object.metadata.name}: not a CloudNativePG kind this test knows`);
    for (const [field, type] of Object.entries(required)) {
      if (typeof at(object, field) !== type) {
        throw new Error(`${id} ${object.metadata.name}: ${field} must be a ${type}`);
      }
    }
    return;
  }
  const validate = schemaValidators[id];
  if (!validate) throw new Error(`${id} ${object.metadata.name}: no schema for this kind (add it to render.ts)`);
  validate(object);
}

/**
 * `kubectl kustomize deploy/k8s/overlays/<overlay>`, parsed. The tree is copied first so that prod's
 * git-ignored secrets.env and backup.env can come from their committed examples.
 */
export function renderOverlay(overlay: 'dev' | 'prod'): K8sObject[] {
  const kubectl = requireTool('kubectl');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'csa-k8s-'));
  try {
    cpSync(k8sDir, tmp, { recursive: true });
    const dir = path.join(tmp, 'overlays', overlay);
    if (overlay === 'prod') {
      for (const file of ['secrets.env', 'backup.env']) {
        copyFileSync(path.join(dir, `${file}.example`), path.join(dir, file));
      }
    }
    const out = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseAllDocuments(out).map((doc) => {
      if (doc.errors.length) throw doc.errors[0];
      const object = doc.toJS() as K8sObject;
      // kustomize folds long base64 values over lines; the API server's decoder skips the line breaks
      if (object.kind === 'Secret' && object.data) {
        const data = object.data as Record<string, string>;
        for (const key of Object.keys(data)) data[key] = data[key].replace(/\s/g, '');
      }
      return object;
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
