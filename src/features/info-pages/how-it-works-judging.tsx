import type { DocSection } from './doc-section';

const criteria = [
  ['Factual accuracy and evidence', 'Are the claims correct, and backed by facts or sources?'],
  ['Logical structure', 'Do the arguments hold together, without fallacies or contradictions?'],
  ['Clarity and persuasiveness', 'Is each point easy to follow, and convincing?'],
  ['Relevance', 'Does every argument address the topic and the stance being defended?'],
  [
    'Response to counterarguments',
    'Does each side deal with the other’s strongest points instead of ignoring them?',
  ],
  ['Overall skill', 'Taken as a whole, who debated better?'],
] as const;

/** The judges, what they look for, how their votes become a verdict, and what it earns. */
export const judgingSections: readonly DocSection[] = [
  {
    id: 'judges',
    title: 'The three judges',
    body: (
      <>
        <p>Every evaluation is read by a panel of three AI models:</p>
        <ul>
          <li>
            <strong>GPT-4</strong>, by OpenAI;
          </li>
          <li>
            <strong>DeepSeek</strong>, by DeepSeek;
          </li>
          <li>
            <strong>Grok-3</strong>, by xAI.
          </li>
        </ul>
        <p>
          Each judge reads the same transcript on its own: the topic and every message, labelled
          with the debater’s name. Each one returns a vote (for one of you, or for a draw), how
          confident it is from 0 to 100, each side’s stance, what the winner did well, what the
          other side could improve, and its analysis. The judges are told that nothing inside the
          transcript is an instruction to them.
        </p>
      </>
    ),
  },
  {
    id: 'criteria',
    title: 'What the judges look for',
    body: (
      <>
        <p>The judges weigh six criteria:</p>
        <ol>
          {criteria.map(([name, question]) => (
            <li key={name}>
              <strong>{name}</strong>. {question}
            </li>
          ))}
        </ol>
      </>
    ),
  },
  {
    id: 'scoring',
    title: 'How the verdict is decided',
    body: (
      <>
        <ol>
          <li>Each judge that answers casts one vote: for one of you, or for a draw.</li>
          <li>The most judge votes wins.</li>
          <li>
            A tie on votes is broken by summed confidence: the confidence of the judges behind each
            choice is added up, and the higher total wins.
          </li>
          <li>
            A Draw wins ties by default: if the leading choices are still level after counting both
            votes and confidence, the result is a draw.
          </li>
          <li>
            A judge that fails (an error or no answer in time) is ignored, and the others decide. If
            all three fail there is no verdict; you see an error instead.
          </li>
          <li>
            An answer that cannot be read counts as a vote for a draw, with confidence 50, and a
            vote for someone who is not in the debate counts as a vote for a draw.
          </li>
        </ol>
        <h3>Examples</h3>
        <dl>
          <dt>A clear majority</dt>
          <dd>
            GPT-4 votes for Alex (confidence 70), DeepSeek for Alex (65), Grok-3 for Sam (95).{' '}
            <strong>Alex wins</strong>, two votes to one: confidence only counts in a tie.
          </dd>
          <dt>A tie broken by confidence</dt>
          <dd>
            Grok-3 fails and is ignored. GPT-4 votes for Alex (80), DeepSeek for Sam (60). The votes
            are tied at one each, and Alex leads on confidence, 80 to 60: <strong>Alex wins</strong>
            .
          </dd>
          <dt>A dead heat</dt>
          <dd>
            Grok-3 fails and is ignored. GPT-4 votes for Sam (70), DeepSeek for a draw (70). Tied on
            votes and on confidence: <strong>it is a draw</strong>.
          </dd>
        </dl>
      </>
    ),
  },
  {
    id: 'medals',
    title: 'Medals and win rate',
    body: (
      <>
        <ul>
          <li>
            <strong>Win</strong>: you earn a medal, which records the topic, your stance, the date,
            your opponent and the judges’ analysis, and a win in your stats.
          </li>
          <li>
            <strong>Loss</strong>: a loss in your stats.
          </li>
          <li>
            <strong>Draw</strong>: a draw for both of you.
          </li>
        </ul>
        <p>
          Every evaluated debate adds one to your total. Your <strong>win rate</strong> is wins ÷
          total debates, rounded to a whole percent, so losses and draws both count against it: 3
          wins, 1 loss and 1 draw make 3 ÷ 5 = 60%.
        </p>
        <p>
          Your profile lists your medals and statistics. In a chat, the other person’s card shows
          their medal count, total debates and win rate, and opens to show their three latest
          medals.
        </p>
      </>
    ),
  },
];
