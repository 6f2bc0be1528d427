import { devEndpoints, orderEndpoints, payoutAccountEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { expect } from '@playwright/test';
import {
  badgeCount,
  payTip,
  REAL_NAME,
  screenshot,
  sessionPage,
  useConsoleScene,
} from '../../fixtures/admin';
import { callApi } from '../../fixtures/api';
import { test } from '../../fixtures/buyer';
import { waitForNextSmsCode } from '../../fixtures/session';

const ALIPAY_ACCOUNT = '13912345678';

/**
 * [ADMIN] The operator console's payouts, desktop: a new creator of this run earns a tip, binds an
 * Alipay account and asks to withdraw; the withdrawal is approved under 提现审核 and paid by the
 * simulated provider. Complaints, refunds and flags: console-payments.spec.ts.
 */

test.describe
  .serial('[ADMIN] operator console: withdrawals', () => {
    const scene = useConsoleScene();

    test('a withdrawal is approved under 提现审核 and paid by the simulated provider', async ({
      browser,
      supporterSession,
    }) => {
      const { opSession, creator, creatorId, creatorName, signedUpAt } = scene();
      test.slow();
      // The creator earns ¥300 (a tip from the demo supporter); with SETTLEMENT_DAYS=0 it settles at the next job run.
      const buyer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await buyer.addCookies(supporterSession.cookies);
      const tip = await callApi(buyer.request, orderEndpoints.submit, {
        kind: 'tip',
        creatorId,
        amount: '300',
        channel: 'alipay',
      });
      await payTip(buyer.request, browser, String(tip.paymentNo));
      await buyer.close();
      await expect
        .poll(
          async () => {
            const overview = await callApi(creator, withdrawalEndpoints.overview);

            return overview.balances.withdrawable.fen;
          },
          { timeout: 240_000, intervals: [2000] },
        )
        .toBeGreaterThanOrEqual(10_000);

      // An Alipay account in the real name (one SMS code per phone per SMS_RESEND_SECONDS: the sign-up code came first).
      await waitForNextSmsCode(signedUpAt);
      await callApi(creator, payoutAccountEndpoints.sendCode);
      const code = await callApi(creator, devEndpoints.myLastSmsCode);
      await callApi(creator, payoutAccountEndpoints.bind, {
        kind: 'alipay',
        accountNo: ALIPAY_ACCOUNT,
        holderName: REAL_NAME,
        code: String(code.code),
      });
      const requested = await callApi(creator, withdrawalEndpoints.request, { amount: '100' });
      const withdrawalNo = String(requested.withdrawalNo);

      const admin = await sessionPage(browser, opSession);
      await admin.goto('/admin?tab=withdrawals');
      const card = admin.getByTestId(`withdrawal-${withdrawalNo}`);
      await expect(card.getByText('待审核')).toBeVisible();
      const before = await badgeCount(admin, 'withdrawals');
      expect(before).toBeGreaterThanOrEqual(1);
      await expect(card.getByText(creatorName)).toBeVisible();
      await expect(card.getByText('¥100.00').first()).toBeVisible();
      await expect(card.getByText('支付宝 139****5678')).toBeVisible();
      await expect(card.getByText(ALIPAY_ACCOUNT)).toHaveCount(0);

      // The full number only after saying so (the server records the read).
      await card.getByRole('button', { name: '查看完整账号' }).click();
      await admin
        .getByRole('dialog', { name: '查看完整收款账号？' })
        .getByRole('button', { name: '查看' })
        .click();
      await expect(card.getByTestId('withdrawal-account-no')).toHaveText(ALIPAY_ACCOUNT);
      await screenshot(admin, 'desktop-4-withdrawal');

      await card.getByRole('button', { name: '通过' }).click();
      await admin
        .getByRole('dialog', { name: /通过 .* 的提现 ¥100\.00？/ })
        .getByRole('button', { name: '通过' })
        .click();
      await expect(admin.getByText('已通过')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect.poll(() => badgeCount(admin, 'withdrawals')).toBe(before - 1);

      // The simulated provider pays it by itself: under 已打款, with its transfer reference.
      await expect(async () => {
        await admin.getByText(/^已打款/).click();
        await expect(admin.getByTestId(`withdrawal-${withdrawalNo}`).getByTestId('payout-result')).toHaveText(
          /模拟打款成功，转账流水号 \S+/,
          { timeout: 2000 },
        );
      }).toPass();
      await admin.context().close();
    });
  });
