import { NotFoundScreen } from '@/components/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
