import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CategoryLinks } from '@/features/discovery/components/category-links';
import { CreatorTiles } from '@/features/discovery/components/creator-tile';
import '@/features/discovery/components/discovery.css';
import { exploreQueryOptions, useExplore } from '@/features/discovery/api/get-explore';
import { prefetchLoader } from '@/lib/query-client';

/** Starts fetching 发现 alongside the page chunk. */
export const loader = prefetchLoader((client) => client.prefetchQuery(exploreQueryOptions()));

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="explore-section" aria-label={title}>
      <div className="explore-section__head">
        <h2 className="explore-section__title">{title}</h2>
        {hint && <span className="explore-section__hint">{hint}</span>}
      </div>
      {children}
    </section>
  );
}

/** `/explore` (发现): categories to browse, this week's most supported and the newest creators. */
export function Component() {
  const { data, isPending, isError, refetch } = useExplore();

  return (
    <div className="page">
      <h1 className="page__title">发现</h1>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isError || !data ? (
        <Alert
          type="warning"
          showIcon
          title="发现页加载失败"
          action={
            <Button size="small" onClick={() => refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <Section title="按类别浏览">
            <CategoryLinks categories={data.categories} />
          </Section>
          <Section title="本周最受支持" hint="近 7 天支持人数最多的创作者">
            <CreatorTiles
              label="本周最受支持"
              creators={data.weeklyTop}
              empty="这周还没有人收到支持，去给喜欢的创作者充个电吧"
              noteOf={(creator) => `本周 ${creator.weekSupporterCount} 位支持者`}
            />
          </Section>
          <Section title="新入驻创作者">
            <CreatorTiles label="新入驻创作者" creators={data.newCreators} empty="还没有新入驻的创作者" />
          </Section>
        </>
      )}
    </div>
  );
}
