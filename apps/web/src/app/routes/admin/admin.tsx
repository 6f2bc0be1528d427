import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
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
        extra={
          <Link to={paths.home.href()}>
            <Button type="primary">返回首页</Button>
          </Link>
        }
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
