import { z } from 'zod';

// How answers name a user to other people: the public fields only, never the phone.

/** The fields of a user's public profile line: name, picture, introduction and profile address. */
export const publicProfileFields = {
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  slug: z.string(),
};

/** A user as a link to their profile: name, picture and profile address. */
export const userRefSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  slug: z.string(),
});

/** `userRefSchema` with the id as text, as comments and their inbox send it. */
export const userRefWithTextIdSchema = userRefSchema.extend({ id: z.string() });

/** `userRefSchema` with the introduction: an author or a plan's creator. */
export const userRefWithBioSchema = userRefSchema.extend({ bio: z.string() });
