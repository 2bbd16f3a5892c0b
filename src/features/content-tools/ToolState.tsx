/** What both tools show above their work: the month's quota, or the lock with what Complete gives. */
import { getPlan, formatPlanPrice } from '../plans/plans.ts';
import { KIND_LABEL, type ContentKind } from './quota.ts';
import type { QuotaView } from '../../schemas/articles.ts';

const DAY = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', timeZone: 'UTC' });

export function QuotaLine({ quota }: { quota: QuotaView }) {
  const label = KIND_LABEL[quota.kind];
  return (
    <p className="quota-line" role="status">
      <strong>
        {quota.left} of {quota.limit} {label.many} left this month.
      </strong>{' '}
      <span className="muted">Resets on {DAY.format(new Date(quota.resetsAt))}.</span>
    </p>
  );
}

export function LockedTool({ kind, isOwner }: { kind: ContentKind; isOwner: boolean }) {
  const complete = getPlan('complete');
  const amount = kind === 'article' ? complete.articlesPerMonth : complete.imagesPerMonth;
  const what =
    kind === 'article'
      ? `${amount} SEO articles a month: topics from your business, a draft written from your own details, an SEO checklist, and publishing to your website’s blog.`
      : `${amount} images a month for your website, listing and articles, in one media library with your own photos.`;
  return (
    <section className="card tool-locked" aria-labelledby={`locked-${kind}`}>
      <div className="card-body">
        <h2 id={`locked-${kind}`}>{kind === 'article' ? 'Articles' : 'Images'} are locked on your plan</h2>
        <p>
          The {complete.name} plan ({formatPlanPrice(complete)}) includes {what}
        </p>
        {isOwner ? (
          <p>
            <a className="btn btn-primary" href="/checkout/">
              Upgrade to {complete.name}
            </a>
          </p>
        ) : (
          <p className="muted">Ask the owner of this business to upgrade.</p>
        )}
      </div>
    </section>
  );
}
