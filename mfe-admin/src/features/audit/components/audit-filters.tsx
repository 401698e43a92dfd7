import { SelectField } from '@chess-portal/portal-kit';
import styled from 'styled-components';

export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.activation_changed',
  'lichess.connected',
  'lichess.disconnected',
  'application.reviewed',
  'commission.payment_submitted',
  'commission.confirmed',
  'commission.overdue',
  'setting.changed',
  'registration.approved',
  'registration.rejected',
  'tournament.pushed',
  'tournament.ended',
  'tournament.closed',
  'tournament.deleted',
] as const;
export const AUDIT_ENTITIES = ['user', 'application', 'commission', 'setting', 'registration', 'tournament'] as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  & > div {
    flex: 1 1 200px;
    max-width: 280px;
  }
`;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </SelectField>
  );
}

export type AuditFilterValues = { action: string; entityType: string };

/** Filter the trail by action and by kind of object. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (v: AuditFilterValues) => void;
}) {
  return (
    <Row role="search" aria-label="Filter the audit log">
      <Choice
        label="Action"
        value={value.action}
        options={AUDIT_ACTIONS}
        onChange={(action) => onChange({ ...value, action })}
      />
      <Choice
        label="Object"
        value={value.entityType}
        options={AUDIT_ENTITIES}
        onChange={(entityType) => onChange({ ...value, entityType })}
      />
    </Row>
  );
}
