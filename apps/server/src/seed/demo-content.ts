import type { Db } from '../platform/db/db';
import type { PostVisibility } from '../platform/db/types';
import { DEMO_CREATOR } from './demo-users';
import { findDemoRowId } from './demo-rows';

type DemoPlan = {
  name: string;
  priceFen: number;
  description: string;
  benefits: string;
  sortOrder: number;
  /** Prepay savings in percent (issue 24): the e2e journeys buy the first plan at list price. */
  prepay6Pct?: number;
  prepay12Pct?: number;
};
type DemoPost = {
  title: string;
  summary: string;
  bodyHtml: string;
  visibility: PostVisibility;
  priceFen: number;
  /** Names of the demo plans that open it (plan-only posts). */
  plans: string[];
  daysAgo: number;
};

export const DEMO_PLANS: DemoPlan[] = [
  {
    name: '小蛙饭团',
    priceFen: 600,
    description: '请蛙蛙吃一个饭团，支持我每周继续画下去。',
    benefits: '每月专属壁纸一张\n支持者名单留名\n方案专属动态',
    sortOrder: 1,
  },
  {
    name: '高清原图包',
    priceFen: 3000,
    description: '每月所有新作的高清原图、线稿和分层 PSD，一次打包下载。',
    benefits: '当月全部作品 4K 原图\n线稿与分层 PSD 源文件\n绘画过程直播回放\n包含「小蛙饭团」全部权益',
    sortOrder: 2,
    prepay6Pct: 10,
    prepay12Pct: 20,
  },
];

export const DEMO_POSTS: DemoPost[] = [
  {
    title: '城市角落速写：雨后的老街口',
    summary: '下班路上看到的老街口，积水里倒映着路灯，随手画了下来。',
    bodyHtml:
      '<p>下班路上经过老街口，刚下过雨，积水里倒映着一排路灯和早餐铺的招牌。</p><p>回家用半小时画了这张速写，颜色尽量保留了当时的感觉。欢迎在评论区说说你家附近的小角落～</p>',
    visibility: 'free',
    priceFen: 0,
    plans: [],
    daysAgo: 6,
  },
  {
    title: '橘猫邮差：完整绘制过程与配色笔记',
    summary: '从草图到成稿的 12 个步骤，附上这次用到的全部配色和笔刷设置。',
    bodyHtml:
      '<p>这张橘猫邮差前后画了三个晚上。下面按顺序整理了从构图草图、线稿、铺色到光影的 12 个步骤截图。</p><p>配色笔记：主色是暖橘 #F2A65A 搭配雾蓝 #8FA9C4，阴影统一用偏紫的灰，让画面不脏。</p><p>笔刷：线稿用的是自制的铅笔刷，铺色用平涂加一点纹理刷。</p>',
    visibility: 'paid',
    priceFen: 990,
    plans: [],
    daysAgo: 3,
  },
  {
    title: '十一月支持者壁纸：冬夜便利店',
    summary: '本月的支持者专属壁纸，手机和电脑两种尺寸。',
    bodyHtml:
      '<p>十一月的壁纸是一家冬夜里还亮着灯的便利店，门口蹲着一只等人的小狗。</p><p>附件里有 1170×2532 的手机版和 3840×2160 的电脑版，感谢每一位支持者！</p>',
    visibility: 'plan',
    priceFen: 0,
    plans: ['小蛙饭团', '高清原图包'],
    daysAgo: 1,
  },
];

/**
 * Seeds the demo creator's support plans and posts. Idempotent: rows are matched by the creator
 * and their name or title, so running it again changes nothing.
 */
export async function seedDemoContent(db: Db): Promise<{ plansCreated: number; postsCreated: number }> {
  const creator = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_CREATOR.phone)
    .executeTakeFirst();
  if (!creator) return { plansCreated: 0, postsCreated: 0 };

  let plansCreated = 0;
  const planIds = new Map<string, number>();
  for (const plan of DEMO_PLANS) {
    const found = await findDemoRowId(db, 'supportPlans', ['creatorId', creator.id], ['name', plan.name]);
    const id =
      found ??
      (
        await db
          .insertInto('supportPlans')
          .values({ ...plan, creatorId: creator.id })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (found === undefined) plansCreated++;
    planIds.set(plan.name, id);
  }

  let postsCreated = 0;
  for (const { plans, daysAgo, ...post } of DEMO_POSTS) {
    const found = await findDemoRowId(db, 'posts', ['authorId', creator.id], ['title', post.title]);
    if (found !== undefined) continue;
    const publishedAt = new Date(Date.now() - daysAgo * 86_400_000);
    const { id } = await db
      .insertInto('posts')
      .values({ ...post, authorId: creator.id, status: 'published', publishedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = plans.map((name) => ({ postId: id, planId: planIds.get(name)! }));
    if (links.length > 0) await db.insertInto('postPlans').values(links).execute();
    postsCreated++;
  }

  return { plansCreated, postsCreated };
}
