import { rewardEndpoints, supporterEndpoints, tradeEndpoints } from '@frog/contracts';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { payWithAlipay } from '../../fixtures/alipay';
import { isCallTo } from '../../fixtures/api';
import { signInAs, signUpFreshBuyer, stubAppLinks, test } from '../../fixtures/buyer';
import { paths } from '../../../apps/web/src/config/paths';
import { saveShot } from '../../fixtures/shots';
import { runTag } from '../../fixtures/session';

/**
 * Seeded creators, one per project, so the desktop and phone runs, which share one server, never see
 * each other's rewards. Other journeys sign in as them too (收到的评论 as the desktop one; the live
 * badge and the home feed as the phone one), none of them with rewards; sign-in is limited to 10 per
 * phone in 15 minutes.
 */
const CREATORS = {
  desktop: { phone: '13800000003', password: 'Demo1234', nickname: '青柠插画馆', slug: 'lime-illustration' },
  phone: { phone: '13800000004', password: 'Demo1234', nickname: '山间收音机', slug: 'mountain-radio' },
} as const;

/**
 * Each screen is audited with axe-core, and a serious or critical finding fails the test (after the
 * journey, with every finding listed); with E2E_SHOTS=1 it is also saved to .tmp/reward-shots.
 */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(400); // entry animations at rest, so colours are read as shown
  await saveShot(page, 'reward-shots', name, { fullPage, settleMs: 0 });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
    }));
  console.log(
    `[axe] ${test.info().project.name} ${name}: ${results.violations.length} findings, ${blocking.length} blocking`,
  );
  expect.soft(blocking, `${name}: serious or critical axe violations`).toEqual([]);
}

