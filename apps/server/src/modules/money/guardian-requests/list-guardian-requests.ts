import type { GuardianRequestStatus } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { presentPage } from '../../../platform/http/page.presenter';
import { ordersOf } from './decide-guardian-request';
import { presentAdminGuardianRequest } from './guardian-request.presenter';
import { listGuardianRequests } from './guardian-request.repository';

/** The console's queue of guardians' requests, each with the minor's orders (a page holds few). */
export async function listAdminGuardianRequests(
  db: Db,
  params: { status?: GuardianRequestStatus; page: number; pageSize: number },
) {
  const { rows, total } = await listGuardianRequests(db, params);
  const list = await Promise.all(
    rows.map(async (row) => presentAdminGuardianRequest(row, await ordersOf(db, row))),
  );

  return presentPage(list, total, params);
}
