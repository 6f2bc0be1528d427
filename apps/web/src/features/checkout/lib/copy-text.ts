/**
 * Copies `text`: the async clipboard where the browser offers it (secure pages), else the old
 * select-and-copy on `field` (WeChat's browser on plain http). False when neither worked: the text
 * is then left selected in the field for the buyer to copy by hand.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('[checkout] clipboard refused', error);
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
