import { Card, mq } from '@chess-portal/portal-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => theme.space[4]} 0;
`;

const Panel = styled(Card)<{ $wide?: boolean }>`
  width: min(100%, ${({ $wide }) => ($wide ? '640px' : '460px')});
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${mq.sm} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Props = { title: ReactNode; subtitle?: ReactNode; wide?: boolean; children: ReactNode; above?: ReactNode };

/** A centred card for the account screens (register, apply, forgot / reset password). */
export function FormPage({ title, subtitle, wide, children, above }: Props) {
  return (
    <Wrap>
      <Panel $wide={wide}>
        {above}
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Panel>
    </Wrap>
  );
}

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormFooter = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
