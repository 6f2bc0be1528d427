import type { RevenueStatement } from '@frog/contracts';
import { shanghaiDayStart } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { presentStatement } from './statement.presenter';
import { sumStatementMonths } from './statement.repository';

/** The China calendar year as instants, end exclusive. */
export const yearRange = (year: number) => ({
  from: shanghaiDayStart(`${year}-01-01`),
  to: shanghaiDayStart(`${year + 1}-01-01`),
});

/** 收入与纳税明细: the creator's year by China month, from their ledger postings. */
export async function getRevenueStatement(
  db: Db,
  creator: { id: number; nickname: string },
  year: number,
): Promise<RevenueStatement> {
  const rows = await sumStatementMonths(db, creator.id, yearRange(year));

  return presentStatement(year, creator.nickname, rows);
}
