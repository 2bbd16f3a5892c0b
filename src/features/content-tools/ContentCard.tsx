/** The dashboard card 'Articles and images': what is left this month and when it resets, or what Complete would add. */
import { useEffect, useState } from 'react';
import type { QuotaView } from '../../schemas/articles.ts';
import { getPlan, formatPlanPrice } from '../plans/plans.ts';
import { loadArticles, loadMedia } from './content-tools-api.ts';
import { QuotaLine } from './ToolState.tsx';

export default function ContentCard({ isOwner }: { isOwner: boolean }) {
  const [quotas, setQuotas] = useState<{ article: QuotaView; image: QuotaView } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void Promise.all([loadArticles(), loadMedia()]).then(([a, m]) => {
      if (a.ok && m.ok) setQuotas({ article: a.data.quota, image: m.data.quota });
      else setFailed(true);
    });
  }, []);
  if (failed)
    return <p className="muted small">Your articles and images could not be loaded. Please reload the page.</p>;
  if (!quotas)
    return (
      <p className="muted small" role="status">
        Loading…
      </p>
    );
  if (quotas.article.limit === 0) {
    const complete = getPlan('complete');
    return (
      <>
        <p>
          The {complete.name} plan ({formatPlanPrice(complete)}) adds {complete.articlesPerMonth} SEO articles and{' '}
          {complete.imagesPerMonth} images a month.
        </p>
        {isOwner && (
          <p>
            <a href="/checkout/">Upgrade to {complete.name}</a>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <QuotaLine quota={quotas.article} />
      <QuotaLine quota={quotas.image} />
      <p>
        <a href="/dashboard/articles/">Articles</a> · <a href="/dashboard/images/">Images</a>
      </p>
    </>
  );
}
