import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

/**
 * jsdom has <dialog> but not its methods: open and close it as a browser does. For a modal
 * one the top layer is imitated as far as tests can see it: the rest of <body> becomes inert
 * and leaves the accessibility tree. The Escape close request is not (dialog.tsx handles
 * Escape itself). As in browsers, close() fires its `close` event later, in a task of its
 * own (HTML's "close the dialog" queues it): a listener added meanwhile hears it.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const behindModal = new WeakMap<HTMLDialogElement, Element[]>();
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) {
        throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      }
      this.setAttribute('open', '');
      const behind = [...document.body.children].filter(
        (el) => !el.contains(this) && !el.hasAttribute('inert'),
      );
      behind.forEach((el) => {
        el.setAttribute('inert', '');
        el.setAttribute('aria-hidden', 'true');
      });
      behindModal.set(this, behind);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      behindModal.get(this)?.forEach((el) => {
        el.removeAttribute('inert');
        el.removeAttribute('aria-hidden');
      });
      behindModal.delete(this);
      if (returnValue !== undefined) this.returnValue = returnValue;
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
}

/**
 * How long findBy* and waitFor wait for what they look for: 10 s, not Testing Library's 1 s.
 * A component test runs beside the emulator and browser lanes, and the first test of a fresh
 * worker transforms the modules it imports as it goes: in a fresh-clone run on 666b13e a
 * push's Accept (src/features/debates/join-request.test.tsx) reached its debate room after
 * more than 1 s. Only a wait that would fail waits longer; every assertion stays as it is.
 */
configure({ asyncUtilTimeout: 10_000 });
