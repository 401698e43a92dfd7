import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PortalThemeProvider } from '../theme/theme-provider';
import { SelectField } from './select-field';

function SystemPicker({ error }: { error?: string }) {
  const [system, setSystem] = useState('swiss');
  return (
    <>
      <SelectField
        label="System"
        hint="How pairings are made"
        error={error}
        value={system}
        onChange={(e) => setSystem(e.target.value)}
      >
        <option value="swiss">Swiss</option>
        <option value="arena">Arena</option>
      </SelectField>
      <output>{system}</output>
    </>
  );
}

const wrap = (ui: React.ReactNode) => render(<PortalThemeProvider>{ui}</PortalThemeProvider>);

describe('SelectField', () => {
  it('is a combobox named by its label, described by its hint', () => {
    wrap(<SystemPicker />);
    const select = screen.getByRole('combobox', { name: 'System' });
    expect(select).toHaveValue('swiss');
    expect(select).toHaveAccessibleDescription('How pairings are made');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('marks and describes an error', () => {
    wrap(<SystemPicker error="Choose a system" />);
    const select = screen.getByRole('combobox', { name: 'System' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('How pairings are made Choose a system');
  });

  it('takes focus from the keyboard and changes by choosing an option', async () => {
    wrap(<SystemPicker />);
    await userEvent.tab();
    expect(screen.getByLabelText('System')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('System'), 'Arena');
    expect(screen.getByRole('status')).toHaveTextContent('arena');
  });
});
