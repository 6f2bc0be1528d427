/** A same-site path as a whole address, the way it is shared or pasted elsewhere. */
export const siteUrl = (path: string) => new URL(path, window.location.origin).toString();
