import type { Migration } from 'kysely';
import * as m20261121142000 from './20261121142000_create-identity-tables';
import * as m20261121150000 from './20261121150000_create-content-tables';
import * as m20261121150100 from './20261121150100_create-payment-tables';
import * as m20261121150839 from './20261121150839_create-follows-table';
import * as m20261121150842 from './20261121150842_create-comments-table';
import * as m20261121150933 from './20261121150933_create-post-attachments';
import * as m20261121151000 from './20261121151000_create-creator-applications-table';
import * as m20261121161203 from './20261121161203_create-refunds-table';
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
  // new-migration:entries
};
