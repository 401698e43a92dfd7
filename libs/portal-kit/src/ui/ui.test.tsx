import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../theme/theme-provider';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { TextField } from './field';
import { NotFound } from './not-found';
import { PageHeader } from './page-header';
import { Tabs } from './tabs';

const wrap = (ui: ReactNode) =>
  render(
    <PortalThemeProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </PortalThemeProvider>,
  );

describe('Button', () => {
  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    wrap(
      <Button loading onClick={onClick}>
        Signing in...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    wrap(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});

describe('TextField', () => {
  it('names the input by its label and describes it by its error', () => {
    wrap(<TextField label="Email" type="email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('is valid and undescribed without an error', () => {
    wrap(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('Alert, Badge, PageHeader, EmptyState', () => {
  it('announces alerts', () => {
    wrap(<Alert variant="destructive" title="Login failed. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it.each(['default', 'secondary', 'outline', 'destructive', 'success'] as const)('renders a %s badge', (variant) => {
    wrap(<Badge variant={variant}>FREE</Badge>);
    expect(screen.getByText('FREE')).toHaveAttribute('data-variant', variant);
  });

  it('shows titles', () => {
    wrap(
      <>
        <PageHeader title="Dashboard" subtitle="Sub" actions={<Button>Refresh</Button>} />
        <EmptyState title="No tournaments yet" description="Create one" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No tournaments yet' })).toBeInTheDocument();
  });
});

describe('NotFound', () => {
  it('shows the product.md texts', () => {
    wrap(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});

function TabsDemo() {
  const [value, setValue] = useState('tournaments');
  return (
    <Tabs
      label="Dashboard sections"
      value={value}
      onChange={setValue}
      items={[
        { value: 'tournaments', label: 'Tournaments', content: <p>Upcoming</p> },
        { value: 'puzzles', label: 'Puzzles', content: <p>Coming soon</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('switches panels by click and by arrow keys', async () => {
    wrap(<TabsDemo />);
    expect(screen.getByRole('tab', { name: 'Tournaments' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming');
    await userEvent.click(screen.getByRole('tab', { name: 'Puzzles' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Coming soon');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tournaments' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming');
  });
});
