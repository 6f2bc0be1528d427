import { UnderConstruction } from '@/components/under-construction';

export function Component() {
  return <UnderConstruction title="收到的评论" />;
}
