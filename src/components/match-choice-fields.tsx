import { QUICK_MATCH_TIME_LIMITS } from '@/domain/matchmaking';
import {
  isMotionCategory,
  MOTION_CATEGORIES,
  type MotionCategory,
} from '@/domain/motion-categories';
import { ChoiceGroup } from './choice-group';
import { MATCH_CHOICE_TEXT, minutesText } from './match-choice-texts';

const TIME_LIMIT_OPTIONS = QUICK_MATCH_TIME_LIMITS.map((minutes) => ({
  value: minutes as number,
  label: minutesText(minutes),
}));

/** 'Time limit': the Quick Match time limits (15 or 30 minutes) as radio chips. */
export function TimeLimitChoice({
  name,
  value,
  onChange,
  className,
}: {
  name: string;
  value: number;
  onChange(minutes: number): void;
  className: string;
}) {
  return (
    <ChoiceGroup
      legend={MATCH_CHOICE_TEXT.timeLegend}
      name={name}
      options={TIME_LIMIT_OPTIONS}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}

/** 'Topic': a motion category, or 'Any topic' (null). */
export function MotionCategorySelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: MotionCategory | null;
  onChange(category: MotionCategory | null): void;
  /** Added to the field's own 'field' class. */
  className?: string;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {MATCH_CHOICE_TEXT.categoryLabel}
      </label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        onChange={(e) => onChange(isMotionCategory(e.target.value) ? e.target.value : null)}
      >
        <option value="">{MATCH_CHOICE_TEXT.anyCategory}</option>
        {MOTION_CATEGORIES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
