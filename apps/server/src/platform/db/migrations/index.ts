import type { Migration } from 'kysely/migration';
import * as m20261121142000 from './20261121142000_create-identity-tables';
import * as m20261121150000 from './20261121150000_create-content-tables';
import * as m20261121150100 from './20261121150100_create-payment-tables';
import * as m20261121150839 from './20261121150839_create-follows-table';
import * as m20261121150842 from './20261121150842_create-comments-table';
import * as m20261121150933 from './20261121150933_create-post-attachments';
import * as m20261121151000 from './20261121151000_create-creator-applications-table';
import * as m20261121161203 from './20261121161203_create-refunds-table';
import * as m20261122211339 from './20261122211339_require-published-time';
import * as m20261122211909 from './20261122211909_create-payment-closes';
import * as m20261122212104 from './20261122212104_add-search-indexes';
import * as m20261122224426 from './20261122224426_create-payout-accounts';
import * as m20261122224508 from './20261122224508_create-money-events';
import * as m20261122224521 from './20261122224521_create-charging-rewards';
import * as m20261122224523 from './20261122224523_add-supporter-ranking';
import * as m20261122225455 from './20261122225455_add-revenue-indexes';
import * as m20261122230146 from './20261122230146_create-withdrawals';
import * as m20261122230651 from './20261122230651_create-supporter-totals';
import * as m20261123001036 from './20261123001036_create-comment-inbox';
import * as m20261123001142 from './20261123001142_create-private-messages';
import * as m20261123001943 from './20261123001943_extend-notifications';
import * as m20261123002430 from './20261123002430_add-my-support-indexes';
import * as m20261123003400 from './20261123003400_create-operator-console';
import * as m20261123010511 from './20261123010511_add-complaint-queue-index';
import * as m20261126135815 from './20261126135815_add-payment-query-schedule';
import * as m20261126140510 from './20261126140510_add-comment-and-follow-counters';
import * as m20261126141954 from './20261126141954_add-search-ranking-indexes';
import * as m20261126151715 from './20261126151715_notify-content-changes';
import * as m20261126152726 from './20261126152726_notify-payment-changes';
import * as m20261126165427 from './20261126165427_count-comment-updates-linearly';
import * as m20261126212610 from './20261126212610_fill-comment-and-follow-counters';
import * as m20261126225709 from './20261126225709_notify-only-for-published-posts';
import * as m20261126230859 from './20261126230859_lock-counted-rows-in-one-order';
import * as m20261127010743 from './20261127010743_posts-updated-at-in-milliseconds';
import * as m20261127112000 from './20261127112000_notify-session-changes';
import * as m20261127142414 from './20261127142414_add-author-live-keyset-index';
import * as m20261128084110 from './20261128084110_notify-content-on-operator-change';
import * as m20261128112512 from './20261128112512_notify-member-changes';
import * as m20261128120320 from './20261128120320_create-word-lists';
import * as m20261128145224 from './20261128145224_hold-content-for-review';
import * as m20261128153916 from './20261128153916_create-reports';
import * as m20261128160023 from './20261128160023_add-post-comment-policy';
import * as m20261128181906 from './20261128181906_add-mutes-and-account-credit';
import * as m20261128182405 from './20261128182405_add-ip-region';
import * as m20261128183151 from './20261128183151_create-takedown-appeals';
import * as m20261128183325 from './20261128183325_add-creator-comment-moderation';
import * as m20261128183942 from './20261128183942_add-report-images';
import * as m20261128184607 from './20261128184607_notify-comment-ban-changes';
import * as m20261128185633 from './20261128185633_add-comment-hiding';
import * as m20261128210609 from './20261128210609_timed-bans';
import * as m20261128211105 from './20261128211105_count-replies-only-under-listed-comments';
import * as m20261128211210 from './20261128211210_create-reconciliation-tables';
import * as m20261128212128 from './20261128212128_add-creator-huifu-accounts';
import * as m20261128212800 from './20261128212800_add-payment-splits';
import * as m20261128215038 from './20261128215038_add-huifu-withdrawals';
import * as m20261128215622 from './20261128215622_index-open-reconciliation-flags';
import * as m20261201192816 from './20261201192816_add-split-reconciliation';
import * as m20261201194742 from './20261201194742_add-withdrawal-tax';
import * as m20261201194906 from './20261201194906_create-buyer-real-names';
import * as m20261201203053 from './20261201203053_add-support-rank-consent';
import * as m20261202014056 from './20261202014056_create-refund-requests';
import * as m20261202015535 from './20261202015535_add-complaint-clocks';
import * as m20261202020528 from './20261202020528_create-guardian-requests';
import * as m20261202024611 from './20261202024611_add-refund-request-warning';
import * as m20261202060939 from './20261202060939_add-request-images';
import * as m20261202061144 from './20261202061144_seal-creator-id-numbers';
import * as m20261202061704 from './20261202061704_create-tax-filings';
import * as m20261202062509 from './20261202062509_index-ledger-income-time';
import * as m20261202063449 from './20261202063449_create-post-series';
import * as m20261202063451 from './20261202063451_create-member-feed-keys';
import * as m20261202063552 from './20261202063552_create-likes';
import * as m20261202063553 from './20261202063553_create-order-thanks';
import * as m20261202063632 from './20261202063632_add-discovery';
import * as m20261202064003 from './20261202064003_add-account-closure';
import * as m20261202065519 from './20261202065519_index-category-creators-keyset';
import * as m20261202071700 from './20261202071700_notify-post-tags-for-published-posts';
import * as m20261202161012 from './20261202161012_add-prepay-and-discount-codes';
import * as m20261203062129 from './20261203062129_add-discount-code-paid-counters';
import * as m20261203122935 from './20261203122935_add-plan-trials';
import * as m20261203125724 from './20261203125724_add-gift-links';
import * as m20261203190837 from './20261203190837_add-plan-gifts';
import * as m20261204145011 from './20261204145011_add-plan-gift-links';
import * as m20261206210708 from './20261206210708_add-orders-buyer-plan-index';
import * as m20261206211137 from './20261206211137_add-plan-upgrades';
import * as m20261206213501 from './20261206213501_add-plan-downgrades';
// new-migration:imports (`npm run db:migration:new -- <verb-object>` inserts above this line)

