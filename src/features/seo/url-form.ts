/** The site's one URL form (issue 28): a page path ends with '/'; a file path ('/rss.xml') keeps its name. Pure. */
export function inUrlForm(pathname: string): string {
  if (pathname.endsWith('/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return pathname;
  return `${pathname}/`;
}
