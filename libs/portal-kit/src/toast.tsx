import { useEffect, useState, type CSSProperties } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'warning' | 'info';
type Shown = { kind: Kind; message: string; data?: ExternalToast };

/**
 * sonner (~10 KB brotli) is fetched with the first toast, not with the first page: a page that never
 * shows one never loads it (`npm run bench`, first load). Toasts asked for before it has arrived and
 * its Toaster listens wait here, in order, and are shown as soon as it does.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let waiting: Shown[] = [];
const wakers = new Set<() => void>();

function load(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => (sonner = module),
    (error: unknown) => {
      // offline or a dropped connection: forget the failed fetch, and show what waits once the network is back
      loading = undefined;
      window.addEventListener('online', () => waiting.length > 0 && void load().catch(() => undefined), { once: true });
      throw error;
    },
  );
  wakers.forEach((wake) => wake());
  return loading;
}

/** Set by the mounted Toaster once sonner's own Toaster listens; toasts go straight to sonner from then on. */
let listening = false;

/**
 * A description that starts by repeating its title (core's "Results fetched successfully: 8 finishers."
 * under the title "Results fetched successfully") keeps only what it adds ("8 finishers.").
 */
export function withoutRepeatedTitle(title: string, description: ExternalToast['description']) {
  if (typeof description !== 'string') return description;
  const head = description.slice(0, title.length);
  if (head.toLowerCase() !== title.toLowerCase()) return description;
  const after = description.slice(title.length);
  // only a whole repeated title ("Title: more", "Title. More"), not a sentence that goes on from it
  if (after && !/^\s*[:.!;–—-]/.test(after)) return description;
  const rest = after.replace(/^[\s:.,;!–—-]+/, '');
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : undefined;
}

function show(shown: Shown) {
  if (shown.data?.description !== undefined)
    shown = {
      ...shown,
      data: { ...shown.data, description: withoutRepeatedTitle(shown.message, shown.data.description) },
    };
  if (sonner && listening) return void sonner.toast[shown.kind](shown.message, shown.data);
  waiting.push(shown);
  load().catch(() => undefined);
}

function flush(module: Sonner) {
  listening = true;
  const ready = waiting;
  waiting = [];
  for (const { kind, message, data } of ready) module.toast[kind](message, data);
}

/** product.md §9 toasts: `toast.success(title, { description })`, `.error`, `.warning`, `.info`, `.dismiss(id?)`. */
export const toast = {
  success: (message: string, data?: ExternalToast) => show({ kind: 'success', message, data }),
  error: (message: string, data?: ExternalToast) => show({ kind: 'error', message, data }),
  warning: (message: string, data?: ExternalToast) => show({ kind: 'warning', message, data }),
  info: (message: string, data?: ExternalToast) => show({ kind: 'info', message, data }),
  /** Dismisses one toast (by its `id`) or all of them, shown or still waiting for sonner. */
  dismiss: (id?: string | number) => {
    waiting = id === undefined ? [] : waiting.filter((shown) => shown.data?.id !== id);
    sonner?.toast.dismiss(id);
  },
};

/**
 * sonner's rich colours are a little light for 13 px text on their pale backgrounds (axe
 * color-contrast, below 4.5:1); these darker tones of the same hues read at 4.5:1 or better.
 */
const readableColors = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 26%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

/** product.md §9: at most one toast at a time, shown for 5 s. The shell renders this once. */
export function Toaster() {
  const [module, setModule] = useState<Sonner | undefined>(sonner);
  useEffect(() => {
    if (module) return;
    const wake = () => void loading?.then(setModule, () => undefined);
    wakers.add(wake);
    if (loading) wake();
    return () => void wakers.delete(wake);
  }, [module]);
  // runs after sonner's Toaster (a child) subscribed in its own effect: what waited is shown now
  useEffect(() => {
    if (!module) return;
    flush(module);
    return () => {
      listening = false;
    };
  }, [module]);
  if (!module) return null;
  const { Toaster: SonnerToaster } = module;
  return (
    <SonnerToaster
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
      richColors
      closeButton
      style={readableColors}
    />
  );
}
