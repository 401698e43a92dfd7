import { ButtonLink, Card, mq, roleHome, useSession } from '@chess-portal/portal-kit';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '../../config/env';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[7]};
  ${mq.md} {
    grid-template-columns: 1.2fr 1fr;
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: clamp(2rem, 6vw, 3.25rem);
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 52ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/** A decorative 4×4 corner of a chessboard. */
const Board = styled.div`
  aspect-ratio: 1;
  width: min(100%, 240px);
  justify-self: center;
  ${mq.md} {
    width: min(100%, 340px);
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 10px solid #5a3e22;
  background: repeating-conic-gradient(#b58863 0% 25%, #f0d9b5 0% 50%) 0 0 / 50% 50%;
  background-size: 25% 25%;
`;

const Features = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const FeatureTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const features = [
  {
    title: 'Play in tournaments',
    text: 'Browse Swiss and Arena events, register for free or pay the entry fee by UPI, and play your games on Lichess.',
  },
  {
    title: 'Organize events',
    text: 'Organizers create tournaments, approve registrations and push them to Lichess with one click.',
  },
  {
    title: 'One chess school',
    text: 'Every player belongs to the school team on Lichess, so each event is for your community.',
  },
];

const deniedHere = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { accessDenied?: unknown }).accessDenied === true;

/**
 * product.md §2: the visitors' landing page; a signed-in user goes to their home, except one sent to / by
 * the Access Denied guard (product.md §6), who stays here with a link home.
 */
export function LandingRoute() {
  const { user } = useSession();
  const { state } = useLocation();
  if (user && !deniedHere(state)) return <Navigate to={roleHome(user)} replace />;
  return (
    <>
      <Hero>
        <div>
          <Eyebrow>Chess tournaments for your school</Eyebrow>
          <Title>{env.appName}</Title>
          <Lead>
            Join rated tournaments run by your chess school, played on Lichess. Register in minutes, pay entry fees by
            UPI, and follow results as they come in.
          </Lead>
          <Actions>
            {user ? (
              <ButtonLink to={roleHome(user)} size="lg">
                Go to my dashboard
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/register" size="lg">
                  Register
                </ButtonLink>
                <ButtonLink to="/login" size="lg" variant="outline">
                  Login
                </ButtonLink>
              </>
            )}
          </Actions>
        </div>
        <Board aria-hidden="true" />
      </Hero>
      <Features>
        {features.map((feature) => (
          <Card key={feature.title}>
            <FeatureTitle>{feature.title}</FeatureTitle>
            <Muted>{feature.text}</Muted>
          </Card>
        ))}
      </Features>
    </>
  );
}
