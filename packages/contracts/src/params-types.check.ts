// Compile-time checks of ParamsOf (run by `npm run typecheck`): if the wire types grow lax again, an
// `@ts-expect-error` below stops erroring and the type check fails.
import type { ParamsOf } from './common';
import type { postEndpoints } from './post';
import type { searchEndpoints } from './search';
import type { supportEndpoints } from './support';

type PostGet = ParamsOf<typeof postEndpoints.get>;
type SearchUser = ParamsOf<typeof searchEndpoints.user>;
type CreatePlan = ParamsOf<typeof supportEndpoints.createPlan>;

export const accepted: [PostGet, PostGet, SearchUser, CreatePlan] = [
  { id: 3 },
  { id: '3' },
  { keyword: '蛙' },
  { name: '月度支持', price: '6.00', benefits: ['高清原图', '抢先看'] },
];

// @ts-expect-error an object is not a form value
export const objectValue: PostGet = { id: { nonsense: true } };
// @ts-expect-error a key the call does not read
export const unknownKey: PostGet = { id: 3, extra: 1 };
// @ts-expect-error the id is required
export const missingId: PostGet = {};
// @ts-expect-error a keyword is text, not a list of numbers
export const wrongType: SearchUser = { keyword: [1, 2] };
