import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { SearchField } from './filter-bar';

describe('SearchField', () => {
  it('sends the trimmed text once typing pauses, or at once on Enter', () => {
    jest.useFakeTimers();
    try {
      const sent: string[] = [];
      renderWithProviders(<SearchField label="Search" value="" onSearch={(q) => sent.push(q)} />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: ' kolk' } });
      act(() => jest.advanceTimersByTime(100));
      fireEvent.change(box, { target: { value: ' kolkata ' } });
      expect(sent).toEqual([]);
      act(() => jest.advanceTimersByTime(300));
      expect(sent).toEqual(['kolkata']);
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(sent).toEqual(['kolkata', 'kolkata']);
    } finally {
      jest.useRealTimers();
    }
  });
});
