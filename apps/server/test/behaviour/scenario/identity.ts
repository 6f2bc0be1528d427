import {
  adminEndpoints,
  authEndpoints,
  creatorEndpoints,
  devEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { pngBytes, uploadAvatar } from '../../uploads';
import { CAST, id, ok, recordUpload, type Scene } from './context';

const ID_A = '110101199003074477';
const ID_B = '11010519491231002X';

/** Visitors and sign-in: SMS and password logins, profile, avatar, a phone change. */
export async function signInSteps({ t, r, cookies }: Scene): Promise<void> {
  r.begin('auth');
  await r.call(userEndpoints.current, 'visitor', {}, 'not signed in');
  await r.call(authEndpoints.smsSend, 'visitor', { phone: '12345' }, 'bad phone');
  await r.call(authEndpoints.smsSend, 'visitor', { phone: '13800000009', purpose: 'login' });
  await r.call(
    authEndpoints.smsSend,
    'visitor',
    { phone: '13800000009', purpose: 'login' },
    'resend too soon',
  );
  const lastCode = await r.call(devEndpoints.lastSmsCode, 'visitor', { phone: '13800000009' });
  await r.call(authEndpoints.smsLogin, 'visitor', { phone: '13800000009', code: '000000' }, 'wrong code');
  const login = await r.call(authEndpoints.smsLogin, 'visitor', {
    phone: '13800000009',
    code: lastCode.body.data?.code ?? '',
  });
  cookies.newcomer = login.sessionCookie;
  await r.call(userEndpoints.current, 'newcomer');
  await r.call(authEndpoints.logout, 'newcomer');
  await r.call(userEndpoints.current, 'newcomer', {}, 'after logout');
  const memberLogin = (password: string) => ({ phone: CAST.member.phone, password });
  await r.call(authEndpoints.passwordLogin, 'visitor', memberLogin('frog-pass-1'), 'no password yet');
  await r.call(userEndpoints.setPassword, 'member', { newPassword: 'frog-pass-1' });
  await r.call(
    userEndpoints.setPassword,
    'member',
    { oldPassword: 'wrong-pass-9', newPassword: 'frog-pass-2' },
    'wrong old',
  );
  await r.call(authEndpoints.passwordLogin, 'visitor', memberLogin('frog-pass-1'));
  await r.call(authEndpoints.passwordLogin, 'visitor', memberLogin('nope-nope-1'), 'wrong password');
  await r.call(userEndpoints.current, 'member');
  await r.call(userEndpoints.updateProfile, 'member', { bio: '喜欢画画的橘子' });
  await r.call(userEndpoints.updateProfile, 'member', { slug: CAST.creator.slug }, 'slug taken');
  for (const role of ['member', 'visitor'] as const) {
    const avatar = await uploadAvatar(t.app, cookies[role], await pngBytes(64, 64));
    recordUpload(r, userEndpoints.avatarUpload, role, 'multipart: me.png 64×64', avatar);
  }
  await r.call(authEndpoints.smsSend, 'member2', { phone: '13800000019', purpose: 'bind' });
  await r.call(devEndpoints.myLastSmsCode, 'member2', {}, 'own phone has no code');
  const bindCode = await r.call(devEndpoints.lastSmsCode, 'member2', { phone: '13800000019' });
  await r.call(userEndpoints.changePhone, 'member2', { phone: '13800000019', code: '000000' }, 'wrong code');
  await r.call(userEndpoints.changePhone, 'member2', {
    phone: '13800000019',
    code: bindCode.body.data?.code ?? '',
  });
  await r.call(
    userEndpoints.changePhone,
    'member2',
    { phone: CAST.member.phone, code: '123456' },
    'phone taken',
  );
}

/** Becoming a creator: applications refused, rejected and approved by the operator. */
export async function creatorApplicationSteps({ r }: Scene): Promise<void> {
  r.begin('creator-application');
  const application = {
    realName: '张小蛙',
    idNumber: ID_A,
    contact: 'frog@example.com',
    introduction: '画了十年的插画',
    category: '插画',
  };
  await r.call(creatorEndpoints.apply, 'visitor', application, 'not signed in');
  await r.call(
    creatorEndpoints.apply,
    'creator',
    { ...application, idNumber: '110101199003074478' },
    'bad id number',
  );
  const applied = await r.call(creatorEndpoints.apply, 'creator', application);
  await r.call(creatorEndpoints.myApplication, 'creator');
  const rejectedApp = await r.call(creatorEndpoints.apply, 'applicant', {
    ...application,
    realName: '李小蝌',
    idNumber: ID_B,
    category: '音乐',
  });
  await r.call(adminEndpoints.creatorApplications, 'member', { status: 'pending' }, 'not an operator');
  await r.call(adminEndpoints.creatorApplications, 'operator', { status: 'pending' });
  const review = (appId: number, action: string, reason: string) => ({ id: id(appId), action, reason });
  await r.call(
    adminEndpoints.reviewApplication,
    'operator',
    review(rejectedApp.body.data.id, 'reject', ' '),
    'reject without reason',
  );
  await r.call(
    adminEndpoints.reviewApplication,
    'operator',
    review(rejectedApp.body.data.id, 'reject', '作品链接无法打开'),
  );
  ok(
    await r.call(adminEndpoints.reviewApplication, 'operator', review(applied.body.data.id, 'approve', '')),
    'approve',
  );
  await r.call(adminEndpoints.creatorApplications, 'operator', { status: 'approved' });
  await r.call(creatorEndpoints.myApplication, 'applicant');
  await r.call(creatorEndpoints.dashboard, 'creator');
  await r.call(creatorEndpoints.dashboard, 'member', {}, 'not a creator');
}
