import { mq } from '@chess-portal/portal-kit';
import styled from 'styled-components';

export type WizardStep = 'register' | 'lichess' | 'teams' | 'complete';

/** product.md §2: four steps, an indicator labelled Account, Lichess, Complete (the team step is part of Lichess). */
const LABELS = ['Account', 'Lichess', 'Complete'] as const;
const POSITION: Record<WizardStep, number> = { register: 0, lichess: 1, teams: 1, complete: 2 };

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  ${mq.sm} {
    gap: ${({ theme }) => theme.space[2]};
  }
  margin-bottom: ${({ theme }) => theme.space[5]};
  list-style: none;
  padding: 0;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${mq.sm} {
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.normal)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  &:not(:last-child)::after {
    content: '';
    width: 0.75rem;
    ${mq.sm} {
      width: 1.5rem;
    }
    height: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary : theme.colors.border)};
  }
`;

const Dot = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border: 2px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.borderStrong : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surface : $state === 'done' ? theme.colors.primary : theme.colors.primarySoft)};
  color: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primaryText : theme.colors.text)};
`;

const SrOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** `skipped`: the Lichess step was skipped, so it is not shown as done. */
export function StepIndicator({ step, skipped = false }: { step: WizardStep; skipped?: boolean }) {
  const at = POSITION[step];
  return (
    <List aria-label="Registration progress">
      {LABELS.map((label, i) => {
        const state = i < at && !(skipped && i === 1) ? 'done' : i === at ? 'current' : 'todo';
        return (
          <Item key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Dot $state={state} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </Dot>
            {label}
            {state === 'done' && <SrOnly> (done)</SrOnly>}
            {skipped && i === 1 && <SrOnly> (skipped)</SrOnly>}
          </Item>
        );
      })}
    </List>
  );
}
