import { Result } from 'antd';
import { LoadingScreen } from '@/components/loading-screen';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';
import { AdminConsole } from '@/features/admin/console/admin-console';
import { useCurrentUser } from '@/lib/auth';

function NoAccess() {
  return (
    <div className="page page--narrow">
      <Result
        status="403"
        title="无权限访问"
        subTitle="运营后台仅对平台运营人员开放。"
        extra={<PrimaryLink to={paths.home.href()}>返回首页</PrimaryLink>}
      />
    </div>
  );
}

/** 运营后台. The server refuses every console call to anyone but operators (as not found). */
export function Component() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <LoadingScreen variant="inline" />;
  if (user?.isOperator !== true) return <NoAccess />;

  return <AdminConsole />;
}
