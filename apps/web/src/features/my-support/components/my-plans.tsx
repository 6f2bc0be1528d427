import { isTrialOnly, type MyPlan } from '@frog/contracts';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { MembershipNote } from '@/components/membership-note';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format-time';
import { useMyPlans } from '../api/get-my-plans';
import { PagedList } from './list-states';

function actionLabel(item: MyPlan, renewing: boolean) {
  if (renewing) return '续费';

  return item.active ? '加入' : '重新加入';
}

function PlanRow({ item }: { item: MyPlan }) {
  const closed = item.plan.status !== 'active';
  // A free trial is not bought yet: its button joins the plan, it does not renew it.
  const renewing = item.active && !isTrialOnly(item);

  return (
    <article className="my-plan" aria-label={item.plan.name}>
      {item.plan.coverUrl ? (
        <img className="my-plan__cover" src={item.plan.coverUrl} alt="" />
      ) : (
        <div className="my-plan__cover my-plan__cover--empty" aria-hidden="true" />
      )}
      <div className="my-plan__body">
        <h3 className="my-plan__name">
          <Link to={paths.package.href(item.plan.id)}>{item.plan.name}</Link>
          {closed && <Tag>已关闭</Tag>}
        </h3>
        <Link to={paths.user.href(item.creator.slug)} className="my-plan__creator">
          <UserAvatar nickname={item.creator.nickname} avatarUrl={item.creator.avatarUrl} size={22} />
          <span>{item.creator.nickname}</span>
        </Link>
        {item.active ? (
          <MembershipNote membership={item} />
        ) : (
          <p className="my-plan__ended">已于 {formatDate(item.endsAt)} 到期</p>
        )}
      </div>
      <div className="my-plan__action">
        <span className="my-plan__price">¥{item.plan.price}/月</span>
        {closed ? (
          <span className="my-plan__closed">方案已关闭</span>
        ) : (
          <Link to={paths.package.href(item.plan.id)}>
            <Button type={renewing ? 'default' : 'primary'}>{actionLabel(item, renewing)}</Button>
          </Link>
        )}
      </div>
    </article>
  );
}

/** 我的支持 → 支持方案: running plans (with the day they end and 续费) first, then ended ones. */
export function MyPlans() {
  const plans = useMyPlans();
  const items = plans.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <PagedList
      query={plans}
      count={items.length}
      empty="还没有加入支持方案。在创作者主页选择一个方案，按月支持他们"
    >
      {items.map((item) => (
        <PlanRow key={item.plan.id} item={item} />
      ))}
    </PagedList>
  );
}
