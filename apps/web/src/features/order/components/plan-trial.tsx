import type { SupportPlan } from '@frog/contracts';
import { App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/utils/format-time';
import { useStartTrial } from '../api/start-trial';

/**
 * 免费试用 N 天 on a plan page, for someone the plan may still be tried by (abilities.startTrial):
 * a visitor signs in first. Says before anyone starts that nothing is charged when it ends.
 */
export function PlanTrial({ plan }: { plan: SupportPlan }) {
  const { message } = App.useApp();
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartTrial();

  const handleClick = async () => {
    if (!isSignedIn) {
      void navigate(paths.login.href(`${location.pathname}${location.search}`));
      return;
    }
    try {
      const { membership } = await start.mutateAsync(plan.id);
      void message.success(`已开始免费试用，至 ${formatDate(membership.endsAt)} 结束`);
    } catch (error) {
      void message.error(errorMessage(error, '试用开通失败，请稍后重试'));
    }
  };

  return (
    <div className="plan-detail__trial">
      <Button size="large" block loading={start.isPending} onClick={handleClick}>
        免费试用 {plan.trialDays} 天
      </Button>
      <p className="plan-detail__renew-hint">
        试用期间可查看方案专属内容，结束后不会自动扣费；每位支持者对同一创作者只能试用一次
      </p>
    </div>
  );
}
