import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="解锁详情" />;
}
