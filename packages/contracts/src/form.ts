// How a call's params travel (SPEC 7): form-encoded, a list as its key repeated, absent values
// (undefined, null) left out. Imports nothing, so the cashier's small bundle can use it too; the
// web app, the browser tests and the server's test kit all send params through it.

export type FormValue = string | number | boolean | null | undefined;
export type FormParams = Record<string, FormValue | readonly FormValue[]>;

/** The params as a form body (or query string). */
export function encodeForm(params: FormParams = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, String(item));
    }
  }

  return form;
}
