import { render, screen, within } from '@testing-library/react';
import { PortalThemeProvider } from '../theme/theme-provider';
import { Fact, FactList } from './fact-list';

const wrap = (ui: React.ReactNode) => render(<PortalThemeProvider>{ui}</PortalThemeProvider>);

describe('FactList', () => {
  it('lists labels as terms and values as their definitions, in order', () => {
    wrap(
      <FactList aria-label="Tournament facts">
        <Fact label="Entry fee">₹150.00</Fact>
        <Fact label="Players">3 / 32</Fact>
      </FactList>,
    );
    const list = screen.getByLabelText('Tournament facts');
    expect(list.tagName).toBe('DL');
    expect(
      within(list)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Entry fee', 'Players']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₹150.00', '3 / 32']);
  });

  it('leaves out rows that are not there', () => {
    const swiss = false;
    wrap(
      <FactList aria-label="Facts">
        <Fact label="Format">Rapid</Fact>
        {swiss && <Fact label="Rounds">7</Fact>}
      </FactList>,
    );
    expect(within(screen.getByLabelText('Facts')).getAllByRole('term')).toHaveLength(1);
    expect(screen.queryByText('Rounds')).not.toBeInTheDocument();
  });

  it('holds rich values such as links', () => {
    wrap(
      <FactList align="end" spacing="roomy" size="md" strong>
        <Fact label="Lichess username">
          <a href="https://lichess.org/@/DemoPlayer">DemoPlayer</a>
        </Fact>
      </FactList>,
    );
    expect(within(screen.getByRole('definition')).getByRole('link', { name: 'DemoPlayer' })).toHaveAttribute(
      'href',
      'https://lichess.org/@/DemoPlayer',
    );
  });
});
