import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fallbackDisplayName } from '@/domain/fallback-name';
import type { AccountInfo } from '@/domain/model';
import type { ProfilePatch } from '@/domain/validation';
import { ProfileEditForm } from './profile-edit-form';
import type { EditableProfile } from './profile-form-logic';
import { PHONE } from './profile.fixtures';

/** What photo-square.ts makes on a phone (canvas and createImageBitmap are not in jsdom). */
const squared = vi.hoisted(() => ({
  bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]),
  type: 'image/webp' as const,
}));

vi.mock('@/components/photo-square', () => {
  class PhotoError extends Error {
    constructor(readonly problem: string) {
      super(problem);
    }
  }
  return {
    PhotoError,
    squarePhoto: async (file: File) => {
      if (file.name.endsWith('.txt')) throw new PhotoError('unreadable');
      return squared;
    },
  };
});

afterEach(cleanup);

function setup(
  stored: EditableProfile = {},
  onSave = vi.fn(async (_patch: ProfilePatch) => {}),
  pictureLink?: AccountInfo['pictureLink'],
) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <ProfileEditForm
      stored={stored}
      phoneNumber={PHONE}
      onSave={onSave}
      onSaved={onSaved}
      onCancel={onCancel}
      pictureLink={pictureLink}
    />,
  );
  return {
    user,
    onSave,
    onSaved,
    onCancel,
    view,
    name: () => screen.getByLabelText('Display name'),
    bio: () => screen.getByLabelText('Bio'),
    url: () => screen.getByLabelText('Profile picture URL'),
    save: () => screen.getByRole('button', { name: 'Save' }),
  };
}

