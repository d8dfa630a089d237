import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_PENDING_REQUESTS, TOO_MANY_PENDING_REQUESTS } from '@/domain/limits';

const data = vi.hoisted(() => ({
  createDebateRequest: vi.fn(),
  user: { uid: 'me', phoneNumber: '+15550000001' } as { uid: string; phoneNumber: string } | null,
}));

vi.mock('@/data/debate-requests', () => ({
  createDebateRequest: data.createDebateRequest,
}));
vi.mock('@/hooks/use-session', () => ({
  useSession: () => ({ user: data.user, loading: false, error: null }),
}));

const { CreateDebateSection } = await import('./create-debate-section');

function renderSection() {
  render(
    <MemoryRouter>
      <CreateDebateSection />
    </MemoryRouter>,
  );
  return {
    topic: screen.getByLabelText('Debate topic') as HTMLTextAreaElement,
    stance: screen.getByLabelText('Your stance') as HTMLTextAreaElement,
    limit: screen.getByLabelText('Time limit') as HTMLSelectElement,
    submit: () => screen.getByRole('button', { name: /Create Debate Request|Creating…/ }),
  };
}

function fill(topic: string, stance: string) {
  fireEvent.change(screen.getByLabelText('Debate topic'), { target: { value: topic } });
  fireEvent.change(screen.getByLabelText('Your stance'), { target: { value: stance } });
}

beforeEach(() => {
  data.createDebateRequest.mockReset();
  data.user = { uid: 'me', phoneNumber: '+15550000001' };
});

afterEach(cleanup);

describe('CreateDebateSection', () => {
  test('has a heading, the two texts and the 15/30/45/60 select defaulting to 30', () => {
    const form = renderSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Create Request');
    expect(form.limit.value).toBe('30');
    expect([...form.limit.options].map((o) => o.value)).toEqual(['15', '30', '45', '60']);
    expect(form.topic).toHaveAttribute('maxLength', '200');
    expect(form.stance).toHaveAttribute('maxLength', '1000');
  });

  test('keeps the button disabled until both texts have more than spaces', () => {
    const form = renderSection();
    expect(form.submit()).toBeDisabled();
    fill('Tea or coffee', '');
    expect(form.submit()).toBeDisabled();
    fill('Tea or coffee', '   ');
    expect(form.submit()).toBeDisabled();
    fill('', 'Tea');
    expect(form.submit()).toBeDisabled();
    fill('Tea or coffee', 'Tea');
    expect(form.submit()).toBeEnabled();
  });

  test('creates the trimmed request, is busy meanwhile, then says so and clears the fields', async () => {
    let done: (id: string) => void = () => undefined;
    data.createDebateRequest.mockReturnValue(new Promise((resolve) => (done = resolve)));
    const form = renderSection();
    fill('  Tea or coffee ', ' Tea, always ');
    fireEvent.change(form.limit, { target: { value: '45' } });
    fireEvent.click(form.submit());

    // 'Public debate: anyone can watch' is off by default.
    expect(data.createDebateRequest).toHaveBeenCalledWith(
      { topic: 'Tea or coffee', stance: 'Tea, always', timeLimit: 45 },
      { isPublic: false },
    );
    expect(form.submit()).toHaveTextContent('Creating…');
    expect(form.submit()).toBeDisabled();
    // A second submit while busy does nothing.
    fireEvent.submit(form.topic.form!);
    expect(data.createDebateRequest).toHaveBeenCalledTimes(1);

    await act(async () => done('new-id'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/browse and accept/);
    expect(status).toHaveTextContent(/SMS notification/);
    expect(form.topic.value).toBe('');
    expect(form.stance.value).toBe('');
    expect(form.limit.value).toBe('30');
    expect(form.submit()).toHaveTextContent('Create Debate Request');
  });

  test("'Public debate: anyone can watch' makes a public request, then unticks itself", async () => {
    data.createDebateRequest.mockResolvedValue('new-id');
    const form = renderSection();
    const box = screen.getByRole('checkbox', { name: 'Public debate: anyone can watch' });
    expect(box).not.toBeChecked();
    fill('Tea or coffee', 'Tea');
    fireEvent.click(box);
    await act(async () => fireEvent.click(form.submit()));
    expect(data.createDebateRequest).toHaveBeenCalledWith(
      { topic: 'Tea or coffee', stance: 'Tea', timeLimit: 30 },
      { isPublic: true },
    );
    expect(box).not.toBeChecked();
  });

  test("reports 'Failed to create debate request: {reason}' and keeps what was typed", async () => {
    data.createDebateRequest.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const form = renderSection();
    fill('Tea or coffee', 'Tea');
    await act(async () => fireEvent.click(form.submit()));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to create debate request: Missing or insufficient permissions.',
    );
    expect(form.topic.value).toBe('Tea or coffee');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('shows the limit on open requests when the server refuses a sixth, and keeps the text', async () => {
    data.createDebateRequest.mockRejectedValue(new Error(TOO_MANY_PENDING_REQUESTS));
    const form = renderSection();
    fill('Tea or coffee', 'Tea');
    await act(async () => fireEvent.click(form.submit()));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Failed to create debate request: You already have ${MAX_PENDING_REQUESTS} open debate requests.`,
    );
    expect(form.topic.value).toBe('Tea or coffee');
    expect(form.submit()).toBeEnabled();
  });

  test('says the topic or stance is too long, and asks a signed-out user to sign in', async () => {
    const form = renderSection();
    fill('t'.repeat(201), 'Tea');
    await act(async () => fireEvent.click(form.submit()));
    expect(screen.getByRole('alert')).toHaveTextContent('Topic must be 200 characters or less');
    cleanup();

    data.user = null;
    const again = renderSection();
    fill('Tea or coffee', 'Tea');
    await act(async () => fireEvent.click(again.submit()));
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to start a debate');
    expect(data.createDebateRequest).not.toHaveBeenCalled();
  });

  test('refuses at once while offline instead of waiting unseen', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = renderSection();
    fill('Tea or coffee', 'Tea');
    await act(async () => fireEvent.click(form.submit()));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Failed to create debate request: You are offline/,
    );
    expect(data.createDebateRequest).not.toHaveBeenCalled();
    online.mockRestore();
  });
});
