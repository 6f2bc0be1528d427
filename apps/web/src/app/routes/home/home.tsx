import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="首页动态" />;
}
