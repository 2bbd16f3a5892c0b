/**
 * Page titles of 60 characters or less where the words allow (issue 28): a page offers its title from the
 * longest to the shortest form, and the first that fits with ' | Main Street' wins; then the first that
 * fits alone; else the shortest with the site name (a business name longer than the limit). Pure.
 */
export const TITLE_LIMIT = 60;

export function fitTitle(candidates: readonly string[], siteName: string, max = TITLE_LIMIT): string {
  const full = (title: string) => (title.includes(siteName) ? title : `${title} | ${siteName}`);
  const fits = candidates.find((title) => full(title).length <= max);
  if (fits) return full(fits);
  const alone = candidates.find((title) => title.length <= max);
  return alone ?? full(candidates[candidates.length - 1] ?? siteName);
}
