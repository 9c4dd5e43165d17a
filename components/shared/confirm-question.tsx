import { useEffect, useId, useRef } from 'react';

interface ConfirmQuestionProps {
  question: string;
  detail?: string;
  confirmLabel: string;
  keepLabel: string;
  onConfirm(): void;
  onKeep(): void;
}

/** A question asked in the page (never window.confirm): the safe answer keeps the user's work. */
export function ConfirmQuestion(props: ConfirmQuestionProps): React.JSX.Element {
  const titleId = useId();
  const detailId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <section
      className="notice compact confirm-question"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={props.detail ? detailId : undefined}
    >
      <p id={titleId} className="confirm-title">
        {props.question}
      </p>
      {props.detail && (
        <p id={detailId} className="muted small">
          {props.detail}
        </p>
      )}
      <p className="actions">
        <button type="button" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" ref={keep} className="primary" onClick={props.onKeep}>
          {props.keepLabel}
        </button>
      </p>
    </section>
  );
}
