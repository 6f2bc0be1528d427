import { describe, expect, it } from 'vitest';
import { postEndpoints } from './post';

describe('post contracts', () => {
  it('publishing a paid post needs a price, a plan post needs plans', () => {
    const paid = postEndpoints.publish.params.safeParse({ title: '标题', visibility: 'paid' });
    expect(paid.success).toBe(false);
    expect(paid.error?.issues[0]?.message).toBe('请填写价格');
    const plan = postEndpoints.publish.params.safeParse({ title: '标题', visibility: 'plan' });
    expect(plan.error?.issues[0]?.message).toBe('请选择至少一个支持方案');
    const ok = postEndpoints.publish.params.parse({ title: '标题', visibility: 'plan', planIds: ['3'] });
    expect(ok.planIds).toEqual([3]);
  });

  it('reads prices in yuan with at most two decimals', () => {
    const p = postEndpoints.saveDraft.params;
    expect(p.parse({ price: '9.9' }).price).toBe('9.9');
    expect(p.safeParse({ price: '9.999' }).success).toBe(false);
    expect(p.safeParse({ price: '0' }).success).toBe(false);
    // Too much is said as a range, not as a bad format.
    expect(p.safeParse({ price: '99999999' }).error?.issues[0]?.message).toBe('价格须在0.01-50000元之间');
    expect(p.parse({ price: '' }).price).toBeUndefined();
  });

  it('cover must have the shape of an upload URL (the server checks it is ours)', () => {
    for (const coverUrl of [
      'javascript:alert(1)',
      '//evil.example/a.png',
      'https://x.example/a b.png',
      '/etc/a.png',
    ]) {
      expect(postEndpoints.saveDraft.params.safeParse({ coverUrl }).success).toBe(false);
    }
    expect(
      postEndpoints.saveDraft.params.parse({ coverUrl: 'https://img.example.com/posts/a.webp' }).coverUrl,
    ).toBe('https://img.example.com/posts/a.webp');
    expect(postEndpoints.saveDraft.params.parse({ coverUrl: '/uploads/posts/a.webp' }).coverUrl).toBe(
      '/uploads/posts/a.webp',
    );
  });

  it('list by author needs an author', () => {
    expect(postEndpoints.listByAuthor.params.safeParse({}).success).toBe(false);
    expect(postEndpoints.listByAuthor.params.parse({ slug: 'Frog-Draws' }).slug).toBe('frog-draws');
  });
});