/** The texts an element's aria-describedby points at. */
function description(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('profile edit form', () => {
  test('starts a newcomer from the generated name they are shown by, which Save does not write', async () => {
    const { user, name, bio, save, onSave } = setup({ fallbackName: '' });
    expect(name()).toHaveValue(fallbackDisplayName(PHONE));
    expect(save()).toBeDisabled();
    await user.type(bio(), 'Hi');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ bio: 'Hi' });
  });

  test('starts from the stored values with their character counters', () => {
    const { name, bio, url } = setup({
      displayName: 'Ada Lovelace',
      profilePictureUrl: 'https://example.com/a.png',
    });
    expect(name()).toHaveValue('Ada Lovelace');
    expect(bio()).toHaveValue('');
    expect(url()).toHaveValue('https://example.com/a.png');
    expect(description(name())).toContain('12/50');
    expect(description(bio())).toContain('0/500');
  });

  test('says an emptied name leaves the generated one, and saves it as none', async () => {
    const { user, name, save, onSave } = setup({ displayName: 'Ada' });
    expect(description(name())).toEqual(['3/50']);
    await user.clear(name());
    expect(description(name())).toEqual([
      '0/50',
      `Left empty, others see ${fallbackDisplayName(PHONE)}.`,
    ]);
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ displayName: null });
  });

  test('counts characters as they are typed', async () => {
    const { user, bio } = setup();
    await user.type(bio(), 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  test('keeps Save disabled until something changes, and again when the change is undone', async () => {
    const { user, name, save } = setup({ displayName: 'Ada' });
    expect(save()).toBeDisabled();
    await user.type(name(), 'm');
    expect(save()).toBeEnabled();
    await user.type(name(), '{Backspace}');
    expect(save()).toBeDisabled();
    // Surrounding spaces alone are no change: they are trimmed away.
    await user.type(name(), '  ');
    expect(save()).toBeDisabled();
  });

  test('says a 51-character name is too long, linked to the box, and does not save it', async () => {
    const { user, name, save, onSave } = setup();
    await user.clear(name());
    await user.paste('x'.repeat(51));
    expect(screen.getByText('51/50')).toBeInTheDocument();
    const message = 'Display name must be 50 characters or less';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(description(name())).toContain(message);
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(name()).toHaveFocus();
  });

  test('accepts exactly 50 characters', async () => {
    const { user, name, save, onSave } = setup();
    await user.clear(name());
    await user.paste('x'.repeat(50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ displayName: 'x'.repeat(50) });
  });

  test('says a 501-character bio is too long', async () => {
    const { user, bio, save, onSave } = setup();
    await user.click(bio());
    await user.paste('b'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(description(bio())).toContain('Bio must be 500 characters or less');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  test.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url', '/relative.png'])(
    'refuses the picture URL %s with the SPEC text',
    async (bad) => {
      const { user, url, save, onSave } = setup();
      await user.click(url());
      await user.paste(bad);
      // Not judged while typing…
      expect(screen.queryByText('Please enter a valid image URL')).not.toBeInTheDocument();
      await user.click(save());
      // …but on save, focused and described.
      expect(onSave).not.toHaveBeenCalled();
      expect(url()).toHaveFocus();
      expect(url()).toHaveAttribute('aria-invalid', 'true');
      expect(description(url())).toContain('Please enter a valid image URL');
    },
  );

  test('judges the picture URL from the first save on, not when its box is left', async () => {
    const { user, url, save, onSave } = setup();
    await user.click(url());
    await user.paste('javascript:alert(1)');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid image URL');
    await user.clear(url());
    await user.paste('https://example.com/me.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ profilePictureUrl: 'https://example.com/me.png' });
  });

  test('writes only the changed fields, trimmed, and an emptied one as null', async () => {
    const { user, name, bio, save, onSave, onSaved } = setup({
      displayName: 'Ada',
      bio: 'Old bio',
    });
    await user.clear(bio());
    await user.type(name(), ' L. ');
    await user.click(save());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ displayName: 'Ada L.', bio: null });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  test('normalises the picture URL it saves', async () => {
    const { user, url, save, onSave } = setup();
    await user.click(url());
    await user.paste('  HTTPS://Example.com  ');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ profilePictureUrl: 'https://example.com/' });
  });

  test('disables Save while saving and reports a failure with its reason', async () => {
    let fail: (error: Error) => void = () => {};
    const onSave = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { user, bio, onSaved } = setup({}, onSave);
    await user.type(bio(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fail(new Error('Missing or insufficient permissions.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile: Missing or insufficient permissions.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(bio()).toHaveValue('Hi');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('Cancel leaves without saving', async () => {
    const { user, name, onSave, onCancel } = setup({ displayName: 'Ada' });
    await user.type(name(), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  test('never shows the picture link as an image: the preview is the initial until a photo is chosen', async () => {
    const { user, url, name, view } = setup();
    await user.clear(name());
    await user.type(name(), 'zed');
    expect(view.container.querySelector('.avatar')).toHaveTextContent('Z');
    await user.click(url());
    await user.paste('https://tracker.example/me.png');
    expect(view.container.querySelector('img')).toBeNull();
  });

  test('saves a chosen photo with the fields, previewed from the bytes made on the device', async () => {
    const { user, bio, save, onSave, view } = setup({ displayName: 'Ada' });
    expect(save()).toBeDisabled();
    const input = view.container.querySelector<HTMLInputElement>(
      'input[type="file"]:not([capture])',
    )!;
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(
      input,
      new File([new Uint8Array([1, 2, 3])], 'me.heic', { type: 'image/heic' }),
    );
    expect(await screen.findByText('New photo ready.')).toBeInTheDocument();
    expect(view.container.querySelector('.avatar img')?.getAttribute('src')).toMatch(
      /^data:image\/webp;base64,/,
    );
    expect(save()).toBeEnabled();
    await user.type(bio(), 'Hi');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ bio: 'Hi' }, squared);
  });

  test('offers the camera too, and says when a file is no photo it can read', async () => {
    const { user, view } = setup({ displayName: 'Ada' });
    const camera = view.container.querySelector<HTMLInputElement>('input[capture="user"]')!;
    expect(camera).toHaveAttribute('accept', 'image/*');
    await user.upload(camera, new File(['not a photo'], 'notes.txt', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a photo this device can read. Try another one.',
    );
  });

  test('tells the owner why their saved picture link was not copied, while it is the one typed', async () => {
    const link = 'http://10.0.0.8/me.png';
    const { user, url } = setup({ profilePictureUrl: link }, undefined, {
      url: link,
      problem: 'not-public',
    });
    expect(description(url())).toContain('That address is not on the public internet.');
    await user.clear(url());
    await user.type(url(), 'https://example.com/other.png');
    expect(description(url()).join(' ')).not.toMatch(/public internet|Copied/);
  });

  test('says a copied picture link is shown as a copy, never loaded from the link', () => {
    const link = 'https://example.com/me.png';
    const { url } = setup({ profilePictureUrl: link }, undefined, { url: link });
    expect(description(url())).toContain(
      'Copied as your picture: nobody’s device loads the link itself.',
    );
  });
});
