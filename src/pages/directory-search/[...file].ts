// The directory's static search index: small JSON files the directory search island fetches on demand.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSearchFiles } from '../../server/directory/search-files.ts';

export const getStaticPaths = (async () => {
  const files = await getSearchFiles();
  return [...files.keys()].map((file) => ({ params: { file } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const files = await getSearchFiles();
  return new Response(files.get(params.file ?? '') ?? 'null', {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
