// The pages Lighthouse measures, found through the API on a server with the demo data: the demo
// creator's free and locked posts, their profile, and a real cashier (a tip order placed by the demo
// supporter; its link carries the cashier token, so the page needs no session).

const DEMO_CREATOR_SLUG = 'frog-draws';
const DEMO_SUPPORTER = { phone: '13800000002', password: 'Demo1234' };

/** POSTs a form to our API as the web app does and answers `data`; throws on any refusal. */
async function call(base, path, form = {}, cookie = '') {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);

  return { data: answer.data, cookies: response.headers.getSetCookie() };
}

/** [{ name, path, what }] of every page to measure. */
export async function preparePages(base) {
  const { data: posts } = await call(base, '/api/post/list-by-author', { slug: DEMO_CREATOR_SLUG });
  const free = posts.items.find((post) => post.visibility === 'free');
  const locked = posts.items.find((post) => post.visibility === 'paid');
  if (!free || !locked) throw new Error(`the demo creator ${DEMO_CREATOR_SLUG} has no free and paid post`);

  const login = await call(base, '/api/auth/password-login', DEMO_SUPPORTER);
  const cookie = login.cookies.map((line) => line.split(';')[0]).join('; ');
  const { data: profile } = await call(base, '/api/user/profile', { slug: DEMO_CREATOR_SLUG });
  const { data: order } = await call(
    base,
    '/api/order/submit',
    { kind: 'tip', creatorId: String(profile.id), amount: '6.66', channel: 'alipay' },
    cookie,
  );
  const cashier = new URL(order.cashierUrl, base);

  return [
    { name: 'home', path: '/', what: '首页 (promotion)' },
    { name: 'free-post', path: `/post/${free.id}`, what: `free post ${free.id}` },
    { name: 'locked-post', path: `/post/${locked.id}`, what: `locked post ${locked.id}` },
    { name: 'profile', path: `/user/${DEMO_CREATOR_SLUG}`, what: 'creator profile' },
    { name: 'cashier', path: cashier.pathname + cashier.search, what: 'cashier (alipay tip)' },
  ];
}
