/** Relative age of a date (spec §9): seconds, mins, hours, days under 30, months under 12, then years. Pure. */

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many} ago`;
}

export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return plural(seconds, 'second', 'seconds');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'min', 'mins');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour', 'hours');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day', 'days');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month', 'months');
  return plural(Math.max(1, Math.floor(days / 365)), 'year', 'years');
}
