import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

export { toast };

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

/** SPEC §9: at most one toast at a time, shown for 5 s. The shell renders this once. */
export function Toaster() {
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
