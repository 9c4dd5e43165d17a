import { useGroundingMarks } from '@/lib/ui/grounding-marks';

const NAME_CHARS = 40;

/**
 * The small button beside a value found on the page: scrolls the run's tab to it and
 * outlines it there. Nothing is shown for values not found, derived or not checked, or when
 * the run has no page to show them in.
 */
export function LocateButton({ pointer, value }: { pointer: string; value: unknown }): React.JSX.Element | null {
  const { found, locate } = useGroundingMarks();
  if (!locate || !found?.has(pointer)) return null;
  const text = String(value);
  const name = text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS)}…` : text;
  return (
    <button
      type="button"
      className="locate-button"
      title="Show on the page"
      aria-label={`Show “${name}” on the page`}
      onClick={() => locate(pointer)}
    >
      {/* Drawn, not a font glyph: many system fonts have no ⌖ and would show an empty box. */}
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 0.5v4M8 11.5v4M0.5 8h4M11.5 8h4" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}
