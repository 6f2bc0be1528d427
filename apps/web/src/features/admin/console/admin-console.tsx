import { Badge, Grid, Tabs } from 'antd';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useQueueCounts } from './api/get-queue-counts';
import { SECTIONS, sectionKeyOf } from './sections';
import './admin.css';

/**
 * 运营后台: one tab per queue or tool, each with the number waiting in it. A side menu on a desktop,
 * scrolling tabs on a phone; the open tab is in the URL (`?tab=`), so a reload or a link keeps it.
 */
export function AdminConsole() {
  const [params, setParams] = useSearchParams();
  const active = sectionKeyOf(params.get('tab'));
  const screens = Grid.useBreakpoint();
  const counts = useQueueCounts();
  const isPhone = screens.md === false;

  return (
    <div className="page admin-console">
      <h1 className="page__title">运营后台</h1>
      <Tabs
        className="admin-console__tabs"
        tabPosition={isPhone ? 'top' : 'left'}
        activeKey={active}
        onChange={(key) => setParams({ tab: key })}
        destroyOnHidden
        items={SECTIONS.map((section) => {
          const count = section.count ? counts.data?.[section.count] : undefined;

          return {
            key: section.key,
            label: (
              <span className="admin-console__tab" data-testid={`admin-tab-${section.key}`}>
                {section.label}
                {count !== undefined && (
                  <Badge
                    count={count}
                    showZero
                    overflowCount={999}
                    className={count > 0 ? 'admin-badge' : 'admin-badge admin-badge--zero'}
                    title={`${section.label}待处理 ${count}`}
                  />
                )}
              </span>
            ),
            children: (
              <Suspense fallback={<LoadingScreen variant="inline" />}>
                <section.Component />
              </Suspense>
            ),
          };
        })}
      />
    </div>
  );
}
