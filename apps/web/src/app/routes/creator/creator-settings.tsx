import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="创作者设置" />;
}
