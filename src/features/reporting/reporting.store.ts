/** The reporting page's state (nanostores): the report for the chosen period, and the digest switch. */
import { atom } from 'nanostores';
import { reportResponseSchema, type PeriodDays, type ReportResponse } from '../../schemas/reporting.ts';
import { requestJson } from '../register/account-api.ts';

export interface ReportState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  days: PeriodDays;
  report: ReportResponse | null;
  message: string;
}

export const $report = atom<ReportState>({ status: 'loading', days: 30, report: null, message: '' });
export const $digestNotice = atom('');

export async function loadReport(days: PeriodDays, fetcher: typeof fetch = fetch): Promise<void> {
  $report.set({ ...$report.get(), status: 'loading', days });
  const r = await requestJson<unknown>(`/api/reporting?days=${days}`, {}, fetcher);
  if (r.ok) {
    const parsed = reportResponseSchema.safeParse(r.data);
    $report.set(
      parsed.success
        ? { status: 'ready', days, report: parsed.data, message: '' }
        : { ...$report.get(), status: 'error', message: 'The report could not be read.' },
    );
  } else {
    $report.set({ ...$report.get(), status: r.status === 401 ? 'signed-out' : 'error', message: r.message });
  }
}

export async function setWeeklyDigest(on: boolean, fetcher: typeof fetch = fetch): Promise<void> {
  const r = await requestJson<{ weeklyDigest: boolean }>(
    '/api/reporting/settings',
    { method: 'PUT', body: { weeklyDigest: on } },
    fetcher,
  );
  const state = $report.get();
  if (r.ok && state.report) {
    $report.set({
      ...state,
      report: { ...state.report, settings: { ...state.report.settings, weeklyDigest: r.data.weeklyDigest } },
    });
    $digestNotice.set(
      r.data.weeklyDigest ? 'The weekly email is on: it comes on Monday mornings.' : 'The weekly email is off.',
    );
  } else if (!r.ok) {
    $digestNotice.set(r.message || 'The setting was not saved. Please try again.');
  }
}
