/**
 * What the operator typed into 查找作品: a post id ("42"), a post link ("https://…/post/42?from=x",
 * "/post/42") — both become the id — or title words. Answers the keyword the server reads.
 */
export function postKeywordFrom(input: string): string {
  const text = input.trim();
  const link = /(?:^|\/)post\/(\d{1,10})(?:[/?#]|$)/.exec(text);
  if (link?.[1]) return link[1];

  return text;
}
