import { aUser, installFakeFetch } from '@chess-portal/portal-kit/src/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRemote, renderApp } from '../testing/render-app';
import type { RemoteLoader } from './federation';

describe('remote loading in the shell', () => {
  let fake: ReturnType<typeof installFakeFetch>;
  const user = aUser();
  beforeEach(() => {
    fake = installFakeFetch({ 'GET /api/auth/me': { body: user } });
  });
  afterEach(() => {
    fake.restore();
    window.localStorage.clear();
  });

  it('shows a spinner while the remote loads', async () => {
    let finish: () => void = () => undefined;
    const loader: RemoteLoader = (name) => new Promise((resolve) => (finish = () => resolve(fakeRemote(name))));
    renderApp('/tournaments', { user, loader });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    finish();
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
  });

  it('shows a friendly card with Retry when a remote fails; the header keeps working', async () => {
    const attempts: boolean[] = [];
    const loader: RemoteLoader = async (name, { retry }) => {
      attempts.push(retry);
      if (attempts.length === 1) throw new Error('remoteEntry.js 502');
      return fakeRemote(name);
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/tournaments', { user, loader });
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chess School Arena home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mfe_player renders /tournaments')).toBeInTheDocument();
    expect(attempts).toEqual([false, true]);
    spy.mockRestore();
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/tournaments', { user, loader: async () => Broken });
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    spy.mockRestore();
  });
});
