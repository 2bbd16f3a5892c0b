/**
 * One spelling per feed category (issue 28): an item's category and tags often name the same thing in two
 * cases ('Directory', 'directory'). The first spelling met wins, categories before tags, across the feed. Pure.
 */
export function feedCategories(
  items: readonly { category: string; tags: readonly string[] }[],
): (item: { category: string; tags: readonly string[] }) => string[] {
  const spelling = new Map<string, string>();
  const learn = (name: string) => {
    const key = name.trim().toLowerCase();
    if (key && !spelling.has(key)) spelling.set(key, name.trim());
  };
  for (const item of items) learn(item.category);
  for (const item of items) item.tags.forEach(learn);
  return (item) => [
    ...new Set(
      [item.category, ...item.tags]
        .map((name) => spelling.get(name.trim().toLowerCase()))
        .filter((name): name is string => !!name),
    ),
  ];
}
