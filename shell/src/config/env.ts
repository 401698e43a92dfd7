/** Browser-side configuration of the shell. Everything else comes from the edge at run time. */
export const env = {
  appName: 'Chess School Arena',
  /** Written by the edge: { "mfe_player": "<manifest url>", ... } */
  remotesUrl: '/remotes.json',
} as const;
