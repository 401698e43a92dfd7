import type { AdminUser, Role } from '@chess-portal/contracts';
import {
  Alert,
  Badge,
  DataTable,
  EmptyState,
  FilterBar,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
  SelectField,
  errorMessage,
  formatDate,
  useListParams,
  type Column,
} from '@chess-portal/portal-kit';
import styled from 'styled-components';
import { useUsers } from '../api/get-users';
import { RoleBadge } from './role-badge';
import { UserActions } from './user-actions';

const PAGE_SIZE = 25;
const FILTERS = ['role', 'active'] as const;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const reasonText = { unpaid_commission: 'Deactivated: overdue commission', admin: 'Deactivated by an admin' } as const;

const columns: Column<AdminUser>[] = [
  { key: 'user', header: 'User', cell: (u) => u.username, primary: true },
  { key: 'email', header: 'E-mail', cell: (u) => u.email },
  { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => (
      <span>
        <Badge variant={u.isActive ? 'success' : 'outline'}>{u.isActive ? 'Active' : 'Inactive'}</Badge>{' '}
        {u.deactivationReason && <Muted>{reasonText[u.deactivationReason]}</Muted>}
      </span>
    ),
  },
  { key: 'lichess', header: 'Lichess', cell: (u) => u.lichessUsername ?? 'N/A' },
  { key: 'joined', header: 'Joined', cell: (u) => formatDate(u.createdAt) },
];

/** /admin/users: a table paged, searched (username, e-mail, Lichess name) and filtered on the server. */
export function UsersPage() {
  const list = useListParams(FILTERS, PAGE_SIZE);
  const query = useUsers({
    page: list.page,
    limit: PAGE_SIZE,
    q: list.q || undefined,
    role: (list.filters.role || undefined) as Role | undefined,
    active: (list.filters.active || undefined) as 'true' | 'false' | undefined,
  });
  return (
    <>
      <PageHeader title="User Management" subtitle="Activate, block, promote and remove accounts" />
      <FilterBar>
        <SearchField
          label="Search users"
          value={list.q}
          onSearch={list.setSearch}
          placeholder="Username, e-mail or Lichess username"
        />
        <SelectField label="Role" value={list.filters.role} onChange={(e) => list.setFilter('role', e.target.value)}>
          <option value="">Every role</option>
          <option value="player">Player</option>
          <option value="organizer">Organizer</option>
          <option value="admin">Admin</option>
        </SelectField>
        <SelectField
          label="Status"
          value={list.filters.active}
          onChange={(e) => list.setFilter('active', e.target.value)}
        >
          <option value="">Active and inactive</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
      </FilterBar>
      {query.isPending ? (
        <LoadingBlock label="Loading users..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load users">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyState
          level={2}
          title="No users found"
          description={list.q ? 'No user matches your search.' : undefined}
        />
      ) : (
        <>
          <DataTable
            caption="Users"
            rows={query.data.items}
            rowKey={(u) => u.id}
            columns={columns}
            actions={(u) =>
              u.role === 'admin' ? (
                <Muted>Admin accounts cannot be changed or deleted.</Muted>
              ) : (
                <UserActions user={u} />
              )
            }
          />
          <Pager paging={query.data.paging} onPage={list.setPage} noun="users" />
        </>
      )}
    </>
  );
}
