import { App, Button } from 'antd';
import { errorMessage } from '@/lib/api-client';

type ApproveButtonProps = {
  /** The approve mutation of what is held (a post or a comment). */
  approve: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  id: number;
  /** What the operator is told once it is out. */
  done: string;
};

/** 通过 on something a review word holds (待审核): it is public at once. */
export function ApproveButton({ approve, id, done }: ApproveButtonProps) {
  const { message } = App.useApp();

  return (
    <Button
      type="primary"
      loading={approve.isPending}
      onClick={() =>
        approve.mutateAsync(id).then(
          () => message.success(done),
          (error: unknown) => message.error(errorMessage(error)),
        )
      }
    >
      通过
    </Button>
  );
}
