import { TextField } from '@chess-portal/portal-kit';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 420px;
  flex: 1 1 240px;
`;

/** A search box that filters a list as the admin types. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <Box role="search">
      <TextField
        label={label}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Box>
  );
}
