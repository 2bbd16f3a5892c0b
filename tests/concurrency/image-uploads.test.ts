// Image uploads decoded in the background (issue 42) on real PostgreSQL: the same job's run started 10 times at once
// (Netlify's retries, a second start) is claimed by one run (processing -> working in one conditional UPDATE), so
// the photo is decoded and stored once, the job ends ready, and its raw bytes are gone.
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { originalsStore } from '../../src/server/uploads/image-uploads.ts';
import { runImageUpload } from '../../src/server/uploads/image-upload-run.ts';
import { createAccount } from '../functions/generation-helpers.ts';
import { atOnce, race } from './race.ts';

race('one upload run started 10 times at once: decoded and stored once', async (attempt) => {
  const owner = await createAccount(`Upload Race ${attempt}`);
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#264653' } })
    .jpeg()
    .toBuffer();
  const id = randomUUID();
  const rawKey = `${owner.id}/${id}`;
  await originalsStore().put(rawKey, jpeg, 'application/octet-stream');
  await query(`INSERT INTO image_uploads (id, business_id, purpose, raw_key) VALUES ($1, $2, 'listing', $3)`, [
    id,
    owner.id,
    rawKey,
  ]);
  await atOnce(10, () => runImageUpload(id));
  const [job] = await query<{ status: string; result: { url: string } }>(
    'SELECT status, result FROM image_uploads WHERE id = $1',
    [id],
  );
  expect(job?.status).toBe('ready');
  expect(await fileStore('uploads').list(`listing-images/${owner.id}/`)).toEqual([
    job!.result.url.slice('/files/'.length),
  ]);
  expect(await originalsStore().get(rawKey)).toBeUndefined();
});
