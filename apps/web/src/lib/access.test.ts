import { planGiftPath } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { OPEN_ROUTE_PATTERNS, paths } from '@/config/paths';
import { getAccessRedirect, hasNickname, isOpenRoute, safeRedirect } from './access';

/** The open pages SPEC 2.1 names one by one (the prefixes and the cashier follow in each list). */
const SPEC_OPEN_PAGES = [
  '/',
  '/login',
  '/search',
  '/404',
  '/term',
  '/privacy',
  '/contact',
  '/promotionPage',
  '/*',
];

const signedIn = JSON.stringify({ nickname: '小蛙' });
const noNickname = JSON.stringify({ nickname: '' });

describe('open routes (SPEC 2.1)', () => {
  it('lists exactly the open patterns of the spec', () => {
    expect([...OPEN_ROUTE_PATTERNS]).toEqual([
      ...SPEC_OPEN_PAGES.slice(0, 7),
      // 平台公约 (DESIGN 8) joins the information pages.
      '/rules',
      ...SPEC_OPEN_PAGES.slice(7),
      '/post/*',
      // A series page (issue 24 item 5) is as public as the posts it lists.
      '/series/*',
      // A plan gift link (issue 24 item 4) shows a visitor what is given before they sign in to take it.
      '/plan-gift/*',
      // 发现, its category pages and tag pages (issue 24 item 8) list only what visitors may see.
      '/explore',
      '/explore/*',
      '/tag/*',
      '/user/*',
      '/checkout/h5',
      '/checkout/h5/*',
    ]);
  });

  it.each([
    ...SPEC_OPEN_PAGES,
    '/post/:id',
    '/post/42',
    '/series/7',
    '/plan-gift/AbCdEfGhIjKlMnOpQrStUv',
    '/explore',
    '/explore/music',
    '/tag/插画',
    '/user/:suffix',
    '/user/frog_1',
    '/checkout/h5',
    '/checkout/h5/cashier',
    '/checkout/h5/pay-success',
    '/checkout/h5/pay-fail',
  ])('%s needs no sign-in', (route) => {
    expect(isOpenRoute(route)).toBe(true);
    expect(getAccessRedirect(route, `http://localhost${route}`, null)).toBeNull();
  });

  it.each([
    '/home',
    '/mine',
    '/user-settings',
    '/phone_message',
    '/creation-center',
    '/message',
    '/message/sysNotify',
    '/package/:id',
    '/post',
    '/user',
    '/checkout',
    '/searching',
  ])('%s is guarded', (route) => {
    expect(isOpenRoute(route)).toBe(false);
  });

  it('opens a plan gift link the server hands out on its page', () => {
    const token = 'AbCdEfGhIjKlMnOpQr_-Uv';
    expect(paths.planGift.href(token)).toBe(planGiftPath(token));
    expect(isOpenRoute(paths.planGift.pattern)).toBe(true);
  });

  it('matches the catch-all only as the catch-all route, not as every path', () => {
    expect(isOpenRoute(paths.catchAll.pattern)).toBe(true);
    expect(isOpenRoute('/anything')).toBe(false);
  });
});

describe('signed in = stored userInfo has a non-empty nickname (SPEC 4)', () => {
  it.each([
    [null, false],
    ['', false],
    ['not json', false],
    ['null', false],
    ['{}', false],
    [noNickname, false],
    [JSON.stringify({ nickname: '   ' }), false],
    [JSON.stringify({ nickname: 7 }), false],
    [signedIn, true],
  ])('%s → %s', (raw, expected) => {
    expect(hasNickname(raw)).toBe(expected);
  });
});

describe('getAccessRedirect', () => {
  it('sends a visitor without nickname to /login, keeping where they were going', () => {
    expect(getAccessRedirect('/mine', 'http://localhost/mine', null)).toBe('/login?redirect=%2Fmine');
    expect(getAccessRedirect('/package/:id', 'http://localhost/package/9?from=post#top', noNickname)).toBe(
      `/login?redirect=${encodeURIComponent('/package/9?from=post#top')}`,
    );
  });

  it('lets a user with a nickname through', () => {
    expect(getAccessRedirect('/mine', 'http://localhost/mine', signedIn)).toBeNull();
  });

  it('reads the stored userInfo by default', () => {
    localStorage.setItem('userInfo', signedIn);
    expect(getAccessRedirect('/home', 'http://localhost/home')).toBeNull();
    localStorage.setItem('userInfo', noNickname);
    expect(getAccessRedirect('/home', 'http://localhost/home')).toBe('/login?redirect=%2Fhome');
  });

  it('the redirect param survives the round trip to where the visitor returns', () => {
    const to = getAccessRedirect('/package/:id', 'http://localhost/package/9?x=1', null)!;
    const back = new URL(to, 'http://localhost').searchParams.get('redirect');
    expect(safeRedirect(back, '/home')).toBe('/package/9?x=1');
  });
});

describe('safeRedirect', () => {
  it.each([
    [null, '/home'],
    ['', '/home'],
    ['https://evil.example/x', '/home'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['/\t/evil.example', '/home'],
    ['/%0a/evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/login/', '/home'],
    ['/login?redirect=/mine', '/home'],
    ['/mine', '/mine'],
    ['/search?keyword=蛙', '/search?keyword=蛙'],
  ])('%s → %s', (raw, expected) => {
    expect(safeRedirect(raw, '/home')).toBe(expected);
  });
});
