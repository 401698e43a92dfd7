import { Toaster as SonnerToaster, toast } from 'sonner';

export { toast };

/** SPEC §9: at most one toast at a time, shown for 5 s. The shell renders this once. */
export function Toaster() {
  return <SonnerToaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton />;
}
