/** /dashboard/articles: the month's quota, topic suggestions or the owner's own, the drafts, and the editor. */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useSession } from '../login/use-session.ts';
import { roleAtLeast } from '../../shared/roles.ts';
import { generateArticleSchema, type ArticleView, type ArticlesAnswer } from '../../schemas/articles.ts';
import { draftArticle, loadArticles } from './content-tools-api.ts';
import { LockedTool, QuotaLine } from './ToolState.tsx';
import './content-tools.css';

// The editor (marked and DOMPurify for the preview) loads when an article is opened, not with the page (issue 29).
const ArticleEditor = lazy(() => import('./ArticleEditor.tsx'));

const STATUS: Record<ArticleView['status'], string> = {
  generating: 'Being written…',
  error: 'Not written',
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export default function Articles() {
  const { ready, auth } = useSession();
  const [data, setData] = useState<ArticlesAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [topic, setTopic] = useState('');
  const [keyword, setKeyword] = useState('');
  const [topicError, setTopicError] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const r = await loadArticles();
    if (r.ok) setData(r.data);
    else setFailure(r.message);
  }, []);
  useEffect(() => {
    if (ready && auth.status === 1) void refresh();
  }, [ready, auth.status, refresh]);
  // A model writes in the background: poll while any article is being written.
  const writing = data?.articles.some((a) => a.status === 'generating') ?? false;
  useEffect(() => {
    if (!writing) return;
    const t = setInterval(() => void refresh(), 2000);
    return () => clearInterval(t);
  }, [writing, refresh]);

  if (!ready || (!data && !failure && auth.status === 1))
    return (
      <p className="muted" role="status">
        Loading articles…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your articles.
      </p>
    );
  if (!data)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );
  const role = auth.member_role ?? 'owner';
  if (data.locked) return <LockedTool kind="article" isOwner={role === 'owner'} />;
  const canWrite = roleAtLeast(role, 'manager');
  const open = data.articles.find((a) => a.id === openId);

  async function start(chosen: { topic: string; keyword: string }) {
    const parsed = generateArticleSchema.safeParse(chosen);
    if (!parsed.success) return setTopicError(parsed.error.issues[0]!.message);
    setTopicError('');
    setBusy(true);
    setNotice('Writing your article…');
    const r = await draftArticle(parsed.data);
    setBusy(false);
    await refresh();
    if (!r.ok) return setNotice(r.message || 'The article could not be written. Please try again.');
    setNotice(
      r.data.article.status === 'generating'
        ? 'Your article is being written. It appears below when it is ready.'
        : `Draft ready: ${r.data.article.title}`,
    );
    if (r.data.article.status === 'draft') setOpenId(r.data.article.id);
    setTopic('');
    setKeyword('');
  }

  function changed(article: ArticleView | null, message: string) {
    setNotice(message);
    if (!article) setOpenId(null);
    setData(
      (d) =>
        d && {
          ...d,
          articles: article
            ? d.articles.map((a) => (a.id === article.id ? article : a))
            : d.articles.filter((a) => a.id !== openId),
        },
    );
  }

  return (
    <div className="content-tool">
      <QuotaLine quota={data.quota} />
      {data.copywriter === 'builtin' && (
        <p className="muted small">
          Drafts are written by Main Street’s built-in writer from your business details only (no AI model is configured
          here).
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {canWrite && (
        <section className="card" aria-labelledby="new-article">
          <div className="card-body">
            <h2 id="new-article">New article</h2>
            {data.quota.left === 0 ? (
              <p>You have used this month’s articles.</p>
            ) : (
              <>
                <h3>Suggested topics</h3>
                <ul className="topic-list">
                  {data.topics.map((t) => (
                    <li key={t.topic}>
                      <span>
                        {t.topic} <span className="muted small">({t.source})</span>
                      </span>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        disabled={busy}
                        onClick={() => void start(t)}
                        aria-label={`Write: ${t.topic}`}
                      >
                        Write this
                      </button>
                    </li>
                  ))}
                </ul>
                <form
                  className="own-topic"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void start({ topic, keyword });
                  }}
                >
                  <h3>Or your own topic</h3>
                  <label>
                    Topic
                    <input
                      value={topic}
                      maxLength={140}
                      onChange={(e) => setTopic(e.target.value)}
                      aria-invalid={Boolean(topicError)}
                      aria-describedby={topicError ? 'topic-error' : undefined}
                    />
                  </label>
                  {topicError && (
                    <p className="field-error" id="topic-error">
                      {topicError}
                    </p>
                  )}
                  <label>
                    Keyword (optional)
                    <input value={keyword} maxLength={80} onChange={(e) => setKeyword(e.target.value)} />
                  </label>
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    Write the draft
                  </button>
                </form>
              </>
            )}
          </div>
        </section>
      )}
      <section className="card" aria-labelledby="your-articles">
        <div className="card-body">
          <h2 id="your-articles">Your articles</h2>
          {data.articles.length === 0 ? (
            <p className="muted">No articles yet.</p>
          ) : (
            <ul className="article-list">
              {data.articles.map((a) => (
                <li key={a.id}>
                  <span className="article-name">{a.title || a.topic}</span>
                  <span className={`badge status-${a.status}`}>{STATUS[a.status]}</span>
                  {a.status === 'error' && <span className="small">{a.errorMessage}</span>}
                  {a.liveUrl && (
                    <a className="small" href={a.liveUrl}>
                      View on your site
                    </a>
                  )}
                  {['draft', 'scheduled', 'published'].includes(a.status) && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => setOpenId(a.id === openId ? null : a.id)}
                      aria-expanded={a.id === openId}
                    >
                      {a.id === openId ? 'Close' : 'Open'}
                      <span className="sr-only"> {a.title}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!data.siteAddress && (
            <p className="muted small">Published articles appear on your website’s blog once your website is live.</p>
          )}
        </div>
      </section>
      {open && (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the article…
            </p>
          }
        >
          <ArticleEditor
            key={open.id}
            article={open}
            assetBase={data.assetBase}
            canEdit={roleAtLeast(role, 'staff')}
            canPublish={canWrite}
            onChanged={changed}
          />
        </Suspense>
      )}
    </div>
  );
}
