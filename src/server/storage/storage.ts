/**
 * One storage interface for uploaded and generated files. On Netlify it is Netlify Blobs; locally
 * (npm start, tests, scripts) it is a folder under DATA_DIR, so the scripts that generate files and
 * the functions that serve them share one store without any account.
 */
import { mkdir, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { getEnv } from '../env.ts';

export interface StoredFile {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

/** Keys are relative paths of safe segments: no '..', no leading slash, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._/-]{0,300}$/.test(key) || key.split('/').some((s) => s === '..' || s === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

function folderStore(root: string): FileStore {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data, contentType) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      await writeFile(`${target}.content-type`, contentType);
    },
    async get(key) {
      try {
        const [data, contentType] = await Promise.all([
          readFile(file(key)),
          readFile(`${file(key)}.content-type`, 'utf8'),
        ]);
        return { data: new Uint8Array(data), contentType };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
      await rm(`${file(key)}.content-type`, { force: true });
    },
    async list(prefix) {
      const dir = path.join(root, prefix);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith('.content-type'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    },
  };
}

function blobStore(name: string): FileStore {
  // The live-sites deploy (deploy/live-sites/) is a Netlify site of its own: it reads the platform's
  // stores by naming the platform site (PLATFORM_SITE_ID) with an access token.
  const { PLATFORM_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env;
  const store = getStore(
    siteID && token ? { name, consistency: 'strong', siteID, token } : { name, consistency: 'strong' },
  );
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      const body = typeof data === 'string' ? data : new Blob([new Uint8Array(data)]);
      await store.set(key, body, { metadata: { contentType } });
    },
    async get(key) {
      assertSafeKey(key);
      const result = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      if (!result) return undefined;
      return {
        data: new Uint8Array(result.data),
        contentType: String(result.metadata.contentType ?? 'application/octet-stream'),
      };
    },
    async delete(key) {
      await store.delete(key);
    },
    async list(prefix) {
      const { blobs } = await store.list({ prefix });
      return blobs.map((b) => b.key);
    },
  };
}

/**
 * Netlify Blobs when deployed on Netlify (CONTEXT is set there), else the local folder. 'upload-originals'
 * holds uploads not yet decoded (src/server/uploads/): never served, deleted once decoded.
 */
export function fileStore(name: 'uploads' | 'sites' | 'og-cards' | 'upload-originals'): FileStore {
  const onNetlify = Boolean(process.env.CONTEXT && process.env.NETLIFY_BLOBS_CONTEXT) && !process.env.NETLIFY_DEV;
  // Joined from an array on purpose: Netlify's function tracer (nft) reads path.resolve(<unknown>, 'files', …)
  // as a file pattern and would pack every file under any */files/* folder (.data, .netlify) into each function.
  return onNetlify ? blobStore(name) : folderStore(path.resolve([getEnv().dataDir, 'files', name].join(path.sep)));
}

/** Stores every file of a site under `prefix` in the sites store. */
export async function storeSiteFiles(
  prefix: string,
  files: { path: string; contentType: string; body: string | Uint8Array }[],
): Promise<void> {
  const store = fileStore('sites');
  await Promise.all(files.map((f) => store.put(`${prefix}${f.path}`, f.body, f.contentType)));
}
