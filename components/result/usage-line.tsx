import type { Usage } from '@/lib/contract';

const number = new Intl.NumberFormat('en-US');

/** What a run cost: tokens, chunks, pages, time. */
export function UsageLine({ usage, mock }: { usage: Usage; mock: boolean }): React.JSX.Element {
  const parts = [
    `${number.format(usage.inputTokens)} tokens in`,
    `${number.format(usage.outputTokens)} out`,
    `${usage.chunks} ${usage.chunks === 1 ? 'chunk' : 'chunks'}`,
    `${usage.pages} ${usage.pages === 1 ? 'page' : 'pages'}`,
    `${(usage.durationMs / 1000).toFixed(1)} s`,
  ];
  return (
    <p className="usage muted" aria-label="Usage">
      {parts.join(' · ')}
      {mock && ' · mock run: no credits used'}
    </p>
  );
}
