/** Design tokens: a calm, board-inspired palette (walnut and ivory accents on slate), dark text on light. */
export const theme = {
  colors: {
    bg: '#f6f5f1',
    surface: '#ffffff',
    surfaceMuted: '#f1efe8',
    border: '#e2ded3',
    borderStrong: '#cbc5b6',
    text: '#1c1f24',
    textMuted: '#5b6270',
    primary: '#1f4d3a',
    primaryHover: '#173c2d',
    primaryText: '#ffffff',
    primarySoft: '#e3efe8',
    accent: '#b5833c',
    /** the accent for text: 5.4:1 on bg, where accent itself (3.1:1) is for large text and icons only */
    accentText: '#8a5a1c',
    accentSoft: '#f6ecdc',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1f7a4d',
    successSoft: '#e4f4ea',
    warning: '#7a5200',
    warningSoft: '#fff5d6',
    info: '#1d4f91',
    infoSoft: '#e7effa',
    focus: '#3b82f6',
    overlay: 'rgba(17, 20, 24, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: '2.5rem',
  },
  fontWeights: { normal: 400, medium: 500, semibold: 600, bold: 700 },
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  radii: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  layout: { maxWidth: '1120px' },
  focusRing: '0 0 0 3px rgba(59, 130, 246, 0.45)',
} as const;

export type Theme = typeof theme;

/** Media query helper: `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
