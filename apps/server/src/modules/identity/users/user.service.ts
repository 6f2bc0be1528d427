import { Reason } from '@frog/contracts';
import type { UserRow, UserUpdate } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { hashPassword, verifyPassword } from '../../../platform/lib/password';
import { isUniqueViolation } from '../../../platform/lib/pg-errors';
import { deleteOtherSessions } from '../session/session.repository';
import { findUploadByPath } from '../../../platform/uploads/upload.repository';
import { canTakeNickname, reservedWordIn } from './nickname.policy';
import type { Db } from '../../../platform/db/db';
import { findPublicFigureByNickname, findUserByPhone, findUserBySlug, updateUser } from './user.repository';
import type { Storage } from '../../../platform/storage/storage';
import { verifySmsCode } from '../auth/sms-code.service';

type ProfileChanges = { nickname?: string; bio?: string; slug?: string; avatarUrl?: string };

const SLUG_TAKEN = '该个人主页地址已被占用';
const PHONE_TAKEN = '该手机号已被其他账号使用';

/**
 * Changes nickname, bio, slug and avatar. The slug must be free (409); the avatar must be an
 * image this user uploaded (so nobody can point their avatar at someone else's file).
 */
export async function updateProfile(
  ctx: { db: Db; storage: Storage },
  viewer: UserRow,
  changes: ProfileChanges,
): Promise<UserRow> {
  const update: UserUpdate = {};
  if (changes.nickname !== undefined && changes.nickname !== viewer.nickname) {
    const reserved = reservedWordIn(changes.nickname);
    if (reserved) throw AppError.badRequest(`昵称不能包含“${reserved}”`, Reason.NICKNAME_TAKEN);
    const holder = await findPublicFigureByNickname(ctx.db, changes.nickname, viewer.id);
    if (!canTakeNickname(viewer.id, holder)) {
      throw AppError.conflict('这个昵称已被创作者使用，请换一个', Reason.NICKNAME_TAKEN);
    }
    update.nickname = changes.nickname;
  }
  if (changes.bio !== undefined) update.bio = changes.bio;
  if (changes.slug !== undefined && changes.slug !== viewer.slug) {
    const holder = await findUserBySlug(ctx.db, changes.slug);
    if (holder) throw AppError.conflict(SLUG_TAKEN, Reason.SLUG_TAKEN);
    update.slug = changes.slug;
  }
  if (changes.avatarUrl !== undefined && changes.avatarUrl !== viewer.avatarUrl) {
    const key = ctx.storage.keyFromUrl(changes.avatarUrl);
    const upload = key ? await findUploadByPath(ctx.db, key) : undefined;
    if (!upload || upload.ownerId !== viewer.id || upload.kind !== 'avatar') {
      throw AppError.badRequest('头像图片无效，请重新上传');
    }
    update.avatarUrl = changes.avatarUrl;
  }
  if (Object.keys(update).length === 0) return viewer;

  try {
    return await updateUser(ctx.db, viewer.id, update);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(SLUG_TAKEN, Reason.SLUG_TAKEN);
    throw error;
  }
}

/** Sets or changes the password (a user who has one must give it first); other devices are signed out. */
export async function setPassword(
  db: Db,
  viewer: UserRow,
  input: { oldPassword?: string | undefined; newPassword: string },
  currentSessionId: string | null,
): Promise<void> {
  if (viewer.passwordHash) {
    if (!input.oldPassword) throw AppError.badRequest('请填写原密码');
    if (!(await verifyPassword(input.oldPassword, viewer.passwordHash))) {
      throw AppError.badRequest('原密码不正确');
    }
  }
  await updateUser(db, viewer.id, { passwordHash: await hashPassword(input.newPassword) });
  // A new password signs out every other device.
  await deleteOtherSessions(db, viewer.id, currentSessionId);
}

/** Refuses a phone that belongs to someone else or is already the viewer's. */
export async function assertPhoneBindable(db: Db, viewer: UserRow, phone: string): Promise<void> {
  if (phone === viewer.phone) throw AppError.badRequest('新手机号与当前手机号相同');
  const holder = await findUserByPhone(db, phone);
  if (holder) throw AppError.conflict(PHONE_TAKEN, Reason.PHONE_TAKEN);
}

/** Moves the account to a new phone proven by an SMS code (purpose `bind`, sent to the new phone). */
export async function changePhone(
  db: Db,
  viewer: UserRow,
  input: { phone: string; code: string },
): Promise<UserRow> {
  await assertPhoneBindable(db, viewer, input.phone);
  await verifySmsCode(db, { phone: input.phone, purpose: 'bind', code: input.code });
  try {
    return await updateUser(db, viewer.id, { phone: input.phone });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(PHONE_TAKEN, Reason.PHONE_TAKEN);
    throw error;
  }
}
