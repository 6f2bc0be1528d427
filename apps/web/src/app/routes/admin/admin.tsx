import { LoadingScreen } from '@/components/loading-screen';
import { NotFoundScreen } from '@/components/not-found-screen';
import { AdminConsole } from '@/features/admin/console/admin-console';
import { useCurrentUser } from '@/lib/auth';

/**
 * 运营后台. For anyone but an operator it does not exist: the 404 screen, as the server answers
 * every console call to them (not found).
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <LoadingScreen variant="inline" />;
  if (user?.isOperator !== true) return <NotFoundScreen />;

  return <AdminConsole />;
}
