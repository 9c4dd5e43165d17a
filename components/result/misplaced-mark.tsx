/**
 * The mark beside a value the page shows only in another role: in another record, in a block
 * of other items, beside another quantity's label (grounding.misplaced). Its words say where.
 */
export function MisplacedMark({ where }: { where: string }): React.JSX.Element {
  const text = `found elsewhere on the page${where ? `: ${where}` : ''}`;
  return (
    <span className="misplaced-mark" title={text} data-testid="misplaced-mark">
      ↷ {text}
    </span>
  );
}
