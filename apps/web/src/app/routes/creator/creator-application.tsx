import { Button, Card, Result } from 'antd';
import { useState } from 'react';
import { PrimaryLink } from '@/components/primary-link';
import { QueryFallback } from '@/components/query-failure';
import { paths } from '@/config/paths';
import { myApplicationQueryOptions, useMyApplication } from '@/features/creator/api/get-my-application';
import { ApplicationForm } from '@/features/creator/components/application-form';
import { ApplicationStatus } from '@/features/creator/components/application-status';
import '@/features/creator/components/creator.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchQuery(myApplicationQueryOptions()));

/** 申请成为创作者: the form, or the latest application's status (re-apply after a rejection). */
export function Component() {
  const query = useMyApplication();
  const [reapplying, setReapplying] = useState(false);

  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const { data } = query;

  const { application, isCreator, abilities } = data;
  const showForm = abilities.apply && (application === null || reapplying);

  return (
    <div className="page page--form creator-application">
      <h1 className="page__title">申请成为创作者</h1>
      <p className="page__subtitle">通过审核后即可发布付费作品、开通支持方案，获得粉丝的支持。</p>
      {isCreator && (
        <Result
          status="success"
          title="你已经是创作者了"
          extra={<PrimaryLink to={paths.creationCenter.href()}>进入创作中心</PrimaryLink>}
        />
      )}
      {!isCreator && application && !showForm && (
        <Card>
          <ApplicationStatus application={application} />
          {abilities.apply && (
            <Button type="primary" block style={{ marginTop: 16 }} onClick={() => setReapplying(true)}>
              重新申请
            </Button>
          )}
        </Card>
      )}
      {!isCreator && showForm && (
        <Card>
          <ApplicationForm
            initial={
              application
                ? {
                    realName: application.realName,
                    contact: application.contact,
                    category: application.category,
                    introduction: application.introduction,
                  }
                : undefined
            }
          />
        </Card>
      )}
    </div>
  );
}
