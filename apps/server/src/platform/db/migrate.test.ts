import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createMigrator, migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

const t = useTestApp();

const tables = async () => {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(
    t.db,
  );

  return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_'));
};

const ALL_TABLES = [
  'account_strikes',
  'app_secrets',
  'audit_log',
  'bill_queries',
  'buyer_real_names',
  'charging_rewards',
  'comment_bans',
  'comment_inbox',
  'comment_like_counts',
  'comment_likes',
  'comment_words',
  'comments',
  'complaints',
  'conversation_members',
  'conversations',
  'creator_applications',
  'creator_week_support',
  'discount_codes',
  'follows',
  'gift_links',
  'gift_redemptions',
  'guardian_request_refunds',
  'guardian_requests',
  'ledger_entries',
  'member_feed_keys',
  'messages',
  'money_events',
  'notifications',
  'order_thanks',
  'orders',
  'payment_closes',
  'payment_events',
  'payments',
  'payout_accounts',
  'plan_gift_links',
  'plan_subscriptions',
  'plan_trials',
  'post_attachments',
  'post_like_counts',
  'post_likes',
  'post_plans',
  'post_series',
  'post_series_items',
  'post_tags',
  'post_unlocks',
  'posts',
  'reconciliation_days',
  'reconciliation_flags',
  'reconciliation_lines',
  'reconciliation_split_lines',
  'refund_requests',
  'refunds',
  'reports',
  'reward_codes',
  'reward_grants',
  'sessions',
  'sms_codes',
  'support_plans',
  'supporter_totals',
  'takedown_appeals',
  'tax_filings',
  'uploads',
  'user_blocks',
  'users',
  'wechat_openids',
  'withdrawals',
  'word_list_words',
  'word_lists',
];

describe('migrations', () => {
  it('are named YYYYMMDDHHMMSS_verb-object and sorted', () => {
    const names = Object.keys(migrations);

    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z]+(-[a-z0-9]+)+$/);
    expect([...names].sort()).toEqual(names);
  });

  it('create every table, roll all the way down and up again', async () => {
    expect(await tables()).toEqual(ALL_TABLES);

    const migrator = await createMigrator(t.db);
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const { error } = await migrator.migrateDown();
      expect(error).toBeUndefined();
    }
    expect(await tables()).toEqual([]);

    await migrateToLatest(t.db);
    expect(await tables()).toEqual(ALL_TABLES);
  });
});
