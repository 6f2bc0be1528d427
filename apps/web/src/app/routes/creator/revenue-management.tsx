import { periodName, type RevenueFigure, resolvePeriod } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CreatorPageFallback } from '@/components/creator-gate';
import { incomeChartQueryOptions } from '@/features/revenue/api/get-income-chart';
import { revenueSummaryQueryOptions, useRevenueSummary } from '@/features/revenue/api/get-revenue-summary';
import { IncomeChart } from '@/features/revenue/components/income-chart';
import { PeriodPicker } from '@/features/revenue/components/period-picker';
import { PostingsDrawer } from '@/features/revenue/components/postings-drawer';
import { RevenueOverview } from '@/features/revenue/components/revenue-overview';
import { RefundRequests } from '@/features/revenue/components/refund-requests';
import { RevenueStatementSection } from '@/features/revenue/components/revenue-statement';
import { SupporterOrders } from '@/features/revenue/components/supporter-orders';
import '@/features/revenue/components/revenue.css';
import { type PeriodInput, periodParams, readPeriod } from '@/features/revenue/lib/period';
import { myPlansQueryOptions } from '@/features/support-plan/api/get-my-plans';
import { useCurrentUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function loader({ request }: { request: Request }) {
  const period = readPeriod(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(revenueSummaryQueryOptions(period));
  void queryClient.prefetchQuery(incomeChartQueryOptions());

  return null;
}

/** `2026-11` → 2026年11月; a range as written; 全部 stays. */
function describePeriod(period: PeriodInput): string {
  const name = periodName(resolvePeriod(period));
  const month = /^(\d{4})-(\d{2})$/.exec(name);

  return month ? `${month[1]}年${Number(month[2])}月` : name;
}

/**
 * 收益管理: a period's figures, the balances (each opening the postings behind it), supporters'
 * refund requests, the income chart, 收入与纳税明细 by year and the orders with their messages, filters and CSV export.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const period = readPeriod(search);
  // A notice about an order links here with ?period=all&keyword=<order number>.
  const orderKeyword = (search.get('keyword') ?? '').trim().slice(0, 30);
  const summary = useRevenueSummary(period);
  const { user } = useCurrentUser();
  const creatorId = Number(user?.id ?? 0);
  const plans = useQuery({ ...myPlansQueryOptions(creatorId), enabled: creatorId > 0 });
  const [drawer, setDrawer] = useState<{ figure: RevenueFigure; title: string } | null>(null);
  const changePeriod = (next: PeriodInput) => setSearch(periodParams(next), { replace: true });

  if (summary.isPending || summary.isError) {
    return (
      <CreatorPageFallback
        query={summary}
        title="收益管理"
        notCreatorTitle="成为创作者后可以在这里查看收益"
      />
    );
  }

  return (
    <div className="page">
      <div className="revenue-head">
        <h1 className="page__title">收益管理</h1>
        <PeriodPicker value={period} onChange={changePeriod} />
      </div>
      <RevenueOverview
        summary={summary.data}
        periodLabel={describePeriod(period)}
        onOpen={(figure, title) => setDrawer({ figure, title })}
      />
      <RefundRequests />
      <IncomeChart />
      <RevenueStatementSection />
      <SupporterOrders
        key={JSON.stringify([periodParams(period), orderKeyword])}
        period={period}
        initialKeyword={orderKeyword}
        plans={(plans.data?.list ?? []).map((p) => ({ id: p.id, name: p.name }))}
      />
      <PostingsDrawer
        figure={drawer?.figure ?? null}
        title={drawer?.title ?? ''}
        period={period}
        onClose={() => setDrawer(null)}
      />
    </div>
  );
}
