import './choice-group.css';

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

/**
 * A fieldset of radio buttons drawn as outlined chips under their legend, the chosen one
 * highlighted. The caller's className places the group (its margins).
 */
export function ChoiceGroup<T>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange(value: T): void;
  className: string;
}) {
  return (
    <fieldset className={`choice-group ${className}`}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.label} className="choice-group__option">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
