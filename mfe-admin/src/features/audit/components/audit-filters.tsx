import { SelectField } from '@chess-portal/portal-kit';
import styled from 'styled-components';

/** Each kind of object with the actions recorded on it: an action belongs to exactly one object. */
export const AUDIT_ACTIONS_BY_ENTITY = {
  user: ['user.role_changed', 'user.activation_changed', 'lichess.connected', 'lichess.disconnected'],
  application: ['application.reviewed'],
  commission: ['commission.payment_submitted', 'commission.confirmed', 'commission.overdue'],
  setting: ['setting.changed'],
  registration: ['registration.approved', 'registration.rejected'],
  tournament: ['tournament.pushed', 'tournament.ended', 'tournament.closed', 'tournament.deleted'],
} as const;
type Entity = keyof typeof AUDIT_ACTIONS_BY_ENTITY;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ACTIONS_BY_ENTITY) as Entity[];
export const AUDIT_ACTIONS: readonly string[] = Object.values(AUDIT_ACTIONS_BY_ENTITY).flat();

const isEntity = (v: string): v is Entity => v in AUDIT_ACTIONS_BY_ENTITY;
const actionsOf = (entityType: string): readonly string[] =>
  isEntity(entityType) ? AUDIT_ACTIONS_BY_ENTITY[entityType] : AUDIT_ACTIONS;
const entityOf = (action: string): string =>
  AUDIT_ENTITIES.find((e) => (AUDIT_ACTIONS_BY_ENTITY[e] as readonly string[]).includes(action)) ?? '';

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

/**
 * Filter the trail by kind of object, then by one of that object's actions. The two never
 * contradict each other: the action list follows the object, and picking an action picks its object.
 */
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
        label="Object"
        value={value.entityType}
        options={AUDIT_ENTITIES}
        onChange={(entityType) =>
          onChange({ entityType, action: actionsOf(entityType).includes(value.action) ? value.action : '' })
        }
      />
      <Choice
        label="Action"
        value={value.action}
        options={actionsOf(value.entityType)}
        onChange={(action) => onChange({ action, entityType: action ? entityOf(action) : value.entityType })}
      />
    </Row>
  );
}
