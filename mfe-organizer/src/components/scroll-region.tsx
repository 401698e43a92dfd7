// A table that may scroll sideways on a phone: a named region a keyboard can focus and scroll
// (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      {children}
    </Scroll>
  );
}
