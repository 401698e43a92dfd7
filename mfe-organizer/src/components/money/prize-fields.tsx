// product.md §10 the prize pool and how it is split by rank, on the create and edit forms: a pool in
// rupees, amounts or percentages, and one field per place (at most 20). Controlled: the form owns the values.
import { MAX_PRIZE_PLACES, type PrizeDistribution } from '@chess-portal/contracts';
import { Button, FieldError, SelectField, TextField } from '@chess-portal/portal-kit';
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: 600;
  }
  > button {
    justify-self: start;
  }
`;

const Places = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[2]};
    > div {
      flex: 1 1 auto;
    }
  }
`;

type Props = {
  pool: string;
  distribution: PrizeDistribution;
  poolError?: string;
  distributionError?: string;
  onPool(value: string): void;
  onDistribution(value: PrizeDistribution): void;
};

const ORDINAL = ['1st', '2nd', '3rd'];
const placeName = (i: number) => `${ORDINAL[i] ?? `${i + 1}th`} place`;

export function PrizeFields({ pool, distribution: d, poolError, distributionError, onPool, onDistribution }: Props) {
  const errorId = useId();
  const unit = d.mode === 'percent' ? '%' : '₹';
  const setPlace = (i: number, value: string) =>
    onDistribution({ ...d, places: d.places.map((p, j) => (j === i ? value : p)) });
  return (
    <Fieldset aria-describedby={distributionError ? errorId : undefined}>
      <legend>Prizes</legend>
      <TextField
        label="Prize pool (₹)"
        inputMode="decimal"
        hint="0 for no prizes"
        value={pool}
        error={poolError}
        onChange={(event) => onPool(event.target.value)}
      />
      <SelectField
        label="Split the pool as"
        value={d.mode}
        onChange={(event) => onDistribution({ ...d, mode: event.target.value as PrizeDistribution['mode'] })}
      >
        <option value="amount">Amounts in rupees</option>
        <option value="percent">Percentages of the pool</option>
      </SelectField>
      <Places aria-label="Prize places">
        {d.places.map((value, i) => (
          <li key={i}>
            <TextField
              label={`${placeName(i)} (${unit})`}
              inputMode="decimal"
              value={value}
              onChange={(event) => setPlace(i, event.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${placeName(i)}`}
              onClick={() => onDistribution({ ...d, places: d.places.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </li>
        ))}
      </Places>
      <Button
        variant="outline"
        size="sm"
        disabled={d.places.length >= MAX_PRIZE_PLACES}
        onClick={() => onDistribution({ ...d, places: [...d.places, ''] })}
      >
        Add prize place
      </Button>
      <FieldError id={errorId}>{distributionError}</FieldError>
    </Fieldset>
  );
}
