/** The site's one URL form (issue 28): a page path ends with '/'; a file path ('/rss.xml') keeps its name. Pure. */
export function inUrlForm(pathname: string): string {
  if (pathname.endsWith('/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return pathname;
  return `${pathname}/`;
}

/** A site path with its query and fragment ('/dashboard?x=1#y'), its page path in the one URL form. */
export function pathInUrlForm(path: string): string {
  const at = path.search(/[?#]/);
  return at < 0 ? inUrlForm(path) : `${inUrlForm(path.slice(0, at))}${path.slice(at)}`;
}
