/**
 * 'Add French pages' in the background (issue 42): the copywriter may be a model, which can take longer
 * than a synchronous function's 60 s. POST /api/site/second-language checks the request, records a job
 * and starts site-second-language-background (Netlify answers 202 at once); the background function
 * writes the pages and saves them as one new version (second-language.ts); the editor polls the job, and
 * finds it again after the browser closed. One job writes at a time per business: a second click joins it.
 */
import type { SiteLanguage } from '../../shared/languages.ts';
import { SECOND_LANGUAGE_MESSAGES, type SecondLanguageStatus } from '../../schemas/site-second-language.ts';
import { getCopywriter } from '../ai/copywriter.ts';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { backgroundToken, startBackground, verifyBackgroundToken } from '../background.ts';
import { addSecondLanguage, loadAddable } from './second-language.ts';
import { loadSiteSpec } from './site-specs.ts';

export const SECOND_LANGUAGE_BACKGROUND = 'site-second-language-background';
/** A job still writing after Netlify's 15 minutes died with its function: reported as stopped. */
const GIVEN_UP = "interval '16 minutes'";

interface JobRow extends Record<string, unknown> {
  id: string;
  business_id: string;
  language: SiteLanguage;
  base_version: number;
  status: 'writing' | 'done' | 'failed';
  error_message: string | null;
  elapsed: number;
}
const COLUMNS = `id, business_id, language, base_version, error_message,
  CASE WHEN status = 'writing' AND created_at < now() - ${GIVEN_UP} THEN 'failed' ELSE status END AS status,
  extract(epoch FROM coalesce(finished_at, now()) - created_at)::float AS elapsed`;

export const jobToken = (jobId: string) => backgroundToken('second-language-job', jobId);
export const verifyJobToken = (jobId: string, token: string | null) =>
  verifyBackgroundToken('second-language-job', jobId, token);

const finish = (id: string, error: string | null) =>
  query(
    `UPDATE site_language_jobs SET status = $2, error_message = $3, finished_at = now()
     WHERE id = $1 AND status = 'writing'`,
    [id, error ? 'failed' : 'done', error],
  );

/** Checks the request now (400, 404, 409 at once), then records the job and starts the background run. */
export async function startSecondLanguage(
  businessId: string,
  language: SiteLanguage,
  baseVersion: number,
  origin: string,
): Promise<SecondLanguageStatus> {
  await loadAddable(businessId, language, baseVersion);
  // A job its function never finished frees the business's one writing slot.
  await query(
    `UPDATE site_language_jobs SET status = 'failed', error_message = $2, finished_at = now()
     WHERE business_id = $1 AND status = 'writing' AND created_at < now() - ${GIVEN_UP}`,
    [businessId, SECOND_LANGUAGE_MESSAGES.unfinished],
  );
  const [created] = await query<{ id: string }>(
    `INSERT INTO site_language_jobs (business_id, language, base_version) VALUES ($1, $2, $3)
     ON CONFLICT (business_id) WHERE status = 'writing' DO NOTHING RETURNING id`,
    [businessId, language, baseVersion],
  );
  const started = (id: string) => startBackground(origin, SECOND_LANGUAGE_BACKGROUND, jobToken(id), { job_id: id });
  if (created && !(await started(created.id))) await finish(created.id, SECOND_LANGUAGE_MESSAGES.notStarted);
  return secondLanguageStatus(businessId, created?.id);
}

/** The background run: writes and saves the pages, and records how it ended (never throws for the caller). */
export async function runSecondLanguageJob(jobId: string): Promise<void> {
  const [job] = await query<JobRow>(`SELECT ${COLUMNS} FROM site_language_jobs WHERE id = $1`, [jobId]);
  if (!job || job.status !== 'writing') return; // finished already: a retry changes nothing
  try {
    await addSecondLanguage(job.business_id, job.language, job.base_version, getCopywriter());
    await finish(jobId, null);
  } catch (error) {
    if (!(error instanceof HttpError)) console.error(`[second-language] job ${jobId} failed:`, error);
    await finish(
      jobId,
      error instanceof HttpError && error.status < 500 ? error.message : SECOND_LANGUAGE_MESSAGES.failed,
    );
  }
}

/** The business's job (`jobId`, else its latest), and the working copy with both languages once done. */
export async function secondLanguageStatus(businessId: string, jobId?: string): Promise<SecondLanguageStatus> {
  const [job] = await query<JobRow>(
    `SELECT ${COLUMNS} FROM site_language_jobs WHERE business_id = $1 AND ($2::uuid IS NULL OR id = $2)
     ORDER BY created_at DESC LIMIT 1`,
    [businessId, jobId ?? null],
  );
  if (!job) {
    if (jobId) throw new HttpError(404, 'not_found', 'This job does not exist.');
    return { job: null };
  }
  const status = job.status;
  const error = status === 'failed' ? (job.error_message ?? SECOND_LANGUAGE_MESSAGES.unfinished) : null;
  const view = { id: job.id, language: job.language, status, elapsedSeconds: Math.round(job.elapsed), error };
  if (status !== 'done') return { job: view };
  const current = await loadSiteSpec(businessId);
  if (!current) return { job: view };
  return { job: view, result: { spec: current.spec, version: current.version, updatedAt: current.updatedAt } };
}
