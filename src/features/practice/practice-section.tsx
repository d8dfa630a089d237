import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ChoiceGroup, type ChoiceOption } from '@/components/choice-group';
import { MotionCategorySelect, TimeLimitChoice } from '@/components/match-choice-fields';
import { matchChoiceFromParams } from '@/domain/match-choice';
import { MOTIONS, motionById } from '@/domain/motions';
import type { MotionCategory, Side } from '@/domain/motion-categories';
import { useOnline } from '@/hooks/use-online';
import { PRACTICE_TEXT } from './practice-texts';
import { useStartPractice } from './use-start-practice';
import './practice.css';

/**
 * Practice with AI (home section 'practice'): a motion (chosen, or drawn from a topic), a
 * side (chosen or drawn) and a time limit, then the debate room against the AI debater.
 */
export function PracticeSection() {
  const [params] = useSearchParams();
  const [initial] = useState(() => matchChoiceFromParams(params));
  const [category, setCategory] = useState<MotionCategory | null>(initial.category);
  const [motionId, setMotionId] = useState('');
  const [side, setSide] = useState<Side | null>(null);
  const [timeLimit, setTimeLimit] = useState<number>(initial.timeLimit);
  const practice = useStartPractice();
  const online = useOnline();
  const id = useId();
  const motions = category ? MOTIONS.filter((m) => m.category === category) : MOTIONS;
  const motion = motionById(motionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void practice.start({ motionId: motion?.id ?? null, category, side, timeLimit });
  };
  const sides: ChoiceOption<Side | null>[] = [
    { value: 'for', label: PRACTICE_TEXT.sideFor },
    { value: 'against', label: PRACTICE_TEXT.sideAgainst },
    { value: null, label: PRACTICE_TEXT.sideEither },
  ];

  return (
    <section className="practice card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {PRACTICE_TEXT.title}
      </h2>
      <p className="field__hint">{PRACTICE_TEXT.intro}</p>
      <form className="practice__form" onSubmit={submit}>
        <MotionCategorySelect
          id={`${id}-category`}
          value={category}
          onChange={(next) => {
            setCategory(next);
            setMotionId('');
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-motion`}>
            {PRACTICE_TEXT.motionLabel}
          </label>
          <select
            id={`${id}-motion`}
            className="select"
            value={motionId}
            onChange={(e) => setMotionId(e.target.value)}
          >
            <option value="">{PRACTICE_TEXT.drawMotion}</option>
            {motions.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </select>
        </div>
        {motion && (
          <dl className="practice__positions">
            <div>
              <dt>{PRACTICE_TEXT.sideFor}</dt>
              <dd>{motion.for}</dd>
            </div>
            <div>
              <dt>{PRACTICE_TEXT.sideAgainst}</dt>
              <dd>{motion.against}</dd>
            </div>
          </dl>
        )}
        <ChoiceGroup
          legend={PRACTICE_TEXT.sideLegend}
          name={`${id}-side`}
          options={sides}
          value={side}
          onChange={setSide}
          className="practice__choices"
        />
        <TimeLimitChoice
          name={`${id}-minutes`}
          value={timeLimit}
          onChange={setTimeLimit}
          className="practice__choices"
        />
        {!online && (
          <p className="alert alert--info" role="status">
            {PRACTICE_TEXT.offline}
          </p>
        )}
        {practice.error && (
          <p className="alert alert--error" role="alert">
            {practice.error}
          </p>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={practice.busy || !online}
          aria-busy={practice.busy}
        >
          {practice.busy && <span className="spinner" aria-hidden="true" />}
          {practice.busy ? PRACTICE_TEXT.starting : PRACTICE_TEXT.start}
        </button>
      </form>
    </section>
  );
}
