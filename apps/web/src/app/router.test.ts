import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

// Pages prefetch their data; the router test only cares where the visitor lands.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: { list: [] } }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function land(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Generous: the first page also imports Ant Design's theme module, slow on a busy machine.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 60_000 },
  );
  const { pathname, search } = router.state.location;
  router.dispose();

  return pathname + search;
}

describe('main router: access rule and unknown paths', () => {
  it('sends unknown paths to /404', async () => {
    expect(await land('/no-such-page')).toBe('/404');
    expect(await land('/checkout/h5/nope')).toBe('/404');
  });

  it.each([
    '/',
    '/promotionPage',
    '/login',
    '/search?keyword=蛙',
    '/term',
    '/privacy',
    '/contact',
    '/404',
    '/post/1',
    '/user/frog',
  ])('lets an anonymous visitor open %s', async (path) => {
    expect(decodeURIComponent(await land(path))).toBe(path);
  });

  // Every guarded route of SPEC 2.2 (the browser tests walk one of them end to end).
  it.each([
    '/home',
    '/user-settings',
    '/mine',
    '/mine/rewards',
    '/mine/support',
    '/mine/support?tab=plans',
    '/creator-application',
    '/creation-center',
    '/create-post',
    '/content-management',
    '/revenue-management',
    '/creator-settings',
    '/settle-management',
    '/charging-rewards',
    '/follow-list',
    '/package/3',
    '/message/sysNotify',
    '/message/mineMsg',
    '/message/recComment',
    '/phone_message',
    '/admin',
  ])('sends an anonymous visitor from %s to /login with the redirect', async (path) => {
    expect(await land(path)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('treats a stored userInfo without nickname as signed out', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ nickname: '' }));
    expect(await land('/mine')).toBe('/login?redirect=%2Fmine');
  });

  it('lets a user with a nickname through, and redirects /message to its first child', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ nickname: '小蛙' }));
    expect(await land('/mine')).toBe('/mine');
    expect(await land('/message')).toBe('/message/sysNotify');
  });

  it('lets a signed-in user open 我的支持 on any of its tabs', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ nickname: '小蛙' }));
    expect(await land('/mine/support')).toBe('/mine/support');
    expect(decodeURIComponent(await land('/mine/support?tab=unlocked'))).toBe('/mine/support?tab=unlocked');
  });

  it('sends a signed-in user away from /login to the redirect target', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ nickname: '小蛙' }));
    expect(await land('/login?redirect=%2Fmine')).toBe('/mine');
  });
});
