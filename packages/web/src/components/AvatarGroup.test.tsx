import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { AvatarGroup, avatarUrl } from './AvatarGroup';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const users = [
  { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 2, first_name: 'Alan', last_name: 'Turing' },
];

/** The server's feature flags answer, with the avatar flag as given. */
function serveFlags(on: boolean) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return Promise.resolve(Response.json({ result: { SLACK_ENABLE_AVATARS: on } }));
    }),
  );
  return urls;
}

function renderGroup() {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <AvatarGroup users={users} />
    </Provider>,
  );
  const answered = () =>
    Object.values(store.getState().api.queries).some(
      (q) => q?.endpointName === 'getAvatarsFlag' && q.data !== undefined,
    );
  return { ...view, answered };
}

describe('AvatarGroup', () => {
  it('loads each user avatar image when the avatar flag is on', async () => {
    const urls = serveFlags(true);
    const { container } = renderGroup();
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual([avatarUrl(1), avatarUrl(2)]);
    expect(avatarUrl(1)).toBe('/api/v1/user/1/avatar.png');
    expect(urls.some((u) => u.includes('/api/v1/feature_flags/'))).toBe(true);
  });

  it('shows initials only when the flag is off', async () => {
    serveFlags(false);
    const { container, answered } = renderGroup();
    await waitFor(() => expect(answered()).toBe(true));
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.textContent).toContain('AL');
    expect(container.textContent).toContain('AT');
  });
});
