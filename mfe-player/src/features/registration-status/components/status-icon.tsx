import styled from 'styled-components';

const paths: Record<string, string> = {
  pending: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.6l3.7 2.2-1 1.7L11 13.7V7h2Z',
  approved: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z',
  rejected:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z',
  unknown:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm2.1-7.8-.9.9c-.7.7-1.2 1.3-1.2 2.9h-2v-.5c0-1.1.5-2.1 1.2-2.9l1.2-1.3A2 2 0 1 0 10 8H8a4 4 0 1 1 7.1 1.2Z',
};

const Circle = styled.span<{ $tone: string }>`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  flex-shrink: 0;
  color: ${({ $tone, theme }) => ($tone === 'approved' ? theme.colors.success : $tone === 'rejected' ? theme.colors.danger : $tone === 'pending' ? theme.colors.warning : theme.colors.textMuted)};
  background: ${({ $tone, theme }) => ($tone === 'approved' ? theme.colors.successSoft : $tone === 'rejected' ? theme.colors.dangerSoft : $tone === 'pending' ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
`;

/** The status page's icon per registration status (decorative: the badge and message carry the meaning). */
export function StatusIcon({ status }: { status: string }) {
  const tone = paths[status] ? status : 'unknown';
  return (
    <Circle $tone={tone} aria-hidden="true">
      <svg width="30" height="30" viewBox="0 0 24 24" fill="currentColor">
        <path d={paths[tone]} />
      </svg>
    </Circle>
  );
}
