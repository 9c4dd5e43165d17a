/** The mark beside a value the page does not show (table cells and tree leaves). */
export function NotFoundMark(): React.JSX.Element {
  return (
    <span className="not-found-mark" title="not found on the page" role="img" aria-label="not found on the page">
      ⚠
    </span>
  );
}
