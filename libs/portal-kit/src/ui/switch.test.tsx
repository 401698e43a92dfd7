import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PortalThemeProvider } from '../theme/theme-provider';
import { Switch } from './switch';

function ActsAtOnce({ onSave, disabled }: { onSave: (on: boolean) => void; disabled?: boolean }) {
  const [on, setOn] = useState(true);
  return (
    <Switch
      label="Can sign in"
      aria-label="Active: club_runner"
      checked={on}
      disabled={disabled}
      onCheckedChange={(next) => {
        setOn(next);
        onSave(next);
      }}
    />
  );
}

const wrap = (ui: React.ReactNode) => render(<PortalThemeProvider>{ui}</PortalThemeProvider>);

describe('Switch', () => {
  it('is a switch named by its visible label, described by its hint and error', () => {
    wrap(<Switch label="Manual join" hint="Players are let in by the organizer" error="Swiss only" />);
    const toggle = screen.getByRole('switch', { name: 'Manual join' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Players are let in by the organizer Swiss only');
  });

  it('acts at once when controlled: click, Space and Enter each flip it and report the new state', async () => {
    const onSave = jest.fn();
    wrap(<ActsAtOnce onSave={onSave} />);
    const toggle = screen.getByRole('switch', { name: 'Active: club_runner' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onSave.mock.calls).toEqual([[false], [true], [false]]);
    expect(toggle).not.toBeChecked();
  });

  it('toggles from a click on its label text', async () => {
    const onSave = jest.fn();
    wrap(<ActsAtOnce onSave={onSave} />);
    await userEvent.click(screen.getByText('Can sign in'));
    expect(onSave).toHaveBeenCalledWith(false);
  });

  it('does nothing while disabled', async () => {
    const onSave = jest.fn();
    wrap(<ActsAtOnce onSave={onSave} disabled />);
    const toggle = screen.getByRole('switch', { name: 'Active: club_runner' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onSave).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
  });

  it('submits with its form under its name, uncontrolled', async () => {
    let submitted: string | null = null;
    wrap(
      <form
        aria-label="Swiss"
        onSubmit={(event) => {
          event.preventDefault();
          // what the form submits for the control: its value under its name when checked
          const control = event.currentTarget.elements.namedItem('manualJoin') as HTMLInputElement | null;
          submitted = control?.checked ? control.value : null;
        }}
      >
        <Switch label="Manual join" name="manualJoin" value="yes" />
        <button type="submit">Create</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Manual join' }));
    expect(screen.getByRole('switch', { name: 'Manual join' })).not.toHaveAttribute('aria-checked');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(submitted).toBe('yes');
  });

  it('hands its element to a ref (react-hook-form register)', () => {
    const ref = { current: null as HTMLInputElement | null };
    wrap(<Switch label="Manual join" name="manualJoin" ref={ref} defaultChecked />);
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Manual join' }));
    expect(ref.current?.checked).toBe(true);
  });
});
