/** Whether `parse` accepts `text` (answers without throwing): the check beside a parser. */
export function accepts(parse: (text: string) => unknown, text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}
