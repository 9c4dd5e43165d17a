interface RerunQuestionProps {
  source: 'html' | 'markdown';
  /** False when the pasted text was too large to keep with the run. */
  pastedKept: boolean;
  onRun(): void;
  onDismiss(): void;
}

/** Re-running a run made on pasted text: asked, not assumed (the text may be out of date). */
export function RerunQuestion({ source, pastedKept, onRun, onDismiss }: RerunQuestionProps): React.JSX.Element {
  const what = source === 'html' ? 'HTML' : 'Markdown';
  return (
    <section className="notice compact" role="alertdialog" aria-label="Re-run on pasted text">
      {pastedKept ? (
        <p>
          This run was made on pasted {what}. Run it again on the same {what}, or paste newer {what} below and press
          Run.
        </p>
      ) : (
        <p>
          This run was made on pasted {what} too large to keep with it. Paste the {what} again below, then press Run.
        </p>
      )}
      <p className="actions">
        {pastedKept && (
          <button type="button" className="primary" onClick={onRun}>
            Run on the same {what}
          </button>
        )}
        <button type="button" onClick={onDismiss}>
          {pastedKept ? 'Not now' : 'OK'}
        </button>
      </p>
    </section>
  );
}