/**
 * Every migration, by name, in order. A static list (not FileMigrationProvider) so it works
 * under Vitest and in any bundler (STACK pitfall 5).
 */
export const migrations: Record<string, Migration> = {
  '20261121142000_create-identity-tables': m20261121142000,
  '20261121150000_create-content-tables': m20261121150000,
  '20261121150100_create-payment-tables': m20261121150100,
  '20261121150839_create-follows-table': m20261121150839,
  '20261121150842_create-comments-table': m20261121150842,
  '20261121150933_create-post-attachments': m20261121150933,
  '20261121151000_create-creator-applications-table': m20261121151000,
  '20261121161203_create-refunds-table': m20261121161203,
  '20261122211339_require-published-time': m20261122211339,
  '20261122211909_create-payment-closes': m20261122211909,
  '20261122212104_add-search-indexes': m20261122212104,
  '20261122224426_create-payout-accounts': m20261122224426,
  '20261122224508_create-money-events': m20261122224508,
  '20261122224521_create-charging-rewards': m20261122224521,
  '20261122224523_add-supporter-ranking': m20261122224523,
  '20261122225455_add-revenue-indexes': m20261122225455,
  '20261122230146_create-withdrawals': m20261122230146,
  '20261122230651_create-supporter-totals': m20261122230651,
  '20261123001036_create-comment-inbox': m20261123001036,
  '20261123001142_create-private-messages': m20261123001142,
  '20261123001943_extend-notifications': m20261123001943,
  '20261123002430_add-my-support-indexes': m20261123002430,
  '20261123003400_create-operator-console': m20261123003400,
  '20261123010511_add-complaint-queue-index': m20261123010511,
  '20261126135815_add-payment-query-schedule': m20261126135815,
  '20261126140510_add-comment-and-follow-counters': m20261126140510,
  '20261126141954_add-search-ranking-indexes': m20261126141954,
  '20261126151715_notify-content-changes': m20261126151715,
  '20261126152726_notify-payment-changes': m20261126152726,
  '20261126165427_count-comment-updates-linearly': m20261126165427,
  '20261126212610_fill-comment-and-follow-counters': m20261126212610,
  '20261126225709_notify-only-for-published-posts': m20261126225709,
  '20261126230859_lock-counted-rows-in-one-order': m20261126230859,
  '20261127010743_posts-updated-at-in-milliseconds': m20261127010743,
  '20261127112000_notify-session-changes': m20261127112000,
  '20261127142414_add-author-live-keyset-index': m20261127142414,
  '20261128084110_notify-content-on-operator-change': m20261128084110,
  '20261128112512_notify-member-changes': m20261128112512,
  '20261128120320_create-word-lists': m20261128120320,
  '20261128145224_hold-content-for-review': m20261128145224,
  '20261128153916_create-reports': m20261128153916,
  '20261128160023_add-post-comment-policy': m20261128160023,
  '20261128181906_add-mutes-and-account-credit': m20261128181906,
  '20261128182405_add-ip-region': m20261128182405,
  '20261128183151_create-takedown-appeals': m20261128183151,
  '20261128183325_add-creator-comment-moderation': m20261128183325,
  '20261128183942_add-report-images': m20261128183942,
  '20261128184607_notify-comment-ban-changes': m20261128184607,
  '20261128185633_add-comment-hiding': m20261128185633,
  '20261128210609_timed-bans': m20261128210609,
  '20261128211105_count-replies-only-under-listed-comments': m20261128211105,
  '20261128211210_create-reconciliation-tables': m20261128211210,
  '20261128212128_add-creator-huifu-accounts': m20261128212128,
  '20261128212800_add-payment-splits': m20261128212800,
  '20261128215038_add-huifu-withdrawals': m20261128215038,
  '20261128215622_index-open-reconciliation-flags': m20261128215622,
  '20261201192816_add-split-reconciliation': m20261201192816,
  '20261201194742_add-withdrawal-tax': m20261201194742,
  '20261201194906_create-buyer-real-names': m20261201194906,
  '20261201203053_add-support-rank-consent': m20261201203053,
  '20261202014056_create-refund-requests': m20261202014056,
  '20261202015535_add-complaint-clocks': m20261202015535,
  '20261202020528_create-guardian-requests': m20261202020528,
  '20261202024611_add-refund-request-warning': m20261202024611,
  '20261202060939_add-request-images': m20261202060939,
  '20261202061144_seal-creator-id-numbers': m20261202061144,
  '20261202061704_create-tax-filings': m20261202061704,
  '20261202062509_index-ledger-income-time': m20261202062509,
  '20261202063449_create-post-series': m20261202063449,
  '20261202063451_create-member-feed-keys': m20261202063451,
  '20261202063552_create-likes': m20261202063552,
  '20261202063553_create-order-thanks': m20261202063553,
  '20261202063632_add-discovery': m20261202063632,
  '20261202064003_add-account-closure': m20261202064003,
  '20261202065519_index-category-creators-keyset': m20261202065519,
  '20261202071700_notify-post-tags-for-published-posts': m20261202071700,
  '20261202161012_add-prepay-and-discount-codes': m20261202161012,
  '20261203062129_add-discount-code-paid-counters': m20261203062129,
  '20261203122935_add-plan-trials': m20261203122935,
  '20261203125724_add-gift-links': m20261203125724,
  '20261203190837_add-plan-gifts': m20261203190837,
  '20261204145011_add-plan-gift-links': m20261204145011,
  '20261206210708_add-orders-buyer-plan-index': m20261206210708,
  '20261206211137_add-plan-upgrades': m20261206211137,
  '20261206213501_add-plan-downgrades': m20261206213501,
  // new-migration:entries
};
