import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  li::before {
    content: '♞';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const ORGANIZER_BENEFITS = [
  'Create Swiss and Arena tournaments, pushed straight to Lichess',
  'Collect entry fees by UPI and approve paying players',
  'Manage registrations and allow-lists for the Chess School team',
  'Fetch results and show the podium to your players',
];

/** What organizers can do (product.md §2: the application lists organizer benefits). */
export function Benefits() {
  return (
    <section aria-labelledby="organizer-benefits">
      <Heading id="organizer-benefits">As an organizer you can</Heading>
      <List>
        {ORGANIZER_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </List>
    </section>
  );
}
