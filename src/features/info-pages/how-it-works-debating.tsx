import type { DocSection } from './doc-section';

/** How a debate runs, from the request to the verdict screen. */
export const debatingSections: readonly DocSection[] = [
  {
    id: 'at-a-glance',
    title: 'At a glance',
    body: (
      <ol>
        <li>Post a debate request, or accept someone else’s.</li>
        <li>Both of you mark yourselves ready, and the clock starts.</li>
        <li>Make your case in the debate chat before time runs out.</li>
        <li>Both of you agree to an evaluation.</li>
        <li>Three AI judges read the debate and pick a winner, or call a draw.</li>
      </ol>
    ),
  },
  {
    id: 'requests',
    title: 'Start or join a debate',
    body: (
      <>
        <p>
          <strong>Start a Debate</strong> from the home screen: write the topic, your stance on it,
          and choose a time limit of 15, 30, 45 or 60 minutes (30 by default). Your request then
          appears in everyone’s list of debates, with your phone number, until someone accepts it.
          When that happens you get a notification, and a debate chat opens for the two of you.
        </p>
        <p>
          <strong>Join a Debate</strong> to browse open requests. Search by topic, switch between
          All, My Debates and Available, and accept one you want to argue. The list refreshes itself
          every 10 seconds. You cannot accept your own request.
        </p>
        <p>
          Changed your mind? Before the debate starts, either of you can use{' '}
          <strong>Exit Debate</strong>: the chat is removed and the request goes back to the list
          for someone else to accept.
        </p>
      </>
    ),
  },
  {
    id: 'countdown',
    title: 'Getting ready and the countdown',
    body: (
      <>
        <p>
          A new debate waits until both of you tap <strong>Ready to Debate</strong>. The banner
          shows how many of you are ready, and you can tap again to take your “ready” back while you
          wait.
        </p>
        <p>
          As soon as you are both ready, the debate starts and the <strong>Time Remaining</strong>{' '}
          countdown runs from the time limit down to zero. It turns red in the last five minutes.
          When it reaches zero, the debate is over.
        </p>
      </>
    ),
  },
  {
    id: 'evaluation',
    title: 'Asking for a verdict',
    body: (
      <>
        <p>
          <strong>An evaluation happens only if both of you agree.</strong> During the debate,
          either of you can tap <strong>Request AI Evaluation</strong>; the other taps{' '}
          <strong>Agree to Evaluate</strong>. Either of you can change your mind until the
          evaluation starts. Once you have both agreed, the debate is marked as completed and{' '}
          <strong>Start AI Evaluation</strong> sends it to the judges.
        </p>
        <p>
          While the judges work, a progress screen shows each judge’s status. Then you see whether
          you won or lost, and <strong>View Full Results</strong> opens the details: the winner,
          both stances, what the winner did well, areas for improvement, how each judge voted and
          with what confidence, and the complete analysis.
        </p>
      </>
    ),
  },
];
