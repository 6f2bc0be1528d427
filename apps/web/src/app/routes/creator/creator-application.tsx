import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="申请成为创作者" />;
}
