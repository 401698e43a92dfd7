import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '../theme/theme-provider';
import { TextareaField } from './textarea-field';

const wrap = (ui: React.ReactNode) => render(<PortalThemeProvider>{ui}</PortalThemeProvider>);

describe('TextareaField', () => {
  it('is a multi-line textbox named by its label, described by hint then error', () => {
    wrap(
      <TextareaField
        label="Why do you want to become an organizer?"
        hint="0 / 500 characters"
        error="At least 50 characters"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Why do you want to become an organizer?' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('0 / 500 characters At least 50 characters');
    expect(screen.getByText('At least 50 characters')).toBeVisible();
  });

  it('is valid and undescribed without hint or error, and takes what is typed', async () => {
    const onChange = jest.fn();
    wrap(<TextareaField label="Review notes (optional)" rows={2} onChange={(e) => onChange(e.target.value)} />);
    const area = screen.getByLabelText('Review notes (optional)');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
    expect(area).toHaveAttribute('rows', '2');
    await userEvent.tab();
    expect(area).toHaveFocus();
    await userEvent.keyboard('Welcome{Enter}aboard');
    expect(onChange).toHaveBeenLastCalledWith('Welcome\naboard');
  });

  it('can be read-only', () => {
    wrap(<TextareaField label="Approved players" readOnly value="DemoPlayer" />);
    expect(screen.getByRole('textbox', { name: 'Approved players' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Approved players' })).toHaveValue('DemoPlayer');
  });
});
