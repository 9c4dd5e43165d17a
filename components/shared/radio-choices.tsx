import { useId, type ReactNode } from 'react';

interface RadioChoicesProps<T extends string> {
  /** Names the group: for screen readers only, unless `showLegend` (the section heading often shows it to everyone). */
  legend: string;
  showLegend?: boolean;
  choices: ReadonlyArray<readonly [T, ReactNode]>;
  value: T;
  onChoose(value: T): void;
  /** Choices that cannot be picked now (shown, greyed). */
  disabled?(value: T): boolean;
  /** The fieldset's class ("source", "field") and each label's ("check" by default, or "radio"). */
  className?: string;
  labelClassName?: string;
}

/** One setting picked from a few choices: radio buttons, each with its sentence as the label. */
export function RadioChoices<T extends string>({
  legend,
  showLegend = false,
  choices,
  value,
  onChoose,
  disabled,
  className,
  labelClassName = 'check',
}: RadioChoicesProps<T>): React.JSX.Element {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={showLegend ? undefined : 'sr-only'}>{legend}</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className={labelClassName}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            disabled={disabled?.(choice)}
            onChange={() => onChoose(choice)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
