// Form layout the organizer screens share; the controls themselves (TextField, SelectField,
// TextareaField, Switch) come from portal-kit.
import styled from 'styled-components';

/** Two columns from the md breakpoint, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;
