import { z } from 'zod';
import { defineEndpoint, noParamsSchema } from './common';
import { publicProfileFields } from './user-refs';

/** What anyone may see of a user: never the phone number. */
export const publicUserSchema = z.object({
  id: z.string(),
  ...publicProfileFields,
  isCreator: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const promotionEndpoints = {
  /** Creators shown on the promotion page `/`. */
  featuredCreators: defineEndpoint({
    path: '/api/promotion/featured-creators',
    params: noParamsSchema,
    data: z.object({ list: z.array(publicUserSchema) }),
  }),
};
