/** The AI evaluation in a debate: banner, progress, outcome and results. */
export { EvaluationPanel } from './evaluation-panel';

/** A finished debate's result, for the public results page. */
export { ResultBody } from './result-body';

/** 'Appeal Verdict' for the two debaters, on the results page as in the results dialog. */
export { AppealSection } from './appeal-section';
