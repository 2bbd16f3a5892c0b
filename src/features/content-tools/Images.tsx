/** /dashboard/images: the media library (uploads, illustrations, AI images), making one, and using one on the site or listing. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../login/use-session.ts';
import { roleAtLeast } from '../../shared/roles.ts';
import { generateImageSchema, MEDIA_SOURCE_LABELS, type MediaAnswer, type MediaView } from '../../schemas/media.ts';
import { IMAGE_ACCEPT } from '../../shared/images.ts';
import { loadMedia, makeImage, uploadImage, useImage } from './content-tools-api.ts';
import { LockedTool, QuotaLine } from './ToolState.tsx';
import './content-tools.css';

export default function Images() {
  const { ready, auth } = useSession();
  const [data, setData] = useState<MediaAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const shown = useRef<MediaAnswer | null>(null);
  const refresh = useCallback(async () => {
    const r = await loadMedia();
    if (!r.ok) return setFailure(r.message);
    // A request that was being made is now gone from the list (done: its image is the newest item) or failed.
    const making = shown.current?.generations.filter((g) => g.status === 'generating') ?? [];
    const now = (id: string) => r.data.generations.find((n) => n.id === id);
    const failed = making.map((g) => now(g.id)).find((n) => n?.status === 'error');
    const done = making.some((g) => !now(g.id));
    if (failed) setNotice(failed.message ?? '');
    else if (done && r.data.items[0])
      setNotice(`${MEDIA_SOURCE_LABELS[r.data.items[0].source]} added to your library.`);
    shown.current = r.data;
    setData(r.data);
  }, []);
  useEffect(() => {
    if (ready && auth.status === 1) void refresh();
  }, [ready, auth.status, refresh]);
  // Images are made in the background: while one is being made, the library is read again every 2 s.
  const making = data?.generations.some((g) => g.status === 'generating') ?? false;
  useEffect(() => {
    if (!making) return;
    const timer = setInterval(() => void refresh(), 2000);
    return () => clearInterval(timer);
  }, [making, refresh]);

  if (!ready || (!data && !failure && auth.status === 1))
    return (
      <p className="muted" role="status">
        Loading your images…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your images.
      </p>
    );
  if (!data)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );
  const role = auth.member_role ?? 'owner';
  if (data.locked) return <LockedTool kind="image" isOwner={role === 'owner'} />;
  const canMake = roleAtLeast(role, 'manager');
  const illustrations = data.illustrator === 'builtin';

  async function work(run: () => Promise<void>) {
    setBusy(true);
    await run();
    setBusy(false);
  }

  const generate = () =>
    work(async () => {
      const parsed = generateImageSchema.safeParse({ prompt });
      if (!parsed.success) return setPromptError(parsed.error.issues[0]!.message);
      setPromptError('');
      const r = await makeImage(parsed.data.prompt);
      if (!r.ok) return setNotice(r.message || 'The image could not be made. Please try again.');
      setNotice(
        illustrations
          ? 'Drawing your illustration: it appears in your library below when it is ready.'
          : 'Making your image: it appears in your library below when it is ready.',
      );
      setPrompt('');
      // Known as being made before the next read, so that read can tell it is done (the illustrator is quick).
      if (shown.current)
        shown.current = { ...shown.current, generations: [r.data.generation, ...shown.current.generations] };
      await refresh();
    });

  const upload = () =>
    work(async () => {
      if (!file) return setNotice('Choose a photo first.');
      const r = await uploadImage(file, alt, () => setNotice('Processing the photo…'));
      setNotice(r.ok ? 'Photo added to your library.' : r.message);
      if (r.ok) {
        setFile(null);
        setAlt('');
        await refresh();
      }
    });

  const use = (item: MediaView, target: 'hero' | 'about' | 'listing') =>
    work(async () => {
      const r = await useImage(item.id, target);
      setNotice(r.ok ? r.data.message : r.message);
    });

  return (
    <div className="content-tool">
      <QuotaLine quota={data.quota} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {canMake && (
        <section className="card" aria-labelledby="new-image">
          <div className="card-body media-forms">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void generate();
              }}
            >
              <h2 id="new-image">{illustrations ? 'Make an illustration' : 'Make an image'}</h2>
              {illustrations && (
                <p className="muted small">
                  No image model is configured here: Main Street draws a vector illustration in your website’s colours.
                  It is labelled as an illustration, never as AI.
                </p>
              )}
              <label>
                Describe the image
                <textarea
                  rows={3}
                  maxLength={400}
                  value={prompt}
                  onChange={(e) => setPrompt(e.target.value)}
                  aria-invalid={Boolean(promptError)}
                  aria-describedby={promptError ? 'prompt-error' : undefined}
                />
              </label>
              {promptError && (
                <p className="field-error" id="prompt-error">
                  {promptError}
                </p>
              )}
              <button type="submit" className="btn btn-primary" disabled={busy || data.quota.left === 0}>
                {illustrations ? 'Make illustration' : 'Make image'}
              </button>
            </form>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void upload();
              }}
            >
              <h2>Add your own photo</h2>
              <p className="muted small">JPEG, PNG, WebP or GIF up to 4 MB. Uploads do not use your monthly images.</p>
              <label>
                Photo
                <input type="file" accept={IMAGE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </label>
              <label>
                Describe the photo (for people who cannot see it)
                <input maxLength={160} value={alt} onChange={(e) => setAlt(e.target.value)} />
              </label>
              <button type="submit" className="btn btn-ghost" disabled={busy}>
                Add to library
              </button>
            </form>
          </div>
        </section>
      )}
      <section aria-labelledby="library">
        <h2 id="library">Your media library</h2>
        {data.generations.length > 0 && (
          <ul className="media-requests" aria-label="Images you asked for">
            {data.generations.map((g) => (
              <li key={g.id} className={g.status === 'error' ? 'media-request failed' : 'media-request'}>
                <p className="small">
                  <strong>{g.status === 'error' ? 'Not made' : illustrations ? 'Drawing…' : 'Making…'}</strong> “
                  {g.prompt}”
                </p>
                {g.message && <p className="form-error small">{g.message}</p>}
              </li>
            ))}
          </ul>
        )}
        {data.items.length === 0 ? (
          <p className="muted">No images yet.</p>
        ) : (
          <ul className="media-grid">
            {data.items.map((m) => (
              <li key={m.id}>
                <img
                  src={m.previewUrl}
                  srcSet={m.srcset}
                  sizes="(max-width: 600px) 100vw, 300px"
                  alt={m.alt}
                  width={m.width}
                  height={m.height}
                  loading="lazy"
                />
                <span className="badge">{MEDIA_SOURCE_LABELS[m.source]}</span>
                <p className="small">{m.alt ? <>Suggested alt text: {m.alt}</> : 'No description yet.'}</p>
                {canMake && (
                  <div className="media-actions">
                    <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void use(m, 'hero')}>
                      Use as website hero<span className="sr-only">: {m.alt}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={busy}
                      onClick={() => void use(m, 'about')}
                    >
                      Use on about page<span className="sr-only">: {m.alt}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={busy}
                      onClick={() => void use(m, 'listing')}
                    >
                      Add to listing<span className="sr-only">: {m.alt}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="muted small">
          To use an image in an article, choose it as the article’s featured image or insert it into the text in the
          article editor.
        </p>
      </section>
    </div>
  );
}
