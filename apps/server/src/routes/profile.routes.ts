import { profileEndpoints, type UserProfile } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';
import { findProfileBySlug } from '../repositories/profile.repository';
import { defineRoute } from './define-route';

/** `/api/user/profile`: anyone may read a user's public profile by slug. */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, profileEndpoints.profile, { auth: 'optional' }, async ({ params, viewer }) => {
      const row = await findProfileBySlug(deps.db, params.slug, viewer?.id ?? null);
      if (!row) throw AppError.notFound('用户不存在');
      const isSelf = viewer?.id === row.id;
      const profile: UserProfile = {
        id: row.id,
        nickname: row.nickname,
        avatarUrl: row.avatarUrl,
        bio: row.bio,
        slug: row.slug,
        isCreator: row.isCreator,
        followerCount: row.followerCount,
        followingCount: row.followingCount,
        isFollowing: Boolean(row.isFollowing),
        isSelf,
        abilities: { follow: !isSelf, editProfile: isSelf },
      };

      return profile;
    });
  };
