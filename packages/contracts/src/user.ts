import { z } from 'zod';
import {
  defineEndpoint,
  imageUploadEndpoint,
  noParamsSchema,
  optionalText,
  passwordSchema,
  smsCodeSchema,
  chinaPhoneSchema,
  UPLOAD_URL_SHAPE,
  withoutInvalidChars,
} from './common';
import { publicProfileFields } from './user-refs';

/** What someone without a nickname is told when they try to write for others (comments, private messages). */
export const NICKNAME_REQUIRED_MESSAGE = '请先设置昵称，再发表评论或私信';

export const nicknameSchema = z
  .string({ error: '请填写昵称' })
  .trim()
  .min(2, '昵称至少2个字')
  .max(20, '昵称不能超过20个字')
  .regex(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (NUL too) are refused
    /^[^<>"'&\s\u0000-\u001f\u007f-\u009f\p{Cf}]+$/u,
    '昵称不能包含空格、不可见字符或 < > " \' & 等符号',
  );

export const slugSchema = z
  .string({ error: '请填写个人主页地址' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_-]{3,29}$/, '个人主页地址须以字母开头，4-30位字母、数字、下划线或短横线');

/** The signed-in user as the browser keeps it (SPEC 3: `userInfo`, only `nickname` is read by the guard). */
export const currentUserSchema = z.object({
  id: z.string(),
  ...publicProfileFields,
  phoneMasked: z.string(),
  hasPassword: z.boolean(),
  isCreator: z.boolean(),
  isOperator: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userEndpoints = {
  current: defineEndpoint({ path: '/api/user/current', params: noParamsSchema, data: currentUserSchema }),
  updateProfile: defineEndpoint({
    path: '/api/user/update-profile',
    params: z.object({
      nickname: nicknameSchema.optional(),
      bio: optionalText('个人简介', 200).optional(),
      slug: slugSchema.optional(),
      avatarUrl: z.string().regex(UPLOAD_URL_SHAPE, '头像地址无效').optional(),
    }),
    data: currentUserSchema,
  }),
  setPassword: defineEndpoint({
    path: '/api/user/set-password',
    params: z.object({
      oldPassword: withoutInvalidChars(z.string().max(64, '原密码不能超过64位'), '原密码').optional(),
      newPassword: passwordSchema,
    }),
    data: z.null(),
  }),
  changePhone: defineEndpoint({
    path: '/api/user/change-phone',
    params: z.object({ phone: chinaPhoneSchema, code: smsCodeSchema }),
    data: currentUserSchema,
  }),
  /** multipart: one `file` field; answers the stored image's URL. */
  avatarUpload: imageUploadEndpoint('/api/user/avatar-upload'),
};
