import { type CurrentUser, Reason } from '@frog/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { RequestError } from '@/lib/request';
import { CurrentUserGate } from './current-user-gate';
import { LoadingScreen } from './loading-screen';
import { PrimaryLink } from './primary-link';
import { QueryFailure, type UnsettledQuery } from './query-failure';

type BecomeCreatorResultProps = {
  title: string;
  subTitle?: ReactNode;
  buttonText?: string;
};

/** What a creator's page says to everyone else: why not, and the way to 申请成为创作者. */
export function BecomeCreatorResult({
  title,
  subTitle,
  buttonText = '申请成为创作者',
}: BecomeCreatorResultProps) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={subTitle}
      extra={<PrimaryLink to={paths.creatorApplication.href()}>{buttonText}</PrimaryLink>}
    />
  );
}

/** Renders `children` for a creator; anyone else is told `title` (and `subTitle`) and invited to apply. */
export function CreatorGate({
  title,
  subTitle,
  children,
}: {
  title: string;
  subTitle?: ReactNode;
  children: (user: CurrentUser) => ReactNode;
}) {
  return (
    <CurrentUserGate>
      {(user) =>
        user.isCreator ? children(user) : <BecomeCreatorResult title={title} subTitle={subTitle} />
      }
    </CurrentUserGate>
  );
}

/**
 * A creator's page whose query has no data yet: the inline loading screen while pending; once it
 * failed, the page's title and the failure: the server's CREATOR_REQUIRED becomes `notCreatorTitle`
 * and the way to apply, anything else is 加载失败 with 重试.
 */
export function CreatorPageFallback({
  query,
  title,
  notCreatorTitle,
}: {
  query: UnsettledQuery;
  title: string;
  notCreatorTitle: string;
}) {
  if (query.isPending) return <LoadingScreen variant="inline" />;
  const { error } = query;
  const isNotCreator = error instanceof RequestError && error.reason === Reason.CREATOR_REQUIRED;

  return (
    <div className="page page--narrow">
      <h1 className="page__title">{title}</h1>
      {isNotCreator ? (
        <BecomeCreatorResult title={notCreatorTitle} subTitle={errorMessage(error)} />
      ) : (
        <QueryFailure error={error} onRetry={() => query.refetch()} />
      )}
    </div>
  );
}
