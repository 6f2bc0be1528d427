/** Sends the cashier token only when there is one (an empty `token=` would be noise on the wire). */
export function withToken<P extends { token?: string | undefined }>(params: P): P {
  if (params.token) return params;
  const { token: _absent, ...rest } = params;

  return rest as P;
}
