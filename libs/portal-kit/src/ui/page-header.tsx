import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mq } from '../theme/theme';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${mq.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type PageHeaderProps = { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode };

const Heading = styled.div`
  min-width: 0;
`;

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Header>
      <Heading>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Heading>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** A titled block inside a page. */
export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
