import { Alert } from 'antd';
import { errorMessage } from '@/lib/api-client';

/** Why a form's last submit failed, above its fields; nothing while it has not failed. */
export function FormError({
  mutation,
  fallback,
}: {
  mutation: { isError: boolean; error: unknown };
  /** Said when the error carries no message of its own. */
  fallback?: string;
}) {
  if (!mutation.isError) return null;

  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(mutation.error, fallback)}
      style={{ marginBottom: 16 }}
    />
  );
}
