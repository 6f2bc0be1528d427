/**
 * Copies `text`: the async clipboard where the browser offers it (secure pages), else the old
 * select-and-copy (WeChat's browser on plain http) on `field`, or on a field made for the moment
 * when the text is shown as plain text. False when neither worked: the buyer then copies by hand
 * (`field`'s text is left selected for that).
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.warn('[copy] clipboard refused', error);
  }

  return field ? selectAndCopy(field) : selectAndCopy(temporaryField(text), { remove: true });
}

function selectAndCopy(field: HTMLInputElement, { remove = false } = {}): boolean {
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (remove) field.remove();
  }
}

/** Off screen and read-only, so selecting it neither scrolls the page nor opens the keyboard. */
function temporaryField(text: string): HTMLInputElement {
  const field = document.createElement('input');
  field.readOnly = true;
  field.value = text;
  field.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.append(field);

  return field;
}
