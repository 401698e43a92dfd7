import { useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useSession } from '../session/session-context';
import { writeStoredUser } from '../session/storage';
import { aUser, installFakeFetch } from '../testing';
import { mountStandalone } from './mount-standalone';

/** Says which of the shell's providers it can see. */
function ProbeApp() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const client = useQueryClient();
  const theme = useTheme();
  return (
    <main>
      <h1>Standalone at {pathname}</h1>
      <p>{user ? `Signed in as ${user.username}` : 'Visitor'}</p>
      <p>{client ? 'Has a QueryClient' : 'No QueryClient'}</p>
      <p>{theme?.colors?.primary ? 'Themed' : 'Unthemed'}</p>
    </main>
  );
}

describe('mountStandalone', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  const user = aUser({ username: 'amy' });
  beforeEach(() => {
    writeStoredUser(user);
    window.history.pushState({}, '', '/tournaments');
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
  });
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('renders the app into #root with theme, QueryClient, browser router and session', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    let root: ReturnType<typeof mountStandalone> | undefined;
    await act(async () => {
      root = mountStandalone(ProbeApp);
    });
    expect(screen.getByRole('heading', { name: 'Standalone at /tournaments' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as amy')).toBeInTheDocument();
    expect(screen.getByText('Has a QueryClient')).toBeInTheDocument();
    expect(screen.getByText('Themed')).toBeInTheDocument();
    act(() => root?.unmount());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('mounts into a given container', async () => {
    const container = document.createElement('section');
    document.body.append(container);
    let root: ReturnType<typeof mountStandalone> | undefined;
    await act(async () => {
      root = mountStandalone(ProbeApp, { container });
    });
    expect(container).toHaveTextContent('Standalone at /tournaments');
    act(() => root?.unmount());
  });

  it('says what is wrong when the page has no #root', () => {
    expect(() => mountStandalone(ProbeApp)).toThrow('#root is missing from index.html');
  });
});
