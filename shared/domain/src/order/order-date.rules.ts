const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The label on an order card (SPEC §9): the difference in days is rounded up, so anything
 * within the last 24 hours is "Today", a difference of 2 is "Yesterday", up to 7 is
 * "N-1 days ago", and older orders show a short date.
 */
export function orderDateLabel(date: Date | string, now: Date = new Date()): string {
  const at = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) return '';
  const days = Math.ceil(Math.abs(now.getTime() - at.getTime()) / DAY_MS);
  if (days <= 1) return 'Today';
  if (days === 2) return 'Yesterday';
  if (days <= 7) return `${days - 1} days ago`;
  return shortDate.format(at);
}