test.describe('[REWARDS] charging rewards and 充电榜', () => {
  test('a creator sets a tip reward with codes; a supporter tips, is told, finds the code, goes anonymous', async ({
    page,
    context,
  }) => {
    test.slow();
    const project = test.info().project.name === 'phone' ? 'phone' : 'desktop';
    const creator = CREATORS[project];
    const tag = runTag();
    const title = `满10元壁纸 ${tag}`;
    const codes = [`${tag}-0001`, `${tag}-0002`];
    await stubAppLinks(page);

    // The creator: an empty page, then a reward for tips of ¥10 or more with two codes.
    await page.context().clearCookies();
    await signInAs(page, creator);
    await page.goto(paths.chargingRewards.href());
    await expect(page.getByRole('heading', { name: '充电奖励' })).toBeVisible();
    await expect(page.getByRole('button', { name: /新建奖励/ }).first()).toBeVisible();
    await shot(page, 'rewards-empty');
    await page
      .getByRole('button', { name: /新建奖励/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: '新建充电奖励' });
    await form.getByText('打赏满额').click();
    await form.getByLabel('打赏门槛').fill('10');
    await form.getByLabel('奖励名称').fill(title);
    await form.getByLabel('给支持者的话').fill('谢谢你的打赏！\n壁纸的提取码在下面，链接 7 天内有效。');
    await form.getByLabel('链接（可选）').fill('https://pan.example.com/s/frog-wallpaper');
    await form.getByLabel('兑换码（可选）').fill([...codes, codes[0]].join('\n'));
    await expect(form.getByText('识别到 2 个兑换码（已去掉 1 个重复）')).toBeVisible();
    await shot(page, 'reward-form');
    await form.getByRole('button', { name: '创建奖励' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('单笔打赏满 ¥10.00')).toBeVisible();
    await expect(card.getByText(/兑换码剩余\s*2\s*\/ 共 2 个/)).toBeVisible();
    await shot(page, 'rewards-list');

    // A new supporter tips ¥18.88 from the creator's profile and pays.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const { phone } = await signUpFreshBuyer(page);
    const buyerName = `买家${phone.slice(-4)}`;
    await page.goto(paths.user.href(creator.slug));
    await expect(page.getByRole('heading', { name: '充电榜' })).toBeVisible();
    await page.getByRole('button', { name: '打赏' }).click();
    const tip = page.getByRole('dialog', { name: '打赏' });
    await tip.getByText('¥18.88').click();
    // The cashier may only be confirmed once it holds the QR link (else: 支付异常, as for a person).
    const qrReady = page.waitForResponse(isCallTo(tradeEndpoints.getPendingPayment));
    await tip.getByRole('button', { name: '打赏 ¥18.88' }).click();
    expect((await qrReady).ok()).toBe(true);
    await payWithAlipay(page, context);
    await page.getByRole('button', { name: '返回' }).click();

    // Back on the profile: the notice, and the question of 充电榜 (not listed until they say yes);
    // once they do, they are on this month's 充电榜 without any amount.
    await expect(page).toHaveURL((url) => url.pathname === paths.user.href(creator.slug));
    const notice = page.getByRole('alert').filter({ hasText: '充电奖励' });
    await expect(notice).toContainText(`${creator.nickname} 给你发了充电奖励「${title}」`);
    await shot(page, 'profile-reward-notice');
    const rank = page.getByRole('region', { name: '充电榜' });
    await expect(
      rank.getByText('只显示自愿上榜的支持者，按开始支持的先后排序', { exact: false }),
    ).toBeVisible();
    await expect(rank).not.toContainText(buyerName);
    const question = page.getByRole('alert').filter({ hasText: '要在创作者的充电榜上显示你吗？' });
    await question.getByRole('button', { name: '在充电榜显示我' }).click();
    await expect(question).toHaveCount(0);
    const me = rank.getByRole('listitem').filter({ hasText: buyerName });
    await expect(me).toContainText('（你）');
    await expect(rank).not.toContainText('18.88');
    await expect(rank).not.toContainText('¥');
    await rank.scrollIntoViewIfNeeded();
    await shot(page, 'profile-rank');

    // 我的奖励: the message, the link and the first code; the notice is gone afterwards.
    await notice.getByRole('button', { name: '查看奖励' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.mineRewards.href());
    const received = page.getByRole('article', { name: title });
    await expect(received).toContainText('壁纸的提取码在下面');
    await expect(received.getByText(codes[0]!)).toBeVisible();
    await expect(received.getByRole('link', { name: /打开链接/ })).toHaveAttribute(
      'href',
      'https://pan.example.com/s/frog-wallpaper',
    );
    await shot(page, 'mine-rewards', true);
    await page.goto(paths.user.href(creator.slug));
    await expect(page.getByRole('heading', { name: '充电榜' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '充电奖励' })).toHaveCount(0);

    // The supporter turns on 匿名支持: the list shows 匿名支持者, only they see it is them.
    await page.goto(paths.userSettings.href());
    const anonymous = page.getByRole('switch', { name: '匿名支持' });
    await anonymous.click();
    await expect(anonymous).toBeChecked();
    await page.getByText('匿名支持', { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'settings-anonymous');
    await page.goto(paths.user.href(creator.slug));
    const self = page
      .getByRole('region', { name: '充电榜' })
      .getByRole('listitem')
      .filter({ hasText: '（你）' });
    await expect(self).toContainText('匿名支持者');
    await expect(page.getByRole('region', { name: '充电榜' })).not.toContainText(buyerName);

    // Nobody else sees the reward: not a visitor's 充电榜, not the reward calls.
    const visitor = await page.context().browser()!.newContext();
    const outsider = await visitor.request.post(
      new URL(rewardEndpoints.received.path, page.url()).toString(),
    );
    expect(((await outsider.json()) as { code: number }).code).toBe(401);
    const publicRank = await visitor.request.post(
      new URL(supporterEndpoints.rank.path, page.url()).toString(),
      {
        form: { slug: creator.slug, period: 'month' },
      },
    );
    const publicText = await publicRank.text();
    expect(publicText).toContain('匿名支持者');
    expect(publicText).not.toContain(buyerName);
    expect(publicText).not.toContain(codes[0]!);
    await visitor.close();

    // The creator sees one code given, to 匿名支持者, and which.
    await page.context().clearCookies();
    await signInAs(page, creator);
    await page.goto(paths.chargingRewards.href());
    await expect(card.getByText(/兑换码剩余\s*1\s*\/ 共 2 个/)).toBeVisible();
    await expect(card.getByText('已发放 1 次')).toBeVisible();
    await card.getByRole('button', { name: /发放记录/ }).click();
    const drawer = page.getByRole('dialog', { name: `发放记录 · ${title}` });
    // A table on desktop, a list on phones.
    const row = drawer.locator('tr, li').filter({ hasText: codes[0]! });
    await expect(row).toContainText('匿名支持者');
    await expect(row).toContainText('¥18.88');
    await shot(page, 'reward-grants');
  });
});
