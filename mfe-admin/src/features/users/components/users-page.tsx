import type { AdminUser } from '@chess-portal/contracts';
import { Alert, CardGrid, EmptyState, errorMessage, LoadingBlock, PageHeader } from '@chess-portal/portal-kit';
import { useDeferredValue, useMemo, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { Toolbar } from '../../../components/toolbar';
import { useUsers } from '../api/get-users';
import { UserCard } from './user-card';

/** SPEC §2: search by username, Lichess username or role. */
export function matchesUser(user: AdminUser, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [user.username, user.lichessUsername ?? '', user.role].some((field) => field.toLowerCase().includes(term));
}

/** /admin/users */
export function UsersPage() {
  const query = useUsers();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const users = useMemo(() => (query.data ?? []).filter((u) => matchesUser(u, term)), [query.data, term]);
  return (
    <>
      <PageHeader title="User Management" subtitle="Activate, block, promote and remove accounts" />
      <Toolbar>
        <SearchField
          label="Search users"
          value={search}
          onChange={setSearch}
          placeholder="Username, Lichess username or role"
        />
      </Toolbar>
      {query.isPending ? (
        <LoadingBlock label="Loading users..." />
      ) : query.isError ? (
        <Alert variant="destructive" title="Could not load users">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </Alert>
      ) : users.length === 0 ? (
        <EmptyState title="No users found" description={search ? 'No user matches your search.' : undefined} />
      ) : (
        <CardGrid aria-label="Users">
          {users.map((user) => (
            <UserCard key={user.id} user={user} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
