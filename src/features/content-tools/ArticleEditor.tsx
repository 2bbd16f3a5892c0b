/** One article: Markdown with a live preview (marked + DOMPurify, the shared policy), the SEO checklist, image, FAQ, save and publish. */
import { useEffect, useMemo, useState } from 'react';
import { sanitizeRichHtmlInBrowser } from '../content/sanitize-browser.ts';
import { markdownToHtml, previewPhotoPaths } from './article-markdown.ts';
import { seoChecklist } from './seo-checklist.ts';
import { saveArticleSchema, type ArticleView } from '../../schemas/articles.ts';
import type { MediaView } from '../../schemas/media.ts';
import { deleteArticle, loadMedia, publishArticle, saveArticle } from './content-tools-api.ts';

interface Props {
  article: ArticleView;
  assetBase: string;
  canEdit: boolean;
  canPublish: boolean;
  onChanged: (article: ArticleView | null, message: string) => void;
}

export default function ArticleEditor({ article, assetBase, canEdit, canPublish, onChanged }: Props) {
  const [title, setTitle] = useState(article.title);
  const [keyword, setKeyword] = useState(article.keyword);
  const [meta, setMeta] = useState(article.metaDescription);
  const [body, setBody] = useState(article.bodyMarkdown);
  const [faq, setFaq] = useState(article.faq);
  const [image, setImage] = useState(article.image);
  const [version, setVersion] = useState(article.version);
  const [media, setMedia] = useState<MediaView[]>([]);
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(body);

  useEffect(() => {
    void loadMedia().then((r) => r.ok && setMedia(r.data.items));
  }, []);
  // The preview follows typing after a short pause.
  useEffect(() => {
    const t = setTimeout(() => setShown(body), 150);
    return () => clearTimeout(t);
  }, [body]);
  const preview = useMemo(
    () => previewPhotoPaths(sanitizeRichHtmlInBrowser(markdownToHtml(shown)), assetBase),
    [shown, assetBase],
  );
  const checks = seoChecklist({
    title,
    metaDescription: meta,
    keyword,
    bodyMd: body,
    imageAlt: image ? image.alt : null,
  });
  const chosen = image ? media.find((m) => m.id === image.mediaId) : undefined;

  async function save(): Promise<number | null> {
    const input = {
      id: article.id,
      version,
      title,
      keyword,
      metaDescription: meta,
      bodyMarkdown: body,
      faq,
      image: image && { mediaId: image.mediaId, alt: image.alt },
    };
    const parsed = saveArticleSchema.safeParse(input);
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return null;
    }
    setFields({});
    const r = await saveArticle(parsed.data);
    if (!r.ok) {
      setError(r.message || Object.values(r.fields)[0] || 'Not saved.');
      setFields(r.fields);
      return null;
    }
    setVersion(r.data.article.version);
    onChanged(r.data.article, 'Saved.');
    return r.data.article.version;
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError('');
    await work();
    setBusy(false);
  }

  const publish = () =>
    run(async () => {
      if ((await save()) === null) return;
      const r = await publishArticle(article.id, when ? new Date(when).toISOString() : null);
      if (r.ok) onChanged(r.data.article, r.data.message);
      else setError(r.message || 'Not published.');
    });

  const remove = () =>
    run(async () => {
      if (!window.confirm(`Delete “${title}”? This cannot be undone.`)) return;
      const r = await deleteArticle(article.id);
      if (r.ok) onChanged(null, r.data.message);
      else setError(r.message);
    });

  const insertImage = (m: MediaView) => setBody((b) => `${b}\n\n![${m.alt.replace(/[[\]]/g, '')}](${m.sitePath})\n`);
  const err = (name: string) =>
    fields[name] && (
      <p className="field-error" id={`err-${name}`}>
        {fields[name]}
      </p>
    );

  return (
    <section className="card article-editor" aria-labelledby="editor-title">
      <div className="card-body">
        <h2 id="editor-title">Edit article</h2>
        {article.status === 'published' && article.liveUrl && (
          <p>
            Live at <a href={article.liveUrl}>{article.liveUrl}</a>. Changes go live when you publish again.
          </p>
        )}
        {article.status === 'scheduled' && article.publishAt && (
          <p>Scheduled for {new Date(article.publishAt).toLocaleString('en-CA')}.</p>
        )}
        <fieldset disabled={!canEdit || busy} className="editor-fields">
          <label>
            Title
            <input
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.target.value)}
              aria-describedby={fields.title ? 'err-title' : undefined}
            />
          </label>
          {err('title')}
          <label>
            Keyword
            <input value={keyword} maxLength={80} onChange={(e) => setKeyword(e.target.value)} />
          </label>
          {err('keyword')}
          <label>
            Meta description
            <textarea rows={2} value={meta} maxLength={200} onChange={(e) => setMeta(e.target.value)} />
          </label>
          {err('metaDescription')}
          <div className="editor-split">
            <label className="editor-body">
              Article (Markdown)
              <textarea rows={22} value={body} maxLength={20000} onChange={(e) => setBody(e.target.value)} />
            </label>
            <div className="editor-preview" aria-label="Preview">
              <p className="muted small">Preview</p>
              <h1 className="preview-title">{title}</h1>
              <div dangerouslySetInnerHTML={{ __html: preview }} />
            </div>
          </div>
          {err('bodyMarkdown')}
          <fieldset className="editor-image">
            <legend>Featured image</legend>
            {media.length === 0 ? (
              <p className="muted small">
                Your media library is empty. <a href="/dashboard/images/">Add images</a>.
              </p>
            ) : (
              <>
                <label>
                  Image
                  <select
                    value={image?.mediaId ?? ''}
                    onChange={(e) => {
                      const m = media.find((x) => x.id === e.target.value);
                      setImage(m ? { mediaId: m.id, alt: m.alt, photoId: m.photoId } : null);
                    }}
                  >
                    <option value="">No image</option>
                    {media.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.alt || m.prompt || 'Untitled image'}
                      </option>
                    ))}
                  </select>
                </label>
                {chosen && (
                  <img
                    className="editor-thumb"
                    src={chosen.previewUrl}
                    srcSet={chosen.srcset}
                    sizes="200px"
                    alt=""
                    width={200}
                    height={Math.round((200 * chosen.height) / chosen.width)}
                  />
                )}
                {image && (
                  <label>
                    Alt text
                    <input
                      value={image.alt}
                      maxLength={160}
                      onChange={(e) => setImage({ ...image, alt: e.target.value })}
                    />
                  </label>
                )}
                {chosen && (
                  <button type="button" className="btn btn-ghost" onClick={() => insertImage(chosen)}>
                    Insert in the text
                  </button>
                )}
              </>
            )}
          </fieldset>
          <fieldset className="editor-faq">
            <legend>Frequently asked questions</legend>
            {faq.map((f, i) => (
              <div key={i} className="faq-row" role="group" aria-label={`Question ${i + 1}`}>
                <label>
                  Question
                  <input
                    value={f.question}
                    maxLength={200}
                    onChange={(e) => setFaq(faq.map((x, j) => (j === i ? { ...x, question: e.target.value } : x)))}
                  />
                </label>
                <label>
                  Answer
                  <textarea
                    rows={2}
                    value={f.answer}
                    maxLength={800}
                    onChange={(e) => setFaq(faq.map((x, j) => (j === i ? { ...x, answer: e.target.value } : x)))}
                  />
                </label>
                <button type="button" className="btn btn-ghost" onClick={() => setFaq(faq.filter((_, j) => j !== i))}>
                  Remove question {i + 1}
                </button>
              </div>
            ))}
            {faq.length < 8 && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setFaq([...faq, { question: '', answer: '' }])}
              >
                Add a question
              </button>
            )}
          </fieldset>
        </fieldset>
        <aside className="seo-checklist" aria-labelledby="seo-title">
          <h3 id="seo-title">SEO checklist</h3>
          <ul>
            {checks.map((c) => (
              <li key={c.id} className={c.ok ? 'ok' : 'todo'}>
                <span aria-hidden="true">{c.ok ? '✓' : '•'}</span>{' '}
                <span className="sr-only">{c.ok ? 'Done:' : 'To do:'}</span> {c.label}
                {!c.ok && <span className="muted small"> — {c.hint}</span>}
              </li>
            ))}
          </ul>
        </aside>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="editor-actions">
          {canEdit && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => run(async () => void (await save()))}
            >
              Save draft
            </button>
          )}
          {canPublish && (
            <>
              <label className="publish-when">
                Publish on (optional)
                <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
              </label>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={publish}>
                {when ? 'Schedule' : article.status === 'published' ? 'Publish changes' : 'Publish now'}
              </button>
              <button type="button" className="btn btn-ghost danger" disabled={busy} onClick={remove}>
                Delete
              </button>
            </>
          )}
          {!canEdit && (
            <p className="muted small">Your role can read articles. Staff edit drafts; managers write and publish.</p>
          )}
        </div>
      </div>
    </section>
  );
}
