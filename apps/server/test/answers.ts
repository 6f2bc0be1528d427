/** The whole answer to a request refused for its params: 400, this message, no data, `invalid_params`. */
export const invalidParams = (message: string) => ({
  code: 400,
  message,
  data: null,
  reason: 'invalid_params',
});
