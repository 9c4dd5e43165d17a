import { useId } from 'react';

interface RadioChoicesProps<T extends string> {
  /** Names the group for screen readers (the section heading shows it to everyone). */
  legend: string;
  choices: Array<[T, string]>;
  value: T;
  onChoose(value: T): void;
}

/** One setting picked from a few choices: radio buttons, each with its sentence as the label. */
export function RadioChoices<T extends string>({
  legend,
  choices,
  value,
  onChoose,
}: RadioChoicesProps<T>): React.JSX.Element {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className="check">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChoose(choice)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
