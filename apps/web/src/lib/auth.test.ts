import type { CurrentUser } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearUserInfo, currentUserQueryKey, resetCacheOnViewerChange, writeUserInfo } from './auth';

const user = (id: string, nickname = '小绿'): CurrentUser => ({
  id,
  nickname,
  avatarUrl: null,
  bio: '',
  slug: `frog-${id}`,
  phoneMasked: '138****0002',
  hasPassword: true,
  isCreator: false,
  isOperator: false,
});

const POST = ['post', 'get', 2];
const COMMENTS = ['comment', 'list', 2];

describe('resetCacheOnViewerChange: cached answers belong to whoever asked', () => {
  let client: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    localStorage.clear();
    client = new QueryClient();
    client.setQueryData(POST, { locked: true });
    client.setQueryData(COMMENTS, { canComment: false });
    stop = resetCacheOnViewerChange(client);
  });
  afterEach(() => {
    stop();
    client.clear();
  });

  it('signing in drops what the visitor was answered, keeping the user sign-in just stored', () => {
    client.setQueryData(currentUserQueryKey, user('7'));
    writeUserInfo(user('7'));

    expect(client.getQueryData(POST)).toBeUndefined();
    expect(client.getQueryData(COMMENTS)).toBeUndefined();
    expect(client.getQueryData(currentUserQueryKey)).toEqual(user('7'));
  });

  it('a refreshed copy of the same user (new nickname) keeps the cache', () => {
    writeUserInfo(user('7'));
    client.setQueryData(POST, { locked: false });
    writeUserInfo(user('7', '新昵称'));

    expect(client.getQueryData(POST)).toEqual({ locked: false });
  });

  it('signing out (or a 401 clearing userInfo) drops everything, the current user too', () => {
    writeUserInfo(user('7'));
    client.setQueryData(POST, { locked: false });
    client.setQueryData(currentUserQueryKey, user('7'));
    clearUserInfo();

    expect(client.getQueryData(POST)).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: currentUserQueryKey })).toBeUndefined();
  });

  it('another tab signing in as someone else counts too', () => {
    writeUserInfo(user('7'));
    client.setQueryData(POST, { locked: false });
    localStorage.setItem('userInfo', JSON.stringify(user('8')));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));

    expect(client.getQueryData(POST)).toBeUndefined();
  });

  it('stops listening when unsubscribed', () => {
    stop();
    writeUserInfo(user('7'));

    expect(client.getQueryData(POST)).toEqual({ locked: true });
  });
});
