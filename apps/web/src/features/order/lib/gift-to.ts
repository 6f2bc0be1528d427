/**
 * The profile address a buyer typed or pasted for a gift: the part after `/user/` of a profile link
 * (https://…/user/xiaowa?x=1 → xiaowa), else the text itself, trimmed; '' when empty.
 */
export function giftSlugOf(input: string): string {
  const text = input.trim();
  const inLink = /\/user\/([^/?#\s]+)/.exec(text);
  if (!inLink) return text;
  try {
    return decodeURIComponent(inLink[1]!);
  } catch {
    return inLink[1]!;
  }
}
