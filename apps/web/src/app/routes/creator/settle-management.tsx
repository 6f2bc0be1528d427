import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="提现管理" />;
}
