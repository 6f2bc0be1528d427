import type { ApplicationStatus } from '@frog/contracts';
import { Button, Empty, Pagination, Result, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { REVIEW_PAGE_SIZE, useCreatorApplications } from '@/features/admin/api/get-creator-applications';
import { ReviewCard } from '@/features/admin/components/review-card';
import '@/features/admin/components/admin.css';
import { errorMessage } from '@/lib/api-client';
import { RequestError } from '@/lib/request';
import { useCurrentUser } from '@/lib/auth';

const TABS: { key: ApplicationStatus; label: string }[] = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'rejected', label: '未通过' },
];

function NoAccess() {
  return (
    <Result
      status="403"
      title="无权限访问"
      subTitle="运营后台仅对平台运营人员开放。"
      extra={
        <Link to={paths.home.href()}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}

/** 运营后台: the creator application review queue. The server refuses everyone but operators. */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const isOperator = user?.isOperator === true;
  const query = useCreatorApplications(status, page, isOperator);

  if (isLoading) return <LoadingScreen variant="inline" />;
  const refused = query.error instanceof RequestError && query.error.code === 404;
  if (!isOperator || refused) {
    return (
      <div className="page page--narrow">
        <NoAccess />
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1 className="page__title">运营后台 · 创作者审核</h1>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as ApplicationStatus);
          setPage(1);
        }}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.key === status && query.data ? `${tab.label}（${query.data.total}）` : tab.label,
        }))}
      />
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && !refused && (
        <Result
          status="warning"
          title="加载失败"
          subTitle={errorMessage(query.error)}
          extra={<Button onClick={() => query.refetch()}>重试</Button>}
        />
      )}
      {query.data && query.data.list.length === 0 && (
        <Empty description={status === 'pending' ? '暂无待审核的申请' : '暂无记录'} />
      )}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="review-list">
            {query.data.list.map((item) => (
              <ReviewCard key={item.id} item={item} />
            ))}
          </div>
          {query.data.total > REVIEW_PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 16, textAlign: 'center' }}
              current={page}
              pageSize={REVIEW_PAGE_SIZE}
              total={query.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </div>
  );
}
