import type { CreatorCategory } from '@frog/contracts';

/** Demo accounts seeded on a fresh embedded database (the README lists them). */
export type DemoUser = {
  phone: string;
  password: string;
  nickname: string;
  slug: string;
  bio: string;
  isCreator: boolean;
  isOperator: boolean;
  /** A creator's 创作类别 (发现 lists them there). */
  category?: CreatorCategory;
  /** A creator's real name on their (seeded, approved) creator application: payout accounts must match it. */
  realName?: string;
};

export const DEMO_OPERATOR: DemoUser = {
  phone: '13800000000',
  password: 'Admin1234',
  nickname: '运营小蛙',
  slug: 'frog-ops',
  bio: '创作蛙运营团队，负责创作者审核、提现与投诉处理。',
  isCreator: false,
  isOperator: true,
};

export const DEMO_CREATOR: DemoUser = {
  phone: '13800000001',
  password: 'Demo1234',
  nickname: '蛙蛙画画',
  slug: 'frog-draws',
  category: 'illustration',
  bio: '自由插画师，画了八年的小动物和城市角落。每周更新一张原创插画，支持者可以下载高清原图和线稿，每月还有一次绘画过程直播回放。',
  isCreator: true,
  isOperator: false,
  realName: '林小蛙',
};

export const DEMO_SUPPORTER: DemoUser = {
  phone: '13800000002',
  password: 'Demo1234',
  nickname: '小绿',
  slug: 'xiaolv',
  bio: '喜欢插画和独立游戏，常驻评论区。',
  isCreator: false,
  isOperator: false,
};

/** More creators so the promotion page shows a real variety. */
export const DEMO_EXTRA_CREATORS: DemoUser[] = [
  {
    phone: '13800000003',
    password: 'Demo1234',
    nickname: '青柠插画馆',
    slug: 'lime-illustration',
    category: 'illustration',
    bio: '商稿插画与原创绘本作者，擅长水彩风格。充电可解锁每期绘本的分镜草稿、配色笔记和 PSD 源文件。',
    isCreator: true,
    isOperator: false,
    realName: '陈青柠',
  },
  {
    phone: '13800000004',
    password: 'Demo1234',
    nickname: '山间收音机',
    slug: 'mountain-radio',
    category: 'music',
    bio: '独立音乐人，用吉他和合成器写城市民谣。每月发布一首新歌的小样，支持者可以听到完整分轨和编曲思路。',
    isCreator: true,
    isOperator: false,
    realName: '许山川',
  },
  {
    phone: '13800000005',
    password: 'Demo1234',
    nickname: '像素工坊老周',
    slug: 'pixel-zhou',
    category: 'game',
    bio: '做了五年《星露谷物语》和《我的世界》模组，累计下载超过百万次。支持方案成员可抢先体验测试版模组并参与功能投票。',
    isCreator: true,
    isOperator: false,
    realName: '周明远',
  },
];

export const ALL_DEMO_USERS: DemoUser[] = [
  DEMO_OPERATOR,
  DEMO_CREATOR,
  DEMO_SUPPORTER,
  ...DEMO_EXTRA_CREATORS,
];
