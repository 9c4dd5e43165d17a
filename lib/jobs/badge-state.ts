import type { JobStatus } from '../contract';

export interface BadgeState {
  text: string;
  color: string;
  title: string;
}

/**
 * What the toolbar button shows for the newest job, so a user who closed the popup sees
 * that a run is going, has finished, or has failed without opening Quarry again.
 */
export function badgeFor(status: JobStatus | null): BadgeState {
  switch (status) {
    case 'queued':
    case 'processing':
      return { text: '…', color: '#2456d6', title: 'Quarry — extracting…' };
    case 'completed':
      return { text: '✓', color: '#107c41', title: 'Quarry — extraction finished: open Quarry to see the result' };
    case 'failed':
      return { text: '!', color: '#b42318', title: 'Quarry — extraction failed: open Quarry to see why' };
    default:
      return { text: '', color: '#2456d6', title: 'Quarry' };
  }
}
